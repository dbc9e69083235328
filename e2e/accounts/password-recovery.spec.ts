import { expect, type Page, test } from "@playwright/test";
import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { e2e } from "../support/env.ts";
import { mailLinks, waitForMail } from "../support/mail.ts";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    // See register-login-logout.spec.ts: Playwright's off-the-record profile must not read as private browsing.
    const estimate = async () => ({ quota: 200 * 1024 ** 3, usage: 0 });
    Object.defineProperty(navigator, "storage", { value: { ...navigator.storage, estimate }, configurable: true });
    localStorage.setItem("cookies", "true");
  });
});

const header = (page: Page) => page.getByRole("banner");

async function register(page: Page, email: string, password: string) {
  await header(page).getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("button", { name: "Regístrate" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear cuenta" });
  await dialog.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await dialog.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
  await dialog.getByRole("textbox", { name: "Primer nombre" }).fill("Jorge");
  await dialog.getByRole("textbox", { name: "Primer apellido" }).fill("Rojas");
  // Another country: a free city instead of department and municipality.
  await dialog.getByRole("combobox", { name: "País" }).click();
  await dialog.getByRole("combobox", { name: "País" }).fill("Ecua");
  await page.getByRole("option", { name: "Ecuador" }).click();
  await expect(dialog.getByRole("combobox", { name: "Departamento" })).toHaveCount(0);
  await dialog.getByRole("textbox", { name: "Ciudad" }).fill("Quito");
  await dialog.getByRole("checkbox", { name: /Acepto los términos y condiciones/ }).check();
  await dialog.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await dialog.getByRole("button", { name: "Crear cuenta" }).click();
  // The account comes with the activation link mailed to the address, which logs it in.
  const activation = mailLinks(await waitForMail(email, /Activa tu cuenta/)).find((l) => l.includes("/confirmar-registro/"));
  await page.goto(new URL(activation!).pathname);
  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toBeVisible();
  await header(page).getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(header(page).getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
}

test("a user who forgot the password gets a link by e-mail, sets a new one and logs in with it", async ({ page }) => {
  // Registration, the recovery e-mail sent by the worker and two logins: a long flow.
  test.slow();
  const email = `olvido.${Date.now()}@e2e.test`;
  await page.goto("/");
  await register(page, email, "Primera.2025");

  await header(page).getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("button", { name: "¿Olvidaste tu contraseña?" }).click();
  const recover = page.getByRole("dialog", { name: "Recuperar contraseña" });
  await recover.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await recover.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await recover.getByRole("button", { name: "Enviar enlace" }).click();
  await expect(recover.getByRole("status")).toBeVisible();

  // Registration also mailed a verification link: wait for the recovery message itself.
  const mail = await waitForMail(email, /Recupera tu contraseña/);
  const link = mailLinks(mail).find((l) => l.includes("/recordar-clave/"));
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname);

  await expect(page.getByRole("heading", { level: 1, name: "Nueva contraseña" })).toBeVisible();
  await page.getByRole("textbox", { name: "Nueva contraseña" }).fill("Segunda.2025");
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Otra.cosa");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.mismatch)).toBeVisible();
  await page.getByRole("textbox", { name: "Confirmar contraseña" }).fill("Segunda.2025");
  await page.getByRole("button", { name: "Guardar contraseña" }).click();
  await expect(page.getByRole("main").getByRole("status")).toBeVisible();

  await page.getByRole("main").getByRole("button", { name: "Iniciar sesión" }).click();
  const login = page.getByRole("dialog", { name: "Iniciar sesión" });
  await login.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await login.getByRole("textbox", { name: "Contraseña", exact: true }).fill("Segunda.2025");
  await login.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toBeVisible();

  // The link is single-use.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByText(PASSWORD_MESSAGES.resetInvalid)).toBeVisible();
});

test("an invalid recovery link says so", async ({ page }) => {
  await page.goto("/recordar-clave/este-enlace-no-existe-0123456789");
  await expect(page.getByText(PASSWORD_MESSAGES.resetInvalid)).toBeVisible();
  await expect(page.getByRole("button", { name: "Guardar contraseña" })).toHaveCount(0);
});
