import { describe, expect, it } from "vitest";
import { centredStart, moveDown, moveUp, rankingWindow } from "./ranking-window.ts";

describe("ranking windows (spec 02 §4)", () => {
  it("has no navigation with 5 rows or fewer", () => {
    for (const total of [0, 1, 5]) expect(rankingWindow(total, 0)).toMatchObject({ navigable: false, canUp: false, canDown: false, start: 0, end: total });
    expect(centredStart(5, 4)).toBe(0);
  });

  it("centres the current site and clamps at the ends", () => {
    expect(centredStart(14, 7)).toBe(5);
    expect(centredStart(14, 0)).toBe(0);
    expect(centredStart(14, 13)).toBe(9);
    expect(rankingWindow(14, centredStart(14, 7))).toEqual({ start: 5, end: 10, canUp: true, canDown: true, navigable: true });
  });

  it("moves by 5 and disables the button at each end", () => {
    expect(moveDown(14, 0)).toBe(5);
    expect(moveDown(14, 5)).toBe(9);
    expect(rankingWindow(14, 9)).toMatchObject({ canDown: false, canUp: true, end: 14 });
    expect(moveUp(14, 9)).toBe(4);
    expect(moveUp(14, 4)).toBe(0);
    expect(rankingWindow(14, 0)).toMatchObject({ canUp: false, canDown: true });
  });
});
