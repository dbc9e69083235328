import { describe, expect, it } from "vitest";
import { formatWholeNumber } from "./whole-number.ts";

describe("formatWholeNumber", () => {
  it("groups thousands as es-CO does", () => {
    for (const n of [0, 7, 500, 999, 1000, 5000, 12_345, 50_000, 100_000, 1_234_567, 2_000_000_000, -4500]) {
      expect(formatWholeNumber(n)).toBe(n.toLocaleString("es-CO"));
    }
  });
});
