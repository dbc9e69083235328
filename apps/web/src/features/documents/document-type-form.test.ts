import { VARIABLE_NAME } from "@portal/schemas/documents/document-admin.schema";
import { describe, expect, it } from "vitest";
import { dataColumnsHint, placeholderList, variableNameFromLabel } from "./document-type-form";

describe("document type form helpers", () => {
  it("derives a valid variable name from a Spanish label", () => {
    expect(variableNameFromLabel("Número de documento")).toBe("numero_de_documento");
    expect(variableNameFromLabel("  Año  2025 ")).toBe("ano_2025");
    expect(variableNameFromLabel("2025 valor")).toBe("v_2025_valor");
    expect(variableNameFromLabel("¿?")).toBe("");
    for (const l of ["Número de documento", "2025 valor", "x".repeat(80)]) expect(VARIABLE_NAME.test(variableNameFromLabel(l))).toBe(true);
  });
  it("lists placeholders and spreadsheet columns", () => {
    const rows = [
      { name: "nombre", label: "Nombre", isSearchKey: false },
      { name: "", label: "", isSearchKey: false },
    ];
    expect(placeholderList(rows)).toBe("{{nombre}}");
    expect(dataColumnsHint(rows.slice(0, 1))).toBe("Columnas: nombre (o sus etiquetas).");
  });
});
