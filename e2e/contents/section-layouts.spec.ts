// The special sections' list rows (issue 27, item 3; spec 02 "Specialised row layouts for normatividad,
// tramites-y-servicios and contrataciones"): normatividad shows the issue date and the document, trámites y servicios
// the cost, duration and link, contrataciones the process with its date and link; all three page with the paginator.
import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { api } from "./support.ts";

/** The section with this friendly name, created (accepting `types`) when the portal does not have it yet. */
async function section(page: Page, friendlyName: string, name: string, types: number[]): Promise<{ tagID: number }> {
  const found = await page.request.get(`/api/v1/tags/${friendlyName}`);
  if (found.ok()) return found.json();
  return api(page, "POST", "/api/v1/tags", { name, validContentTypes: types });
}

test("normatividad, trámites y servicios and contrataciones list their own columns", async ({ page }) => {
  test.slow();
  const tag = runTag();
  await preparePage(page);
  await loginAsAdmin(page);
  const common = { commentWallType: 2, description: "Contenido de prueba de las filas especiales de la sección." };

  const norms = await section(page, "normatividad", "Normatividad", [10, 7]);
  const norm = `Decreto de movilidad ${tag}`;
  await api(page, "POST", "/api/v1/contents", {
    ...common,
    contentType: 10,
    name: norm,
    startingDate: "2025-03-14",
    embedUrl: "https://www.gov.co/decreto",
    tags: [norms.tagID],
  });
  await page.goto("/tema/normatividad");
  // Helper tooltips for content administrators (issue 27, item 7): 26 beside normatividad's title, 38 by its categories.
  await expect(
    page
      .getByRole("heading", { level: 1, name: "Normatividad" })
      .locator("..")
      .getByRole("button", { name: /^Ayuda: / }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Categorías" }).getByRole("button", { name: /^Ayuda: / })).toBeVisible();
  // The date filter waits to be switched on (its fields appear then), starts on the last month, and offers "Expedición"
  // where documents are.
  await expect(page.getByRole("textbox", { name: "Desde" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Filtrar por fechas" }).check();
  await expect(page.getByRole("textbox", { name: "Hasta" })).not.toHaveValue("");
  await expect(page.getByRole("combobox", { name: "Tipo de fecha" }).getByRole("option", { name: "Expedición" })).toHaveCount(1);
  await page.getByRole("checkbox", { name: "Filtrar por fechas" }).uncheck();
  await expect(page.getByRole("textbox", { name: "Desde" })).toHaveCount(0);
  const normTable = page.getByRole("table", { name: "Normatividad" });
  await expect(normTable.getByRole("columnheader", { name: "Fecha de expedición" })).toBeVisible();
  const normRow = normTable.getByRole("row").filter({ hasText: norm });
  await expect(normRow.getByText("14 de marzo de 2025")).toBeVisible();
  await expect(normRow.getByRole("link", { name: `Abrir el documento de ${norm}` })).toHaveAttribute("href", "https://www.gov.co/decreto");

  const procedures = await section(page, "tramites-y-servicios", "Trámites y servicios", [14]);
  const procedure = `Licencia de construcción ${tag}`;
  await api(page, "POST", "/api/v1/contents", {
    ...common,
    contentType: 14,
    name: procedure,
    procedureTypeID: 1,
    procedureUrl: "https://www.gov.co/licencia",
    procedureCostType: 2,
    procedureValue: "25.000",
    procedureTime: "15 días hábiles",
    tags: [procedures.tagID],
  });
  await page.goto("/tramites-y-servicios");
  await page.getByRole("checkbox", { name: "Filtrar por fechas" }).check();
  const dateType = page.getByRole("combobox", { name: "Tipo de fecha" });
  await expect(dateType.getByRole("option", { name: "Actualización" })).toHaveCount(1);
  await expect(dateType.getByRole("option", { name: "Expedición" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Filtrar por fechas" }).uncheck();
  const procedureRow = page.getByRole("table", { name: "Trámites y servicios" }).getByRole("row").filter({ hasText: procedure });
  await expect(procedureRow.getByRole("cell", { name: "$ 25.000" })).toBeVisible();
  await expect(procedureRow.getByRole("cell", { name: "15 días hábiles" })).toBeVisible();
  await expect(procedureRow.getByRole("link", { name: `Hacer en línea ${procedure}` })).toHaveAttribute("href", "https://www.gov.co/licencia");

  const contracting = await section(page, "contrataciones", "Contrataciones", [10]);
  const process = `Suministro de computadores ${tag}`;
  await api(page, "POST", "/api/v1/contents", {
    ...common,
    contentType: 10,
    name: process,
    startingDate: "2025-05-02",
    embedUrl: "https://www.colombiacompra.gov.co/proceso",
    tags: [contracting.tagID],
  });
  await page.goto("/tema/contrataciones");
  const processRow = page.getByRole("table", { name: "Contrataciones" }).getByRole("row").filter({ hasText: process });
  await expect(processRow.getByText("2 de mayo de 2025")).toBeVisible();
  await expect(processRow.getByRole("link", { name: `Abrir el documento de ${process}` })).toHaveAttribute("href", "https://www.colombiacompra.gov.co/proceso");
  // Paged sections use "Anterior / Siguiente", never "Cargar más contenidos".
  await expect(page.getByRole("button", { name: "Cargar más contenidos" })).toHaveCount(0);
});
