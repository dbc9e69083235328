// Staff administration: an administrator grants the PQRs permission, which ends that user's citizen session; logged in
// again, the user sees "Administrador" and reaches /administrador/pqrs; the settings editor refuses a bad value with its Spanish message and
// changes a value the portal shows at once (no restart). The users page and the settings editor pass axe (WCAG 2.1 AA).
import { expect, test } from "@playwright/test";
import { USERS_ADMIN_MESSAGES } from "@portal/schemas/accounts/users-admin.schema";
import { SETTINGS_MESSAGES } from "@portal/schemas/settings/settings-messages";
import { loginAsAdmin, preparePage } from "../certificates/support.ts";
import { CITIZEN_PASSWORD, captchaFor, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

test.describe.configure({ timeout: 120_000 });

test("an administrator grants PQRs and edits a setting the portal shows at once", async ({ browser, page, request }) => {
  const email = uniqueEmail("funcionaria");
  const token = await registerCitizen(request, email);

  // The future officer is logged in before the grant: their header has no "Administrador" yet.
  const officerContext = await browser.newContext();
  const officer = await officerContext.newPage();
  await prepare(officer, token);
  await officer.goto("/");
  await expect(officer.getByRole("banner").getByRole("link", { name: "Mi perfil" })).toBeVisible();
  await expect(officer.getByRole("banner").getByRole("link", { name: "Administrador" })).toHaveCount(0);

  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/administrador");
  await expect(page.getByRole("tab", { name: "Usuarios y permisos", selected: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Usuarios y permisos" })).toBeVisible();
  await page.getByRole("textbox", { name: "Buscar por nombre, apellido o correo" }).fill(email);
  await expect(page.getByRole("cell", { name: email })).toBeVisible();
  await expectNoAxeViolations(page, "/administrador (usuarios y permisos)");

  await page.getByRole("button", { name: "Permisos: Lucía Martínez" }).click();
  const dialog = page.getByRole("dialog", { name: "Permisos de Lucía Martínez" });
  await expect(dialog.getByRole("textbox", { name: "Correo" })).toHaveAttribute("readonly", "");
  await dialog.getByRole("checkbox", { name: "PQRDS" }).check();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(USERS_ADMIN_MESSAGES.permissionsSaved)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(email) }).getByText("PQRDS")).toBeVisible();

  // The grant ended the officer's citizen session (issue 26): the old token is refused, and the permission comes with
  // the next login — the header link and the PQRDS administration.
  expect((await request.get("/api/v1/auth", { headers: { authorization: `Bearer ${token}` } })).headers()["invalid-token"]).toBe("true");
  const relogin = await request.post("/api/v1/auth", { data: { email, password: CITIZEN_PASSWORD, ...(await captchaFor(request, "login")) } });
  expect(relogin.status(), await relogin.text()).toBe(200);
  const staffTab = await officerContext.newPage();
  await prepare(staffTab, ((await relogin.json()) as { token: string }).token);
  await staffTab.goto("/");
  await expect(staffTab.getByRole("banner").getByRole("link", { name: "Administrador" })).toBeVisible();
  await staffTab.goto("/administrador/pqrs");
  await expect(staffTab.getByRole("heading", { level: 1, name: "Administración de PQRDS" })).toBeVisible();

  // The settings editor: a bad value is refused with the schema's message; a good one shows on the portal at once.
  await page.goto("/administrador/configuracion");
  await expect(page.getByRole("heading", { level: 1, name: "Configuración del portal" })).toBeVisible();
  await page.getByRole("tab", { name: "Archivos y seguridad" }).click();
  const captcha = page.getByRole("region", { name: "Umbral del captcha (0–99)" });
  await captcha.getByRole("textbox", { name: "Umbral del captcha (0–99)" }).fill("150");
  await captcha.getByRole("button", { name: "Guardar" }).click();
  await expect(captcha.getByText(SETTINGS_MESSAGES.max.replace("{n}", "99"))).toBeVisible();

  await page.getByRole("tab", { name: "Datos de la entidad" }).click();
  await expectNoAxeViolations(page, "/administrador/configuracion");
  const phone = `604${Date.now().toString().slice(-7)}`;
  const entity = page.getByRole("region", { name: "Entidad" });
  await entity.getByRole("textbox", { name: "Teléfono", exact: true }).fill(phone);
  await entity.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(SETTINGS_MESSAGES.saved)).toBeVisible();

  await officer.goto("/contactenos/");
  await expect(officer.getByRole("main").getByText(phone)).toBeVisible();
  await officerContext.close();
});
