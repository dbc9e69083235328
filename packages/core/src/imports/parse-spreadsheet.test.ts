import { deflateRawSync } from "node:zlib";
import * as XLSX from "@e965/xlsx";
import { describe, expect, it } from "vitest";
import { amountText, dateText, identificationText } from "./cell-values.ts";
import { ImportFatalError, MAX_UNCOMPRESSED_BYTES, parseSpreadsheet, zipUncompressedSize } from "./parse-spreadsheet.ts";

const cell = (text: string, number: number | null = null) => ({ text, number });

/** A one-entry ZIP whose central directory declares `declared` uncompressed bytes. */
function zipDeclaring(declared: number): Buffer {
  const name = Buffer.from("xl/workbook.xml");
  const data = deflateRawSync(Buffer.from("<x/>"));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  const cdOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(cdOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe("parseSpreadsheet", () => {
  it("reads the first sheet of an xlsx with row numbers, skipping blank rows", () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([["a", "b"], [1, "x"], [], ["", ""], [2.5, "y"]]), "H");
    const sheet = parseSpreadsheet(XLSX.write(wb, { type: "buffer", bookType: "xlsx" }) as Buffer, "xlsx");
    expect(sheet.headers).toEqual(["a", "b"]);
    expect(sheet.rows.map((r) => [r.row, r.cells[0]!.text, r.cells[1]!.text])).toEqual([
      [2, "1", "x"],
      [5, "2.5", "y"],
    ]);
  });
  it("keeps CSV text as typed (a formula stays text) and reads Windows-1252 files", () => {
    const sheet = parseSpreadsheet(Buffer.from("a;b\n=1+1;@SUM(A1)\n"), "csv");
    expect(sheet.rows[0]!.cells.map((c) => c.text)).toEqual(["=1+1", "@SUM(A1)"]);
    const latin1 = Buffer.from("nombre,dirección\nMaría,Calle Ñ\n", "latin1");
    const parsed = parseSpreadsheet(latin1, "csv");
    expect(parsed.headers).toEqual(["nombre", "dirección"]);
    expect(parsed.rows[0]!.cells[1]!.text).toBe("Calle Ñ");
  });
  it("refuses a file that is not a spreadsheet, an empty one, and a zip bomb before inflating it", () => {
    expect(() => parseSpreadsheet(Buffer.from("no soy un zip"), "xlsx")).toThrow(ImportFatalError);
    expect(() => parseSpreadsheet(Buffer.from("solo,encabezado\n"), "csv")).toThrow("El archivo no tiene filas con datos");
    const bomb = zipDeclaring(MAX_UNCOMPRESSED_BYTES + 1);
    expect(zipUncompressedSize(bomb)).toBe(MAX_UNCOMPRESSED_BYTES + 1);
    expect(() => parseSpreadsheet(bomb, "xlsx")).toThrow("El archivo es demasiado grande para importarlo");
  });
});

describe("cell values", () => {
  it("reads dates: Excel serials, yyyy-mm-dd and dd/mm/yyyy", () => {
    expect(dateText(cell("", 45000))).toBe("2023-03-15");
    expect(dateText(cell("2024-1-5"))).toBe("2024-01-05");
    expect(dateText(cell("5/1/2024"))).toBe("2024-01-05");
    expect(dateText(cell("ayer"))).toBe("ayer");
  });
  it("reads amounts the Colombian way", () => {
    expect(amountText(cell("$ 1.250.000,50"))).toBe("1250000.50");
    expect(amountText(cell("1.250.000"))).toBe("1250000");
    expect(amountText(cell("1.250"))).toBe("1250");
    expect(amountText(cell("1250.5"))).toBe("1250.5");
    expect(amountText(cell("1,5"))).toBe("1.5");
    expect(amountText(cell("1,250,000"))).toBe("1250000");
    expect(amountText(cell("", 99.25))).toBe("99.25");
  });
  it("reads identifications typed as numbers or with dots", () => {
    expect(identificationText(cell("", 1020304050))).toBe("1020304050");
    expect(identificationText(cell("1.020.304.050"))).toBe("1020304050");
  });
});
