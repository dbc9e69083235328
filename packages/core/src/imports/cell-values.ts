import * as XLSX from "@e965/xlsx";
import type { SheetCell } from "./parse-spreadsheet.ts";

/** SheetJS' number-format library: the package types it `any` (its typings leave it out); this is the part used, as documented. */
const SSF = XLSX.SSF as { parse_date_code(value: number): { y: number; m: number; d: number } | null };

/** A date cell as yyyy-mm-dd: an Excel serial number, yyyy-mm-dd, or the Colombian dd/mm/yyyy. Anything else is kept for the schema to refuse. */
export function dateText(cell: SheetCell): string {
  if (cell.number !== null && cell.number > 0 && cell.number < 2_958_466) {
    const d = SSF.parse_date_code(cell.number);
    if (d) return `${String(d.y).padStart(4, "0")}-${String(d.m).padStart(2, "0")}-${String(d.d).padStart(2, "0")}`;
  }
  const t = cell.text.trim();
  const [, dd, dm, dy] = t.match(/^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/) ?? [];
  if (dd && dm && dy) return `${dy}-${dm.padStart(2, "0")}-${dd.padStart(2, "0")}`;
  const [, yy, ym, yd] = t.match(/^(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:[ T].*)?$/) ?? [];
  if (yy && ym && yd) return `${yy}-${ym.padStart(2, "0")}-${yd.padStart(2, "0")}`;
  return t;
}

/**
 * An amount as a plain decimal string: "$ 1.250.000", "1.250.000,50", "1250000.5", "1,5". Dots and commas are read
 * the Colombian way (dot for thousands, comma for decimals) unless the text is unambiguously the other way.
 */
export function amountText(cell: SheetCell): string {
  if (cell.number !== null) return String(cell.number);
  let t = cell.text.replace(/[$\s\u00a0]/g, "").replace(/COP$/i, "");
  if (t === "") return "";
  const hasDot = t.includes(".");
  const hasComma = t.includes(",");
  if (hasDot && hasComma) {
    t = t.lastIndexOf(",") > t.lastIndexOf(".") ? t.replace(/\./g, "").replace(",", ".") : t.replace(/,/g, "");
  } else if (hasComma) {
    t = /,\d{1,2}$/.test(t) && (t.match(/,/g)?.length ?? 0) === 1 ? t.replace(",", ".") : t.replace(/,/g, "");
  } else if (hasDot) {
    if ((t.match(/\./g)?.length ?? 0) > 1 || /^\d{1,3}\.\d{3}$/.test(t)) t = t.replace(/\./g, "");
  }
  return t;
}

/** An identification typed as a number in Excel comes back as digits; "1.020.304" (with dots) loses them. */
export function identificationText(cell: SheetCell): string {
  if (cell.number !== null && Number.isInteger(cell.number)) return String(cell.number);
  return cell.text.replace(/[.\s]/g, "");
}
