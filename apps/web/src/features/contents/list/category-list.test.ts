import { keepLettersDigitsSpace } from "@portal/schemas/common/text";
import { describe, expect, it } from "vitest";
import { visibleCategories } from "./category-list";

const labels = ["Decretos", "Resoluciones", "Acuerdos", "Circulares", "Edictos", "Actas", "Contratos"].map((name) => ({
  name,
  friendlyName: name.toLowerCase(),
}));

describe("category filters of a section", () => {
  it('show the first 5, the rest behind "Ver más"', () => {
    expect(visibleCategories(labels, "", false)).toMatchObject({ hidden: 2 });
    expect(visibleCategories(labels, "", false).shown.map((l) => l.name)).toEqual(["Decretos", "Resoluciones", "Acuerdos", "Circulares", "Edictos"]);
    expect(visibleCategories(labels, "", true)).toMatchObject({ hidden: 0 });
    expect(visibleCategories(labels, "", true).shown).toHaveLength(7);
  });
  it("keep the selected category visible", () => {
    expect(visibleCategories(labels, "", false, "contratos").shown.map((l) => l.name)).toContain("Contratos");
  });
  it("search by at most 20 characters, case and accents aside", () => {
    const withAccent = [...labels, { name: "Resolución de tránsito", friendlyName: "resolucion-de-transito" }];
    expect(visibleCategories(withAccent, "RESOLUCION DE", false).shown.map((l) => l.name)).toEqual(["Resolución de tránsito"]);
    // Past 20 characters the text is cut: "actas" + 15 "x" + "zzz" searches "actasxxxxxxxxxxxxxxx".
    expect(visibleCategories(labels, `ac${"x".repeat(18)}zzz`, false).shown).toEqual([]);
    expect(visibleCategories(labels, `Actas${" ".repeat(30)}`, false).shown.map((l) => l.name)).toEqual(["Actas"]);
  });
  it("type letters, digits and spaces only (spec 03 §5 character filter); punctuation never stops a match", () => {
    expect(keepLettersDigitsSpace("Obras (2024)!")).toBe("Obras 2024");
    expect(keepLettersDigitsSpace("Niñez y adolescencia")).toBe("Niñez y adolescencia");
    const named = [...labels, { name: "Salud - Vacunación", friendlyName: "salud-vacunacion" }, { name: "Obras (2024)", friendlyName: "obras-2024" }];
    expect(visibleCategories(named, keepLettersDigitsSpace("Salud - Vac"), false).shown.map((l) => l.name)).toEqual(["Salud - Vacunación"]);
    expect(visibleCategories(named, "obras 2024", false).shown.map((l) => l.name)).toEqual(["Obras (2024)"]);
  });
});
