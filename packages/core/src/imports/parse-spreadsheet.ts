import * as XLSX from "@e965/xlsx";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from "@portal/schemas/imports/import.schema";

/** A refusal of the whole file (not of one row): the import stops and nothing is applied. */
export class ImportFatalError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFatalError";
  }
}

export interface SheetCell {
  /** Text as read (never evaluated): the cached value of a formula cell, a number as its digits. */
  text: string;
  /** The number when the cell held one (dates are Excel serial numbers). */
  number: number | null;
}
export interface ParsedSheet {
  headers: string[];
  /** Data rows with their 1-based row number in the sheet (the header, when there is one, is row 1). Fully blank rows are skipped. */
  rows: { row: number; cells: SheetCell[] }[];
}

/** Uncompressed size that an xlsx (ZIP) may declare in all; past it the file is refused before inflating (zip bombs). */
export const MAX_UNCOMPRESSED_BYTES = 200 * 1024 * 1024;

/** Sum of the uncompressed sizes in a ZIP's central directory, or null when it is not a readable ZIP. */
export function zipUncompressedSize(bytes: Buffer): number | null {
  const min = Math.max(0, bytes.length - 65_557);
  for (let i = bytes.length - 22; i >= min; i--) {
    if (bytes.readUInt32LE(i) !== 0x06054b50) continue;
    const entries = bytes.readUInt16LE(i + 10);
    let offset = bytes.readUInt32LE(i + 16);
    let total = 0;
    for (let n = 0; n < entries; n++) {
      if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== 0x02014b50) return null;
      total += bytes.readUInt32LE(offset + 24);
      offset += 46 + bytes.readUInt16LE(offset + 28) + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
    }
    return total;
  }
  return null;
}

function decodeText(bytes: Buffer): string {
  const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    // Excel in Spanish saves CSV as Windows-1252.
    return new TextDecoder("windows-1252").decode(body);
  }
}

function cellOf(cell: XLSX.CellObject | undefined): SheetCell {
  if (!cell || cell.v === undefined || cell.v === null || cell.t === "z" || cell.t === "e") return { text: "", number: null };
  if (cell.t === "n") return { text: Number.isInteger(cell.v) ? String(cell.v) : String(cell.v), number: cell.v as number };
  if (cell.t === "b") return { text: cell.v ? "VERDADERO" : "FALSO", number: null };
  if (cell.t === "d") return { text: (cell.v as Date).toISOString().slice(0, 10), number: null };
  return { text: String(cell.v).trim(), number: null };
}

/**
 * Reads the first sheet of an xlsx, xls or csv. Formulas are never evaluated (their cached values are read);
 * CSV cells are kept as typed text. Limits: a ZIP that would inflate past MAX_UNCOMPRESSED_BYTES, and more than
 * IMPORT_MAX_ROWS data rows, refuse the file; only the rows up to the limit are ever parsed.
 */
export function parseSpreadsheet(bytes: Buffer, extension: string, layout: { headerlessColumns?: number } = {}): ParsedSheet {
  let workbook: XLSX.WorkBook;
  const options: XLSX.ParsingOptions = {
    dense: true,
    cellFormula: false,
    cellHTML: false,
    cellNF: false,
    cellStyles: false,
    cellDates: false,
    sheetRows: IMPORT_MAX_ROWS + 2,
    WTF: false,
  };
  try {
    if (extension === "csv") {
      workbook = XLSX.read(decodeText(bytes), { ...options, type: "string", raw: true });
    } else {
      if (extension === "xlsx") {
        const size = zipUncompressedSize(bytes);
        if (size === null) throw new ImportFatalError(IMPORT_MESSAGES.notSpreadsheet);
        if (size > MAX_UNCOMPRESSED_BYTES) throw new ImportFatalError(IMPORT_MESSAGES.tooLarge);
      }
      workbook = XLSX.read(bytes, { ...options, type: "buffer" });
    }
  } catch (error) {
    if (error instanceof ImportFatalError) throw error;
    throw new ImportFatalError(IMPORT_MESSAGES.notSpreadsheet);
  }
  const sheet = workbook.SheetNames[0] ? workbook.Sheets[workbook.SheetNames[0]] : undefined;
  const data = (sheet?.["!data"] ?? []) as (XLSX.CellObject | undefined)[][];
  const width = layout.headerlessColumns;
  // A sheet without a header row (contents bulk load): every row is data, columns by position.
  // Exactly `width` columns: none filled past the last, and the sheet's used range reaches the last one (an 11-column
  // procedures file is not the 12-column template).
  const usedColumns = sheet?.["!ref"] ? XLSX.utils.decode_range(sheet["!ref"]).e.c + 1 : 0;
  if (width !== undefined && (usedColumns < width || data.some((row) => row && row.length > width && row.slice(width).some((c) => cellOf(c).text !== "")))) {
    throw new ImportFatalError(fillMessage(IMPORT_MESSAGES.columns, [width]));
  }
  const headerRow = width !== undefined ? Array.from({ length: width }, () => undefined) : data[0];
  if (!headerRow) throw new ImportFatalError(IMPORT_MESSAGES.noRows);
  const headers = Array.from(headerRow, (c) => cellOf(c).text);
  const rows: ParsedSheet["rows"] = [];
  for (let r = width !== undefined ? 0 : 1; r < data.length; r++) {
    const source = data[r];
    if (!source) continue;
    const cells = Array.from({ length: headers.length }, (_, c) => cellOf(source[c]));
    if (cells.every((c) => c.text === "")) continue;
    rows.push({ row: r + 1, cells });
  }
  if (rows.length > IMPORT_MAX_ROWS) throw new ImportFatalError(fillMessage(IMPORT_MESSAGES.tooManyRows, [IMPORT_MAX_ROWS.toLocaleString("es-CO")]));
  if (rows.length === 0) throw new ImportFatalError(IMPORT_MESSAGES.noRows);
  return { headers, rows };
}
