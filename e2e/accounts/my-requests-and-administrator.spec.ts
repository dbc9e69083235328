import { expect, type Page, test } from "@playwright/test";
import { CITIZEN_PASSWORD, captchaFor, filePersonalRequest, fileRequest, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { e2e } from "../support/env.ts";

const header = (page: Page) => page.getByRole("banner");

test("a citizen opens Mis solicitudes from the profile and the menu, and a row leads to its tracking", async ({ page, request }) => {
  test.slow();
  const email = uniqueEmail("mis-solicitudes");
  const token = await registerCitizen(request, email);
  const first = await filePersonalRequest(request, token, email, "Solicito la poda del árbol frente a mi casa, por favor.");
  const second = await filePersonalRequest(request, token, email, "Solicito información sobre el pago del impuesto predial.");
  await prepare(page, token);

  await page.goto("/mi-perfil/");
  await page.getByRole("link", { name: "Ver mis solicitudes" }).click();
  await expect(page).toHaveURL(/\/mi-perfil\/solicitudes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mis solicitudes" })).toBeVisible();
  const table = page.getByRole("table", { name: "Mis solicitudes" });
  await expect(table.getByText("2 solicitudes")).toBeVisible();
  // Newest first, each with where it stands.
  const rows = table.getByRole("row");
  await expect(rows.nth(1)).toContainText(second);
  await expect(rows.nth(2)).toContainText(first);
  await expect(rows.nth(1)).toContainText("Abierta");

  // The user menu leads to the same page.
  await page.goto("/");
  await header(page).getByRole("link", { name: "Mis solicitudes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mis solicitudes" })).toBeVisible();

  // A row opens its tracking with the number filled in; the owner's session shows the detail at once, no captcha asked.
  await page.getByRole("link", { name: first, exact: true }).click();
  await expect(page.getByRole("textbox", { name: "Número de la solicitud" })).toHaveValue(first);
  await expect(page.getByRole("heading", { name: `Solicitud ${first}` })).toBeVisible();
  await expect(page.getByText("Solicito la poda del árbol frente a mi casa, por favor.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Captcha" })).toHaveValue("");
});

test("a user holding only the Administrator permission works in /administrador/pqrs", async ({ page, request }) => {
  test.slow();
  const trackingID = await fileRequest(request, 2, uniqueEmail("peticion"), "Solicito información sobre las obras de la vía principal.");
  const email = uniqueEmail("solo-administrador");
  const token = await registerCitizen(request, email);
  const me = (await (await request.get("/api/v1/auth", { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number };
  const admin = await request.post("/api/v1/auth", { data: { email: e2e.admin.email, password: e2e.admin.password, ...(await captchaFor(request, "login")) } });
  const adminToken = ((await admin.json()) as { token: string }).token;
  const granted = await request.post("/trpc/users.setPermissions", {
    data: { userId: me.id, permissions: ["Administrator"] },
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expect(granted.status(), await granted.text()).toBe(200);
  // The grant ended the citizen session: the permission comes with a new login.
  expect((await request.get("/api/v1/auth", { headers: { authorization: `Bearer ${token}` } })).headers()["invalid-token"]).toBe("true");
  const relogin = await request.post("/api/v1/auth", { data: { email, password: CITIZEN_PASSWORD, ...(await captchaFor(request, "login")) } });
  expect(relogin.status(), await relogin.text()).toBe(200);

  await prepare(page, ((await relogin.json()) as { token: string }).token);
  await page.goto("/administrador/pqrs");
  await expect(page.getByRole("heading", { level: 1, name: "Administración de PQRDS" })).toBeVisible();
  // The server answers the list too (before, the browser showed the page and every call got a 403).
  await expect(page.getByRole("cell", { name: trackingID, exact: true })).toBeVisible();
  await expect(page.getByText("No tienes permisos para realizar esta acción")).toHaveCount(0);
});
