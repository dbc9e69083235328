import { describe, expect, it } from "vitest";
import { moveItem } from "./use-path-errors";

describe("moveItem (drag and drop, up/down buttons)", () => {
  it("moves one item and keeps the others in order", () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });
  it("leaves the list as it was for a move off either end", () => {
    expect(moveItem([1, 2], 0, -1)).toEqual([1, 2]);
    expect(moveItem([1, 2], 1, 2)).toEqual([1, 2]);
  });
});
