import { describe, expect, it } from "vitest";
import { searchHref } from "./search-box";

describe("header search", () => {
  it("opens /buscar?q= only with at least 3 characters", () => {
    expect(searchHref("pqr")).toBe("/buscar?q=pqr");
    expect(searchHref("  paz y salvo ")).toBe("/buscar?q=paz%20y%20salvo");
    expect(searchHref("ab")).toBeNull();
    expect(searchHref("   ")).toBeNull();
  });
});
