// The body's rich-text editor (issue 27, browser walk): its toolbar is named in Spanish, and an inserted image asks for
// its alt text, which the published page keeps.
import { expect, test } from "@playwright/test";
import { CONTENT_MESSAGES as M } from "@portal/schemas/contents/content-messages";
import { loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption } from "../complaint-forms/helpers.ts";
import { pngOf } from "./support.ts";

test("the toolbar speaks Spanish and an inserted image carries its description", async ({ page }) => {
  test.slow();
  const name = `Cierre de la vía principal ${runTag()}`;
  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/tema/noticias");
  // A section of articles explains its order to its administrators (tooltip 28, issue 27 item 7).
  await expect(
    page
      .getByRole("heading", { level: 1, name: "Noticias" })
      .locator("..")
      .getByRole("button", { name: /^Ayuda: / }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Nuevo contenido" }).click();
  await pickOption(page, "Tipo de contenido", "Noticia");
  for (const control of ["Negrita", "Cursiva", "Lista numerada", "Insertar enlace", "Insertar imagen"]) {
    await expect(page.getByRole("button", { name: control, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Bold", exact: true })).toHaveCount(0);

  await page.getByRole("textbox", { name: "Nombre" }).fill(name);
  await page.getByRole("textbox", { name: "Descripción", exact: true }).fill("La vía principal estará cerrada durante las obras del acueducto.");
  await pickOption(page, "Tipo de muro", "Participación pública");
  await page.getByRole("checkbox", { name: "Sin fecha de cierre" }).check();
  await page.getByRole("textbox", { name: "Cuerpo" }).click();
  await page.keyboard.type("Vea el desvío en el mapa.");
  await page.getByRole("button", { name: "Insertar imagen", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Insertar imagen" });
  await dialog.locator('input[type="file"]').setInputFiles({ name: "desvio.png", mimeType: "image/png", buffer: await pngOf(page, 400, 300) });
  await dialog.getByRole("button", { name: "Insertar" }).click();
  await expect(dialog.getByText(M.imageAltRequired)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Texto alternativo" }).fill("Mapa del desvío por la calle 10");
  await dialog.getByRole("button", { name: "Insertar" }).click();
  await expect(dialog).toHaveCount(0);
  // The main image is cropped into a new image (POST uploadfiles/{id}/crop, issue 27 item 5).
  await page
    .locator('input[type="file"][accept*="image"]')
    .first()
    .setInputFiles({ name: "obra.png", mimeType: "image/png", buffer: await pngOf(page, 800, 500) });
  await expect(page.getByText("Imagen: obra.png")).toBeVisible();
  await page.getByRole("button", { name: "Recortar imagen" }).click();
  const crop = page.getByRole("dialog", { name: "Recortar imagen" });
  await crop.getByRole("button", { name: "Recortar", exact: true }).click();
  await expect(page.getByText("Imagen: obra.png (recortada)")).toBeVisible();
  await page.getByRole("textbox", { name: "Descripción de la imagen" }).fill("Obras del acueducto en la vía principal");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("main").getByRole("img", { name: "Mapa del desvío por la calle 10" })).toBeVisible();
});
