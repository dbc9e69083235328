// Steps and data the content and participation browser tests share.

import * as XLSX from "@e965/xlsx";
import { expect, type Page } from "@playwright/test";
import { MASS_UPLOAD_MESSAGES } from "@portal/schemas/contents/mass-upload.schema";

/**
 * API calls (REST, or tRPC for a scalar setting: the REST JSON parser takes objects and arrays only) as the logged-in
 * user of `page` (its session token from localStorage).
 */
export async function api(page: Page, method: "POST" | "PUT", path: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** A procedures workbook without a header row (12 columns), built with the library the worker reads it with. */
export function proceduresWorkbook(names: string[]): Buffer {
  const rows = names.map((name, i) => [
    name,
    "Trámite cargado desde la hoja de cálculo",
    `https://www.gov.co/tramites/${i}`,
    1,
    0,
    "",
    "5 días hábiles",
    "",
    "",
    "",
    "",
    "",
  ]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), "Hoja1");
  return XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

/**
 * "Carga masiva" on the current page (a content administrator on /tramites-y-servicios): uploads the procedures
 * spreadsheet with these names, confirms, watches the worker's progress reach 100 % and closes the dialog.
 */
export async function uploadProceduresSpreadsheet(page: Page, names: string[]): Promise<void> {
  await page.getByRole("button", { name: "Carga masiva" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: "tramites.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: proceduresWorkbook(names),
  });
  await dialog.getByRole("button", { name: "Importar" }).click();
  await expect(dialog.getByText(MASS_UPLOAD_MESSAGES.confirm)).toBeVisible();
  await dialog.getByRole("button", { name: "Sí, subir" }).click();
  await expect(dialog.getByRole("progressbar")).toBeVisible();
  await expect(dialog.getByText("100 %")).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole("status").filter({ hasText: `Se importaron ${names.length} registros` })).toBeVisible();
  await page.keyboard.press("Escape");
}

/** A PNG of `width` × `height` drawn by the browser (the uploads refuse images under the settings' minimum size). */
export async function pngOf(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement("canvas");
      canvas.width = w!;
      canvas.height = h!;
      const ctx = canvas.getContext("2d")!;
      ctx.fillStyle = "#2a6f97";
      ctx.fillRect(0, 0, w!, h!);
      ctx.fillStyle = "#f4d35e";
      ctx.fillRect(w! / 4, h! / 4, w! / 2, h! / 2);
      return canvas.toDataURL("image/png").split(",")[1]!;
    },
    [width, height],
  );
  return Buffer.from(base64, "base64");
}
