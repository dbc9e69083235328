import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2e } from "../support/env.ts";

// Playwright's contexts are off-the-record profiles: make the private-browsing check see an ordinary profile.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const estimate = async () => ({ quota: 200 * 1024 ** 3, usage: 0 });
    Object.defineProperty(navigator, "storage", { value: { ...navigator.storage, estimate }, configurable: true });
    localStorage.setItem("cookies", "true");
  });
});

const header = (page: Page) => page.getByRole("banner");

async function pickOption(page: Page, label: string, search: string, option: string | RegExp) {
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("combobox", { name: label }).click();
  await dialog.getByRole("combobox", { name: label }).fill(search);
  await page.getByRole("option", { name: option }).click();
}

test("a citizen logs in through the entity's identity provider and completes the prefilled registration", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await header(page).getByRole("button", { name: "Iniciar sesión" }).click();
  const login = page.getByRole("dialog", { name: "Iniciar sesión" });

  // The popup goes to the local OpenID Connect provider, whose own page asks who logs in.
  const popupOpened = page.waitForEvent("popup");
  await login.getByRole("button", { name: "Ingresar con Identidad digital" }).click();
  const popup = await popupOpened;
  const popupClosed = popup.waitForEvent("close");
  await popup.getByRole("textbox", { name: "Usuario" }).fill(e2e.oidc.account.sub);
  await popup.getByRole("button", { name: "Ingresar" }).click();

  // Back at /user/idplogin the opener reads the answer, closes the popup and opens the registration prefilled.
  await popupClosed;
  const register = page.getByRole("dialog", { name: "Crear cuenta" });
  await expect(register.getByText("Completa tus datos para crear tu cuenta")).toBeVisible();
  await expect(register.getByRole("textbox", { name: "Correo electrónico" })).toHaveValue(e2e.oidc.account.email);
  await expect(register.getByRole("textbox", { name: "Primer nombre" })).toHaveValue("Lucía");
  await expect(register.getByRole("textbox", { name: "Segundo nombre" })).toHaveValue("Fernanda");
  await expect(register.getByRole("textbox", { name: "Primer apellido" })).toHaveValue("Restrepo");
  await expect(register.getByRole("textbox", { name: "Segundo apellido" })).toHaveValue("Ortiz");
  await expectNoAxeViolations(page, "registro prellenado por el proveedor de identidad");

  await pickOption(page, "Departamento", "Antioquia", "Antioquia");
  await pickOption(page, "Municipio", "Medell", /Medell[ií]n/);
  await register.getByRole("textbox", { name: "Barrio o vereda" }).fill("Laureles");
  await register.getByRole("checkbox", { name: /Acepto los términos y condiciones/ }).check();
  await register.getByRole("button", { name: "Crear cuenta" }).click();

  // The account exists, is linked to the provider and is logged in.
  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toBeVisible();
  await expect(header(page).getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
});
