import { expect, test } from "@playwright/test";

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookies", "true"));
});

test("the first Tab reaches 'Saltar al contenido principal', which moves focus to the main content", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Saltar al contenido principal" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the login modal opens from the keyboard, traps focus, and Escape closes it back on its button", async ({ page }) => {
  await page.goto("/");
  const open = page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" });
  await open.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Iniciar sesión" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: "Correo electrónico" })).toBeFocused();
  for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test("every input of the register form has a label", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Regístrate" }).click();
  const dialog = page.getByRole("dialog", { name: "Crear cuenta" });
  await expect(dialog.getByRole("textbox", { name: "Captcha" })).toBeVisible();
  const unlabelled = await dialog.evaluate((root) =>
    [...root.querySelectorAll("input:not([type=hidden]), select, textarea")]
      .filter((el) => {
        const input = el as HTMLInputElement;
        const byFor = input.id && root.ownerDocument.querySelector(`label[for="${CSS.escape(input.id)}"]`);
        return !byFor && !input.closest("label") && !input.getAttribute("aria-label") && !input.getAttribute("aria-labelledby");
      })
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect(unlabelled).toEqual([]);
});
