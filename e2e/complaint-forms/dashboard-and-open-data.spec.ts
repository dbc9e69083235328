import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { loginAsAdmin } from "../certificates/support.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { fileRequest, prepare, uniqueEmail } from "./helpers.ts";

test.beforeEach(async ({ page }) => prepare(page));

test("staff read the PQRs summary: charts with their figures as tables", async ({ page, request }) => {
  // Login, the lazy chart chunk and a full axe pass: slower than most on a loaded machine.
  test.slow();
  await fileRequest(request, 3, uniqueEmail("resumen"), "Queja por el estado de la vía en la vereda El Carmen.");
  await loginAsAdmin(page);
  await page.goto("/administrador/pqrs");
  await page.getByRole("tab", { name: "Resumen" }).click();
  const byTerm = page.getByRole("table", { name: /Solicitudes abiertas por nivel del término/ });
  await expect(byTerm.getByRole("rowheader", { name: "En término" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Solicitudes abiertas por tipo de solicitud" }).getByRole("rowheader", { name: "Queja" })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Solicitudes abiertas por dependencia" }).getByRole("rowheader", { name: "Sin dependencia asignada" }),
  ).toBeVisible();
  // The charts (loaded on demand) are drawn, hidden from assistive technology: the tables carry the figures.
  await expect(page.locator(".recharts-wrapper").first()).toBeVisible();
  // Their count axes have whole numbers only: no "0.25" requests.
  await expect(page.locator(".recharts-cartesian-axis-tick-value").first()).toBeVisible();
  const ticks = await page.locator(".recharts-cartesian-axis-tick-value").allTextContents();
  expect(ticks.filter((t) => /^\d+([.,]\d+)?$/.test(t.trim())).filter((t) => !/^\d+$/.test(t.trim()))).toEqual([]);
  await expectNoAxeViolations(page, "resumen de PQRDS");
});

test("anyone downloads the aggregated PQRDS open data from /transparencia", async ({ page, request }) => {
  const description = `Texto privado del ciudadano ${Date.now()}`;
  const email = uniqueEmail("abiertos");
  await fileRequest(request, 2, email, description);
  await page.goto("/transparencia");
  await page.getByText("7. Datos abiertos", { exact: true }).click();
  await page.getByRole("link", { name: "7.2.1. Datos abiertos de PQRDS" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Datos abiertos de PQRDS" })).toBeVisible();
  await expectNoAxeViolations(page, "datos abiertos de PQRDS");
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Descargar CSV" }).click();
  const file = await downloading;
  const csv = readFileSync((await file.path())!, "utf8");
  // Counts per month and combination, months that have ended only: today's filing is not in it yet.
  expect(csv.startsWith("\uFEFFmes_radicacion,tipo_solicitud,tipo_solicitante,canal_respuesta,dependencia")).toBe(true);
  const thisMonth = new Date().toISOString().slice(0, 7);
  for (const line of csv.slice(1).trim().split("\r\n").slice(1)) expect(line.slice(0, 7) < thisMonth, line).toBe(true);
  expect(csv).not.toContain(description);
  expect(csv).not.toContain(email);
});
