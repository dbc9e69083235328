import { expect, type Page, test } from "@playwright/test";
import { formatCheckEmail } from "@portal/schemas/accounts/register.schema";
import { e2e } from "../support/env.ts";
import { mailLinks, waitForMail } from "../support/mail.ts";

// Playwright's contexts are off-the-record profiles: make the private-browsing check (a storage-quota heuristic)
// see an ordinary profile, so login is not refused by it.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const estimate = async () => ({ quota: 200 * 1024 ** 3, usage: 0 });
    Object.defineProperty(navigator, "storage", { value: { ...navigator.storage, estimate }, configurable: true });
    localStorage.setItem("cookies", "true");
  });
});

const header = (page: Page) => page.getByRole("banner");

async function pickOption(page: Page, label: string, search: string, option?: string | RegExp) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: label }).click();
  await dialog.getByRole("combobox", { name: label }).fill(search);
  const choice = option ? page.getByRole("option", { name: option }) : page.getByRole("option").first();
  await choice.click();
}

async function logOut(page: Page) {
  await header(page).getByRole("button", { name: "Cerrar sesión" }).click();
  await expect(header(page).getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toHaveCount(0);
}

test("a citizen registers, logs out, logs in again, sees the logged header and logs out", async ({ page }) => {
  // Registration, two logins and the verification e-mail sent by the worker: a long flow.
  test.slow();
  const email = `ciudadana.${Date.now()}@e2e.test`;
  const password = "Clave.2025";

  await page.goto("/");
  await header(page).getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("button", { name: "Regístrate" }).click();

  const register = page.getByRole("dialog", { name: "Crear cuenta" });
  await expect(register.getByRole("textbox", { name: "Correo electrónico" })).toBeVisible();
  // A submit without data shows the schema's Spanish messages.
  await register.getByRole("button", { name: "Crear cuenta" }).click();
  await expect(register.getByText("Debes ingresar el correo electrónico")).toBeVisible();
  await expect(register.getByText("Debes ingresar tu primer nombre")).toBeVisible();

  await register.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await register.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
  await register.getByRole("textbox", { name: "Primer nombre" }).fill("Lucía");
  await register.getByRole("textbox", { name: "Primer apellido" }).fill("Martínez");
  await pickOption(page, "Departamento", "Antioquia", "Antioquia");
  await pickOption(page, "Municipio", "Medell", /Medell[ií]n/);
  await register.getByRole("textbox", { name: "Barrio o vereda" }).fill("El Poblado");
  await register.getByRole("checkbox", { name: /Acepto los términos y condiciones/ }).check();
  await register.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await register.getByRole("button", { name: "Crear cuenta" }).click();

  // The same answer whether or not the address has an account: the account comes with the mailed activation link,
  // which logs the new user in.
  await expect(register.getByText(formatCheckEmail(email))).toBeVisible();
  const activation = mailLinks(await waitForMail(email, /Activa tu cuenta/)).find((l) => l.includes("/confirmar-registro/"));
  expect(activation).toBeTruthy();
  await page.goto(new URL(activation!).pathname);
  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: /Notificaciones/ })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Administrador" })).toHaveCount(0);
  await logOut(page);

  await header(page).getByRole("button", { name: "Iniciar sesión" }).click();
  const login = page.getByRole("dialog", { name: "Iniciar sesión" });
  await login.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await login.getByRole("textbox", { name: "Contraseña", exact: true }).fill("otra-clave");
  await login.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(login.getByRole("alert")).toHaveText("Usuario o clave incorrecta");

  // The captcha reloads after a failed submit: type the answer again.
  await expect(login.getByRole("textbox", { name: "Captcha" })).toHaveValue("");
  // …and the new captcha is not flagged before the citizen types in it.
  await expect(login.getByText("Debes ingresar el Captcha")).toHaveCount(0);
  await login.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
  await login.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();

  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toBeVisible();
  await header(page).getByRole("link", { name: "Mi perfil" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mi perfil" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(email);
  // The activation link proved the address: nothing left to verify.
  await expect(page.getByText("Aún no has verificado tu correo electrónico")).toHaveCount(0);
  await logOut(page);
});

test("an administrator sees the 'Administrador' link and the admin menu", async ({ page }) => {
  await page.goto("/");
  await header(page).getByRole("button", { name: "Iniciar sesión" }).click();
  const login = page.getByRole("dialog", { name: "Iniciar sesión" });
  await login.getByRole("textbox", { name: "Correo electrónico" }).fill(e2e.admin.email);
  await login.getByRole("textbox", { name: "Contraseña", exact: true }).fill(e2e.admin.password);
  await login.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();

  await header(page).getByRole("link", { name: "Administrador" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  await expect(page.getByRole("heading", { level: 1, name: "Menú" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Administración" }).getByRole("link", { name: /PQRDS/ })).toBeVisible();
  await logOut(page);
});
