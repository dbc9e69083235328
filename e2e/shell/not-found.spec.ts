import { expect, test } from "@playwright/test";
import { NOT_FOUND_PAGE } from "@portal/schemas/errors/error-messages";

test("an unknown path shows the 404 page, and 'Ir al home' goes home", async ({ page }) => {
  await page.goto("/esta/pagina/no-existe");
  await expect(page).toHaveURL(/\/pagina-no-encontrada$/);
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_PAGE.title })).toBeVisible();
  // The shell stays around it: landmarks and the skip link.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("link", { name: "Saltar al contenido principal" })).toBeAttached();

  await page.getByRole("main").getByRole("link", { name: NOT_FOUND_PAGE.button }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(NOT_FOUND_PAGE.title);
});

test("route matching is case-insensitive", async ({ page }) => {
  // A known page typed in capitals opens that page (an unknown path would be redirected to the 404 page).
  await page.goto("/CONTACTENOS/");
  await expect(page.getByRole("heading", { level: 1, name: "Contáctenos" })).toBeVisible();
  await expect(page).toHaveURL(/\/CONTACTENOS\/$/);
  await expect(page.getByRole("heading", { level: 1, name: NOT_FOUND_PAGE.title })).toHaveCount(0);
});
