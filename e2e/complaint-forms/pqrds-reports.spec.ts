import { expect, test } from "@playwright/test";
import { bogotaToday } from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { loginAsAdmin } from "../certificates/support.ts";
import { fileRequest, prepare, uniqueEmail } from "./helpers.ts";

test.beforeEach(async ({ page }) => prepare(page));

/** Generates a report of today from the "Informes" tab, waits for the worker and publishes it. */
async function generateAndPublish(page: import("@playwright/test").Page, kind: string) {
  const today = bogotaToday();
  const form = page.getByRole("form", { name: "Generar informe" });
  await form.getByRole("combobox", { name: "Tipo de informe" }).click();
  await page.getByRole("option", { name: kind }).click();
  const typed = `${today.slice(8)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
  await form.getByLabel("Desde").fill(typed);
  await form.getByLabel("Desde").press("Tab");
  await form.getByLabel("Hasta").fill(typed);
  await form.getByLabel("Hasta").press("Tab");
  await form.getByRole("button", { name: "Generar" }).click();
  await expect(form.getByRole("status")).toContainText("Listo 100 %", { timeout: 60_000 });
  const [d, m, y] = [today.slice(8), today.slice(5, 7), today.slice(0, 4)];
  const label = `${kind} ${d}/${m}/${y} a ${d}/${m}/${y}`;
  await page
    .getByRole("button", { name: `Publicar en Transparencia: ${label}` })
    .first()
    .click();
  await expect(page.getByText("Informe publicado en Transparencia").first()).toBeVisible();
  await expect(page.getByRole("button", { name: `Retirar de Transparencia: ${label}` }).first()).toBeVisible();
}

test("a PQRs administrator generates the PQRDS reports of a period and they appear under /transparencia with the requests' figures", async ({
  page,
  request,
}) => {
  // Two reports through the worker and two page visits: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  // Two felicitaciones (no other browser test files that type) and one information request, filed today.
  for (let i = 0; i < 2; i++) await fileRequest(request, 9, uniqueEmail("felicitacion"), "Felicito al equipo de atención al ciudadano por su amabilidad.");
  const informationRequest = await fileRequest(request, 1, uniqueEmail("informacion"), "Solicito copia del plan de desarrollo municipal vigente.");

  await loginAsAdmin(page);
  await page.goto("/administrador/pqrs");
  await page.getByRole("tab", { name: "Informes" }).click();

  // A period that ends before it starts is refused on the form, with the shared message.
  const form = page.getByRole("form", { name: "Generar informe" });
  await form.getByLabel("Desde").fill("30/06/2026");
  await form.getByLabel("Desde").press("Tab");
  await form.getByLabel("Hasta").fill("01/01/2026");
  await form.getByLabel("Hasta").press("Tab");
  await form.getByRole("button", { name: "Generar" }).click();
  await expect(form.getByText("La fecha inicial debe ser anterior o igual a la fecha final")).toBeVisible();

  await generateAndPublish(page, "Informe semestral de PQRDS");
  await generateAndPublish(page, "Informe de solicitudes de acceso a la información");

  await page.goto("/transparencia");
  // The item sits in 4 > 4.10 (native disclosure widgets); unlinked by staff, it opens the generated reports' page.
  await page.getByRole("heading", { name: "4. Planeación, presupuesto e informes" }).click();
  await page.getByRole("heading", { name: /^4\.10\. Informes trimestrales/ }).click();
  await page
    .getByRole("link", { name: /Informe de PQRDS/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transparencia\/informe-de-pqr$/);
  await expect(page.getByRole("heading", { level: 1, name: "Informe de PQRDS" })).toBeVisible();

  const semester = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: /^Informe semestral de PQRDS/ }) })
    .first();
  await expect(semester.getByRole("link", { name: /Descargar PDF/ })).toBeVisible();
  await expect(semester.getByRole("link", { name: /Descargar Excel/ })).toBeVisible();
  const byType = semester.getByRole("table", { name: "Solicitudes recibidas por tipo" });
  await expect(
    byType
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "Felicitación" }) })
      .getByRole("cell"),
  ).toHaveText("2");

  const access = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: /^Informe de solicitudes de acceso/ }) })
    .first();
  await expect(access.getByRole("row").filter({ has: page.getByRole("rowheader", { name: informationRequest }) })).toContainText("En trámite");

  // The published PDF is public: anyone downloads it.
  const href = await semester.getByRole("link", { name: /Descargar PDF/ }).getAttribute("href");
  const pdf = await request.get(href!);
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
