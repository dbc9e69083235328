import { describe, expect, it } from "vitest";
import { lastMonthRange } from "./date-range";

describe("lastMonthRange (spec 02 §2: the date filter defaults to a month)", () => {
  it("runs from the same day a month ago to today, in Bogotá", () => {
    expect(lastMonthRange(new Date("2026-11-28T15:00:00Z"))).toEqual({ from: "2026-10-28", to: "2026-11-28" });
    // 02:00 UTC is still the day before in Bogotá (UTC−5).
    expect(lastMonthRange(new Date("2026-11-28T02:00:00Z"))).toEqual({ from: "2026-10-27", to: "2026-11-27" });
  });
  it("crosses the year and clamps to the shorter month", () => {
    expect(lastMonthRange(new Date("2026-01-15T15:00:00Z"))).toEqual({ from: "2025-12-15", to: "2026-01-15" });
    expect(lastMonthRange(new Date("2026-03-31T15:00:00Z"))).toEqual({ from: "2026-02-28", to: "2026-03-31" });
  });
});
