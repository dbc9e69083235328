import { expect, test } from "@playwright/test";
import { CERTIFICATE_LINKS } from "@portal/schemas/certificates/certificate-catalog";
import { preparePage } from "../certificates/support.ts";

test.beforeEach(async ({ page }) => preparePage(page));

test("Trámites y servicios leads to every procedure done online here, and each opens its form", async ({ page }) => {
  await page.goto("/tramites-y-servicios");
  const online = page.getByRole("region", { name: "En línea en este portal" });
  for (const certificate of CERTIFICATE_LINKS) {
    await expect(online.getByRole("link", { name: certificate.title })).toHaveAttribute("href", certificate.path);
  }
  await expect(online.getByRole("link", { name: "Descarga de documentos" })).toBeVisible();
  await expect(online.getByRole("link", { name: "Radicar una PQRDS" })).toBeVisible();
  await online.getByRole("link", { name: "Certificado de residencia" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Certificado de residencia" })).toBeVisible();
});

test("the contracting section the spec names exists in a new portal, with its rows", async ({ page }) => {
  await page.goto("/tema/contrataciones");
  await expect(page.getByRole("heading", { level: 1, name: "Contrataciones" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Contrataciones" }).getByText("Contratación de mantenimiento de vías rurales")).toBeVisible();
});
