import { expect, test } from "@playwright/test";
import { preparePage } from "../certificates/support.ts";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("on a phone the header leaves the first screen to the page, and 'Menú' opens the navigation", async ({ page }) => {
  await preparePage(page);
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toBeVisible();
  const header = await page.getByRole("banner").boundingBox();
  expect(header!.height).toBeLessThan(844 * 0.25);
  await expect(heading).toBeInViewport();

  const nav = page.getByRole("navigation", { name: "Principal" });
  await expect(nav).toBeHidden();
  const toggle = page.getByRole("button", { name: "Menú" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(nav.getByRole("link", { name: "Contáctenos" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" })).toBeVisible();

  // Following a link folds the menu again.
  await nav.getByRole("link", { name: "Contáctenos" }).click();
  await expect(page).toHaveURL(/\/contactenos\/$/);
  await expect(nav).toBeHidden();
});

test("the home page links every certificate procedure", async ({ page }) => {
  await preparePage(page);
  await page.goto("/");
  const list = page.getByRole("region", { name: "Certificados en línea" });
  for (const [name, path] of [
    ["Certificado de paz y salvo", "/tramites/certificado-paz-y-salvo"],
    ["Certificado de uso de suelo", "/tramites/uso-suelo"],
    ["Certificado de estratificación", "/tramites/estratificacion"],
    ["Certificado de residencia", "/tramites/residencia"],
    ["Certificado laboral", "/tramites/laboral"],
  ] as const) {
    await expect(list.getByRole("link", { name })).toHaveAttribute("href", path);
  }
  await list.getByRole("link", { name: "Certificado laboral" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Certificado laboral" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Otros certificados en línea" }).getByRole("link", { name: "Certificado de residencia" })).toBeVisible();
});
