import { describe, expect, it } from "vitest";
import { PERIOD_TYPE, periodBounds, periodFromQuery, periodLabel, periodOf, previousPeriod } from "./indicator-periods.ts";

describe("score periods", () => {
  it("reads an instant in Bogotá's calendar (UTC-5)", () => {
    // 02:00 UTC on 1 December is still 30 November in Bogotá.
    expect(periodOf(PERIOD_TYPE.month, new Date("2026-12-01T02:00:00Z"))).toEqual({ periodType: 1, year: 2026, month: 11, week: 0 });
    expect(periodOf(PERIOD_TYPE.week, new Date("2026-11-20T20:00:00Z"))).toEqual({ periodType: 0, year: 2026, month: 0, week: 47 });
    // 1 January 2027 is a Friday: ISO week 53 of 2026.
    expect(periodOf(PERIOD_TYPE.week, new Date("2027-01-01T15:00:00Z"))).toMatchObject({ year: 2026, week: 53 });
  });

  it("bounds a period at Bogotá's midnights", () => {
    expect(periodBounds({ periodType: 1, year: 2026, month: 11, week: 0 })).toEqual({
      start: new Date("2026-11-01T05:00:00Z"),
      end: new Date("2026-12-01T05:00:00Z"),
    });
    expect(periodBounds({ periodType: 0, year: 2026, month: 0, week: 47 }).start).toEqual(new Date("2026-11-16T05:00:00Z"));
  });

  it("steps back across years and names periods in Spanish", () => {
    expect(previousPeriod({ periodType: 1, year: 2026, month: 1, week: 0 })).toEqual({ periodType: 1, year: 2025, month: 12, week: 0 });
    expect(previousPeriod({ periodType: 0, year: 2027, month: 0, week: 1 })).toMatchObject({ year: 2026, week: 53 });
    expect(previousPeriod({ periodType: 2, year: 2026, month: 0, week: 0 }, 3)).toMatchObject({ year: 2023 });
    expect(periodLabel(periodFromQuery({ year: 2026, month: 11 }))).toBe("noviembre 2026");
    expect(periodLabel(periodFromQuery({ year: 2026, week: 47 }))).toBe("Semana 47 de 2026");
    expect(periodLabel(periodFromQuery({ year: 2026 }))).toBe("2026");
  });
});
