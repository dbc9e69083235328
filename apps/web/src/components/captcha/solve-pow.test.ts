import { describe, expect, it } from "vitest";
import { powConcurrency } from "./solve-pow";

describe("powConcurrency", () => {
  it("leaves one core to the page and uses at most four workers", () => {
    expect(powConcurrency(2)).toBe(1);
    expect(powConcurrency(4)).toBe(3);
    expect(powConcurrency(16)).toBe(4);
  });

  it("still solves with one worker on a single core or when the browser does not tell", () => {
    expect(powConcurrency(1)).toBe(1);
    expect(powConcurrency(undefined)).toBe(1);
  });
});
