// Mass upload (spec 02 §5): a content administrator uploads a procedures spreadsheet on /tramites-y-servicios
// ("Carga masiva"), confirms, watches the worker's progress reach 100 % and finds the new procedures in the list.
import { expect, test } from "@playwright/test";
import { MASS_UPLOAD_MESSAGES } from "@portal/schemas/contents/mass-upload.schema";
import { loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption } from "../complaint-forms/helpers.ts";
import { api, proceduresWorkbook } from "./support.ts";

test("staff upload a procedures spreadsheet, see the progress reach 100 % and the procedures listed", async ({ page }) => {
  test.slow();
  const tag = runTag();
  const names = Array.from({ length: 3 }, (_, i) => `Certificado de prueba ${tag} ${i + 1}`);

  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/tramites-y-servicios");
  await page.getByRole("button", { name: "Carga masiva" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  // A file that is not Excel is refused with the spec's message before anything goes up.
  await dialog.locator('input[type="file"]').setInputFiles({ name: "tramites.csv", mimeType: "text/csv", buffer: Buffer.from("a,b\n") });
  await dialog.getByRole("button", { name: "Importar" }).click();
  await expect(dialog.getByText(MASS_UPLOAD_MESSAGES.confirm)).toBeVisible();
  await dialog.getByRole("button", { name: "Sí, subir" }).click();
  await expect(dialog.getByText(MASS_UPLOAD_MESSAGES.excelOnly)).toBeVisible();

  await dialog.locator('input[type="file"]').setInputFiles({
    name: "tramites.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: proceduresWorkbook(names),
  });
  await dialog.getByRole("button", { name: "Importar" }).click();
  await dialog.getByRole("button", { name: "Sí, subir" }).click();
  await expect(dialog.getByRole("progressbar")).toBeVisible();
  await expect(dialog.getByText("100 %")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("status").filter({ hasText: "Se importaron 3 registros" })).toBeVisible();

  await page.keyboard.press("Escape");
  await page.reload();
  for (const name of names) await expect(page.getByRole("main").getByText(name)).toBeVisible();
});

test("staff create several documents at once in normatividad (Crear varios) with the add-link modal", async ({ page }) => {
  test.slow();
  const tag = runTag();
  const name = `Decreto de prueba ${tag}`;
  const category = `Circulares ${tag}`;
  await preparePage(page);
  await loginAsAdmin(page);
  // A category no content carries yet is offered too (issue 27.1: every category of the section, GET labels).
  const normatividad = await (await page.request.get("/api/v1/tags/normatividad")).json();
  await api(page, "POST", "/api/v1/labels", { name: category, description: "Circulares de la entidad", defaultTagID: normatividad.tagID, subLabels: [] });
  await page.goto("/tema/normatividad");
  await page.getByRole("button", { name: "Crear varios" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("row")).toHaveCount(6); // header + the 5 starting rows
  await expect(dialog.getByRole("button", { name: "Agregar fila" })).toBeDisabled();

  const row = dialog.getByRole("row", { name: "Fila 1" });
  await row.getByRole("textbox", { name: "Título, fila 1" }).fill(name);
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(row.getByText(MASS_UPLOAD_MESSAGES.fileOrLink)).toBeVisible();
  await expect(row.getByText(MASS_UPLOAD_MESSAGES.descriptionRequired)).toBeVisible();
  await expect(row.getByText(MASS_UPLOAD_MESSAGES.issueDateRequired)).toBeVisible();

  await row.getByRole("button", { name: "Link" }).click();
  const linkModal = page.getByRole("dialog", { name: "Agregar link" });
  await linkModal.getByRole("textbox", { name: "Link" }).fill("no es un link");
  await linkModal.getByRole("button", { name: "Agregar" }).click();
  await expect(linkModal.getByText(MASS_UPLOAD_MESSAGES.linkModalInvalid)).toBeVisible();
  await linkModal.getByRole("textbox", { name: "Link" }).fill("https://www.gov.co/decretos/1");
  await linkModal.getByRole("button", { name: "Agregar" }).click();
  await row.getByRole("textbox", { name: "Descripción, fila 1" }).fill("corta");
  await expect(row.getByText(MASS_UPLOAD_MESSAGES.descriptionMin)).toBeVisible();
  await row.getByRole("textbox", { name: "Descripción, fila 1" }).fill("Por el cual se reglamenta el uso del espacio público");
  await row.getByRole("textbox", { name: "Fecha de expedición, fila 1" }).fill("15/01/2026");
  await row.getByRole("textbox", { name: "Fecha de expedición, fila 1" }).press("Tab");
  await pickOption(page, "Categorías, fila 1", category);
  await row.getByRole("textbox", { name: "Título, fila 1" }).click();
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("main").getByRole("link", { name }).first().click();
  await expect(page.getByRole("list", { name: "Categorías" }).getByText(category)).toBeVisible();
});
