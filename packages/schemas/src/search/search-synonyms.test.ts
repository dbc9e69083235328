import { describe, expect, it } from "vitest";
import { DEFAULT_SEARCH_SYNONYMS, isSynonymLine, normalizeSearchText, SEARCH_VARIANTS_MAX, searchVariants } from "./search-synonyms.ts";

describe("search synonyms", () => {
  it("add a wording with each other term of a group the search contains, whole words only, accents and case aside", () => {
    expect(searchVariants("Paz y Salvo predial", DEFAULT_SEARCH_SYNONYMS)).toEqual(["Paz y Salvo predial", "certificado predial"]);
    expect(searchVariants("PQRDS", DEFAULT_SEARCH_SYNONYMS)).toEqual(["PQRDS", "pqrs", "pqr", "peticiones quejas reclamos"]);
    expect(searchVariants("Contratación directa", DEFAULT_SEARCH_SYNONYMS)).toEqual(["Contratación directa", "contratos directa", "licitaciones directa"]);
    // "obra" inside "maniobra" is no term of the search.
    expect(searchVariants("maniobras", DEFAULT_SEARCH_SYNONYMS)).toEqual(["maniobras"]);
  });
  it("stop at the most wordings a search may carry", () => {
    const many = Array.from({ length: 12 }, (_, i) => `uno, alt${i}`);
    expect(searchVariants("uno", many)).toHaveLength(SEARCH_VARIANTS_MAX);
  });
  it("accept a line of two to ten terms of 2 to 60 characters, and nothing else", () => {
    expect(DEFAULT_SEARCH_SYNONYMS.every(isSynonymLine)).toBe(true);
    for (const bad of ["solo", "a, b", "uno,, dos", `uno, ${"x".repeat(61)}`, Array.from({ length: 11 }, (_, i) => `t${i}x`).join(", ")])
      expect(isSynonymLine(bad), bad).toBe(false);
    expect(normalizeSearchText("  ¡Información   Pública! ")).toBe("informacion publica");
  });
});
