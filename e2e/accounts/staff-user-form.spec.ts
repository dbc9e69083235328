// The staff user form (issue 27.18): an Administrator finds a member in the users tab, corrects their data and e-mail
// (the new address proved by the code mailed to it), finds them again by identification number, and resets the
// second factor a staff member lost, after a confirmation; the audit log holds each action.
import { expect, test } from "@playwright/test";
import { EMAIL_CODE_MESSAGES } from "@portal/schemas/accounts/email-code.schema";
import { MFA_MESSAGES } from "@portal/schemas/accounts/mfa.schema";
import { STAFF_USER_FORM_MESSAGES } from "@portal/schemas/accounts/staff-user-form.schema";
import { Secret, TOTP } from "otpauth";
import { adminToken, loginAsAdmin, preparePage } from "../certificates/support.ts";
import { CITIZEN_PASSWORD, captchaFor, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { waitForMail } from "../support/mail.ts";

test.describe.configure({ timeout: 120_000 });

/** The code printed on its own line in the plain-text part of the e-mail the worker wrote. */
const codeOf = (text: string) => /^ {4}([A-Z0-9]{4})$/m.exec(text)?.[1];

test("an administrator corrects a member's data and e-mail, finds them by identification and resets their second factor", async ({ page, request }) => {
  // A staff member (Contents) with two-step verification on, set up through the API as their profile does.
  const email = uniqueEmail("editor");
  await registerCitizen(request, email);
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const me = await request.get("/api/v1/auth", { headers: { authorization: `Bearer ${await loginToken()}` } });
  const memberId = ((await me.json()) as { id: number }).id;
  expect((await request.post("/trpc/users.setPermissions", { data: { userId: memberId, permissions: ["Contents"] }, headers: admin })).status()).toBe(200);
  const staff = { authorization: `Bearer ${await loginToken()}` };
  const setup = (await (await request.post("/api/v1/auth/mfa/setup", { headers: staff })).json()) as { secret: string };
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 }).generate();
  const enabled = await request.put("/api/v1/auth/mfa/setup", { data: { code }, headers: staff });
  expect(enabled.status(), await enabled.text()).toBe(200);

  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/administrador");
  await page.getByRole("textbox", { name: "Buscar por nombre, apellido o correo" }).fill(email);
  await page
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("button", { name: "Editar datos: Lucía Martínez" })
    .click();

  // The data form: the shared schema's message on a wrong identification, then the corrections and a new e-mail.
  const form = page.getByRole("dialog", { name: "Datos de Lucía Martínez" });
  const identification = `9${Date.now().toString().slice(-9)}`;
  await form.getByRole("textbox", { name: "Número de identificación" }).fill("12.345");
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByText("Debes ingresar solo números sin espacios")).toBeVisible();
  await form.getByRole("textbox", { name: "Número de identificación" }).fill(identification);
  await form.getByRole("textbox", { name: "Segundo apellido" }).fill("Gómez");
  const next = uniqueEmail("editor-nuevo");
  await form.getByRole("textbox", { name: "Correo electrónico" }).fill(next);
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(form.getByRole("alert")).toHaveText(EMAIL_CODE_MESSAGES.notVerified);
  await form.getByRole("button", { name: "Enviar código" }).click();
  await expect(page.getByText(EMAIL_CODE_MESSAGES.sent.replace("{email}", next))).toBeVisible();
  const mailed = codeOf((await waitForMail(next, /Código para confirmar/)).text);
  await form.getByRole("textbox", { name: "Código enviado al correo nuevo" }).fill(mailed!);
  await form.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(STAFF_USER_FORM_MESSAGES.saved)).toBeVisible();
  await expect(form).toBeHidden();

  // Found again by identification number: the corrected name and the new e-mail.
  await page.getByRole("textbox", { name: "Buscar por número de identificación" }).fill(identification);
  await page.getByRole("button", { name: "Buscar por número de identificación" }).click();
  await expect(page.getByText(`${next} · Activo`)).toBeVisible();
  await page.getByRole("button", { name: "Editar datos: Lucía Martínez Gómez" }).click();
  const again = page.getByRole("dialog", { name: "Datos de Lucía Martínez Gómez" });
  await expect(again.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(next);

  // The lost second factor: reset after a confirmation.
  const mfa = again.getByRole("region", { name: "Verificación en dos pasos" });
  await expect(mfa.getByText("Verificación en dos pasos: Activada")).toBeVisible();
  await mfa.getByRole("button", { name: "Reiniciar la verificación en dos pasos" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirmación" });
  await expect(confirm).toContainText("¿Reiniciar la verificación en dos pasos de Lucía Martínez Gómez?");
  await confirm.getByRole("button", { name: "Reiniciar la verificación en dos pasos" }).click();
  await expect(page.getByText(MFA_MESSAGES.reset)).toBeVisible();
  await expect(mfa.getByText("Verificación en dos pasos: Desactivada")).toBeVisible();
  // Their sessions ended with it.
  expect((await request.get("/api/v1/auth", { headers: staff })).headers()["invalid-token"]).toBe("true");

  // The audit log keeps what the form did.
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Registro de auditoría" }).click();
  for (const action of ["user.updated", "user.identifier", "mfa.reset"]) {
    await page.getByRole("combobox", { name: "Acción" }).fill(action);
    await page.getByRole("option", { name: action, exact: true }).click();
    await expect(page.getByRole("table", { name: "Acciones del personal" }).getByText(`User ${memberId}`).first()).toBeVisible();
  }

  async function loginToken(): Promise<string> {
    const res = await request.post("/api/v1/auth", { data: { email, password: CITIZEN_PASSWORD, ...(await captchaFor(request, "login")) } });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { token: string }).token;
  }
});
