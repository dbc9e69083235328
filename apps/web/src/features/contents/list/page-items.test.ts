import { describe, expect, it } from "vitest";
import { pageItems } from "./page-items";

describe("content list paginator", () => {
  it("shows every page of a short list", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });
  it("keeps two pages either side of the current, the ends, and an ellipsis over each gap", () => {
    expect(pageItems(10, 20)).toEqual([1, "…", 8, 9, 10, 11, 12, "…", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, "…", 20]);
    expect(pageItems(20, 20)).toEqual([1, "…", 18, 19, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, "…", 20]);
  });
});
