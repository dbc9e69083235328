import { describe, expect, it } from "vitest";
import { nextHighlight, searchHref } from "./search-box";

describe("header search", () => {
  it("opens /buscar?q= only with at least 3 characters", () => {
    expect(searchHref("pqr")).toBe("/buscar?q=pqr");
    expect(searchHref("  paz y salvo ")).toBe("/buscar?q=paz%20y%20salvo");
    expect(searchHref("ab")).toBeNull();
    expect(searchHref("   ")).toBeNull();
  });

  it("arrow keys walk the suggestions and come back to the box", () => {
    expect(nextHighlight(-1, 3, "ArrowDown")).toBe(0);
    expect(nextHighlight(2, 3, "ArrowDown")).toBe(-1);
    expect(nextHighlight(-1, 3, "ArrowUp")).toBe(2);
    expect(nextHighlight(0, 3, "ArrowUp")).toBe(-1);
    expect(nextHighlight(-1, 0, "ArrowDown")).toBe(-1);
  });
});
