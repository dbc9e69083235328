import { describe, expect, it } from "vitest";
import { createBusinessCalendar, holidayName } from "./business-days.ts";
import {
  addCalendarMonths,
  completionDeadlineDay,
  daysLeftAtRequirement,
  mayRequireCompletion,
  resumedDueDay,
  transferWindow,
  withdrawalDue,
} from "./lifecycle-rules.ts";

const calendar = createBusinessCalendar();
/** A filing at 10:00 Bogotá of a day. */
const filed = (day: string) => new Date(`${day}T10:00:00-05:00`);

describe("the holidays these tests cross (date-holidays, CO)", () => {
  it("knows Holy Week 2026, a Ley Emiliani Monday and the year end", () => {
    expect(holidayName("2026-04-02")).not.toBeNull(); // Jueves Santo
    expect(holidayName("2026-04-03")).not.toBeNull(); // Viernes Santo
    expect(holidayName("2026-03-23")).not.toBeNull(); // San José, moved from Thursday 19 to Monday 23
    expect(holidayName("2026-03-19")).toBeNull();
    expect(holidayName("2026-12-25")).not.toBeNull();
    expect(holidayName("2027-01-01")).not.toBeNull();
  });
});

describe("transfer window (Ley 1755 art. 21: 5 business days from filing, warning from day 3)", () => {
  it("across Holy Week: filed Monday 30 March 2026, day 5 is Wednesday 8 April", () => {
    const at = (day: string) => transferWindow(calendar, filed("2026-03-30"), day);
    expect(at("2026-03-30")).toMatchObject({ elapsed: 0, warn: false, late: false, message: null });
    expect(at("2026-04-01")).toMatchObject({ elapsed: 2, warn: false, late: false });
    // Thursday and Friday of Holy Week do not count: Monday 6 April is day 3.
    expect(at("2026-04-03")).toMatchObject({ elapsed: 2, warn: false });
    expect(at("2026-04-06")).toMatchObject({
      elapsed: 3,
      daysLeft: 2,
      warn: true,
      late: false,
      message: "Quedan 2 días hábiles para trasladar por competencia (artículo 21 de la Ley 1755 de 2015)",
    });
    expect(at("2026-04-08")).toMatchObject({
      elapsed: 5,
      daysLeft: 0,
      late: false,
      message: "Hoy vence el término para trasladar por competencia (artículo 21 de la Ley 1755 de 2015)",
    });
    expect(at("2026-04-09")).toMatchObject({ elapsed: 6, late: true });
    expect(at("2026-04-09").message).toMatch(/^Venció el término de 5 días hábiles/);
  });

  it("across a Ley Emiliani Monday: filed Friday 20 March 2026, late from Tuesday 31 March", () => {
    const at = (day: string) => transferWindow(calendar, filed("2026-03-20"), day);
    expect(at("2026-03-23")).toMatchObject({ elapsed: 0 });
    expect(at("2026-03-26")).toMatchObject({ elapsed: 3, warn: true });
    expect(at("2026-03-30")).toMatchObject({ elapsed: 5, late: false });
    expect(at("2026-03-31")).toMatchObject({ elapsed: 6, late: true });
  });

  it("across the year end: filed Wednesday 23 December 2026, late from Monday 4 January 2027", () => {
    const at = (day: string) => transferWindow(calendar, filed("2026-12-23"), day);
    expect(at("2026-12-28")).toMatchObject({ elapsed: 2, warn: false });
    expect(at("2026-12-31")).toMatchObject({ elapsed: 5, late: false });
    expect(at("2027-01-01")).toMatchObject({ elapsed: 5, late: false });
    expect(at("2027-01-04")).toMatchObject({ elapsed: 6, late: true });
  });

  it("counts a filing late at night in Bogotá on its Bogotá day", () => {
    // 23:30 Bogotá on Friday 20 March is already Saturday in UTC.
    expect(transferWindow(calendar, new Date("2026-03-20T23:30:00-05:00"), "2026-03-30").elapsed).toBe(5);
  });

  it("counts the entity's closure days as non-business days", () => {
    const closed = createBusinessCalendar(["2026-04-07"]);
    expect(transferWindow(closed, filed("2026-03-30"), "2026-04-09")).toMatchObject({ elapsed: 5, late: false });
  });
});

describe("requirement to complete (art. 17: within 10 business days of filing)", () => {
  it("across the Emiliani Monday and Holy Week: filed Friday 20 March 2026, day 10 is Wednesday 8 April", () => {
    expect(mayRequireCompletion(calendar, filed("2026-03-20"), "2026-04-08")).toBe(true);
    expect(mayRequireCompletion(calendar, filed("2026-03-20"), "2026-04-09")).toBe(false);
  });

  it("across the year end: filed Friday 18 December 2026, day 10 is Tuesday 5 January 2027", () => {
    // 21 22 23 24 | 28 29 30 31 | 4 5 (25 December and 1 January are holidays; Reyes moves to Monday 11 January).
    expect(mayRequireCompletion(calendar, filed("2026-12-18"), "2027-01-05")).toBe(true);
    expect(mayRequireCompletion(calendar, filed("2026-12-18"), "2027-01-06")).toBe(false);
  });
});

describe("suspension of the term (art. 17)", () => {
  it("keeps the business days left at the requirement, never negative", () => {
    // Due Monday 13 April; requirement Tuesday 31 March: 1 April, 6–10 April, 13 April = 7 (Holy Week skipped).
    expect(daysLeftAtRequirement(calendar, "2026-03-31", "2026-04-13")).toBe(7);
    expect(daysLeftAtRequirement(calendar, "2026-04-13", "2026-04-13")).toBe(0);
    expect(daysLeftAtRequirement(calendar, "2026-04-14", "2026-04-13")).toBe(0);
  });

  it("resumes on completion: completion day + the days that were left, across Holy Week", () => {
    // Completed Wednesday 1 April with 5 days left: 6, 7, 8, 9, 10 April.
    expect(resumedDueDay(calendar, "2026-04-01", 5)).toBe("2026-04-10");
  });

  it("resumes across a Ley Emiliani Monday and across the year end", () => {
    // Completed Friday 20 March with 2 days left: Tuesday 24, Wednesday 25 (Monday 23 is San José).
    expect(resumedDueDay(calendar, "2026-03-20", 2)).toBe("2026-03-25");
    // Completed Thursday 24 December with 3 days left: 28, 29, 30 December.
    expect(resumedDueDay(calendar, "2026-12-24", 3)).toBe("2026-12-30");
    // With 6 days left it crosses 1 January: 28 29 30 31, 4 5 January 2027.
    expect(resumedDueDay(calendar, "2026-12-24", 6)).toBe("2027-01-05");
  });

  it("with no days left, the due date is the next business day from the completion", () => {
    expect(resumedDueDay(calendar, "2026-04-02", 0)).toBe("2026-04-06");
    expect(resumedDueDay(calendar, "2026-04-01", 0)).toBe("2026-04-01");
  });
});

describe("completion deadline and tacit withdrawal (one month after the requirement)", () => {
  it("adds calendar months, ending on the month's last day when it has no such day", () => {
    expect(addCalendarMonths("2026-06-10", 1)).toBe("2026-07-10");
    expect(addCalendarMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(addCalendarMonths("2028-01-31", 1)).toBe("2028-02-29");
    expect(addCalendarMonths("2026-12-15", 1)).toBe("2027-01-15");
  });

  it("is exactly one month later on a business day", () => {
    expect(completionDeadlineDay(calendar, "2026-06-10")).toBe("2026-07-10");
  });

  it("moves to the next business day when the month ends on a holiday or weekend", () => {
    // 2 April 2026 is Jueves Santo, 5 April Easter Sunday: the period runs to Monday 6 April.
    expect(completionDeadlineDay(calendar, "2026-03-02")).toBe("2026-04-06");
    expect(completionDeadlineDay(calendar, "2026-03-05")).toBe("2026-04-06");
    // 1 January 2027 is a holiday (a Friday): Monday 4 January.
    expect(completionDeadlineDay(calendar, "2026-12-01")).toBe("2027-01-04");
    // 31 January → 28 February 2026, a Saturday → Monday 2 March.
    expect(completionDeadlineDay(calendar, "2026-01-31")).toBe("2026-03-02");
  });

  it("withdraws the day after the deadline, not on it nor before", () => {
    const deadline = completionDeadlineDay(calendar, "2026-06-10");
    expect(withdrawalDue(deadline, "2026-07-09")).toBe(false);
    expect(withdrawalDue(deadline, "2026-07-10")).toBe(false);
    expect(withdrawalDue(deadline, "2026-07-11")).toBe(true);
  });
});
