import { describe, expect, it } from "vitest";
import { addMonths, eventsByDay, todayInBogota, viewDays, weekStart } from "./calendar-days";

describe("calendar days", () => {
  it("starts weeks on Monday and months on the Monday before their first day", () => {
    expect(weekStart("2026-11-22")).toBe("2026-11-16"); // a Sunday
    expect(weekStart("2026-11-16")).toBe("2026-11-16");
    const week = viewDays("week", "2026-11-19");
    expect(week.days).toEqual(["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"]);
    const month = viewDays("month", "2026-11-19");
    expect(month.days[0]).toBe("2026-10-26");
    expect(month.days.at(-1)).toBe("2026-12-06");
    expect(month.days.length % 7).toBe(0);
    expect(addMonths("2026-12-31", 1)).toBe("2027-01-01");
  });

  it("puts an event on every day from its start to its end, inside the view", () => {
    const days = viewDays("week", "2026-11-19").days;
    const byDay = eventsByDay(days, [
      { id: 1, startDate: "2026-11-14", endDate: "2026-11-17" },
      { id: 2, startDate: "2026-11-20", endDate: null },
      { id: 3, startDate: null, endDate: null },
    ]);
    expect(byDay.get("2026-11-16")!.map((e) => e.id)).toEqual([1]);
    expect(byDay.get("2026-11-17")!.map((e) => e.id)).toEqual([1]);
    expect(byDay.get("2026-11-18")).toEqual([]);
    expect(byDay.get("2026-11-20")!.map((e) => e.id)).toEqual([2]);
  });

  it("reads today in Bogotá (UTC−5)", () => {
    expect(todayInBogota(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-22");
  });
});
