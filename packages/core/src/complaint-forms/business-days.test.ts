import { BOGOTA_OFFSET_MS, BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { describe, expect, it } from "vitest";
import {
  addCalendarDays,
  answerableDay,
  bogotaDay,
  colombianHolidays,
  createBusinessCalendar,
  holidayName,
  isoWeekday,
  startOfBogotaDay,
} from "./business-days.ts";

const calendar = createBusinessCalendar();
/** Filed at 10:00 Bogotá time on a day. */
const filedOn = (day: string) => new Date(`${day}T10:00:00-05:00`);

describe("the Bogotá calendar", () => {
  it("takes the day in Bogotá, not in UTC", () => {
    // 23:30 in Bogotá on 1 April is already 2 April in UTC.
    expect(bogotaDay(new Date("2026-04-02T04:30:00Z"))).toBe("2026-04-01");
    expect(bogotaDay(new Date("2026-04-02T05:00:00Z"))).toBe("2026-04-02");
    expect(startOfBogotaDay("2026-04-02").toISOString()).toBe("2026-04-02T05:00:00.000Z");
  });
  it("turns the day at Bogotá's midnight to the millisecond, asked in any order", () => {
    expect(bogotaDay(new Date("2026-04-02T04:59:00.000Z"))).toBe("2026-04-01");
    expect(bogotaDay(new Date("2026-04-02T04:59:59.999Z"))).toBe("2026-04-01");
    expect(bogotaDay(new Date("2026-04-02T05:00:00.000Z"))).toBe("2026-04-02");
    expect(bogotaDay(new Date("2026-04-02T04:59:30.000Z"))).toBe("2026-04-01");
    expect(bogotaDay(new Date("2027-04-02T04:59:30.000Z"))).toBe("2027-04-01");
    expect(() => bogotaDay(new Date(Number.NaN))).toThrow(RangeError);
  });
  it("agrees with the time zone database's America/Bogota around Bogotá's midnight, one day a week from 1994 to 2040", () => {
    // The fixed UTC−5 shift stands on Colombia keeping no daylight saving: the tz database must say the same.
    const intl = new Intl.DateTimeFormat("en-CA", { timeZone: BOGOTA_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
    const mismatches: string[] = [];
    for (let t = Date.UTC(1994, 0, 1); t < Date.UTC(2040, 0, 1); t += 7 * 86_400_000 + 3_600_000) {
      for (const minute of [-1, 0, 1]) {
        const instant = new Date(t - (t % 86_400_000) + BOGOTA_OFFSET_MS + minute * 60_000);
        if (bogotaDay(instant) !== intl.format(instant)) mismatches.push(instant.toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });
  it("numbers weekdays 1 lunes … 7 domingo", () => {
    expect(isoWeekday("2026-04-06")).toBe(1);
    expect(isoWeekday("2026-04-05")).toBe(7);
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
  });
});

describe("Colombian public holidays", () => {
  it("include the Easter-based Holy Thursday and Good Friday of 2026", () => {
    expect(holidayName("2026-04-02")).toBe("Jueves Santo");
    expect(holidayName("2026-04-03")).toBe("Viernes Santo");
  });
  it("move the Ley Emiliani holidays to Monday", () => {
    expect(colombianHolidays(2026).has("2026-01-06")).toBe(false);
    expect(holidayName("2026-01-12")).toBe("Día de los Reyes Magos");
    expect(holidayName("2026-10-12")).toBe("Día de la Raza");
    expect(holidayName("2026-03-23")).toBe("San José");
  });
  it("keep the fixed ones on their day", () => {
    expect(holidayName("2026-12-25")).toBe("Navidad");
    expect(holidayName("2027-01-01")).toBe("Año Nuevo");
    expect(holidayName("2026-07-20")).toBe("Día de la Independencia");
    expect(holidayName("2026-08-07")).toBe("Batalla de Boyacá");
  });
});

describe("business days", () => {
  it("skip weekends", () => {
    expect(calendar.isBusinessDay("2026-04-04")).toBe(false);
    expect(calendar.nonBusinessReason("2026-04-05")).toBe("Domingo");
    // Filed on Friday 17 April: Monday 20 is the first day of the term.
    expect(answerableDay(calendar, filedOn("2026-04-17"), 1)).toBe("2026-04-20");
    // Filed on a Saturday: the term starts on Monday.
    expect(answerableDay(calendar, filedOn("2026-04-04"), 1)).toBe("2026-04-06");
  });
  it("Holy Week 2026: Thursday 2 and Friday 3 April are not counted", () => {
    expect(calendar.nonBusinessReason("2026-04-02")).toBe("Jueves Santo");
    // Monday 30 March + 3: Tue 31, Wed 1, (Thu 2, Fri 3, weekend), Mon 6.
    expect(answerableDay(calendar, filedOn("2026-03-30"), 3)).toBe("2026-04-06");
    expect(answerableDay(calendar, filedOn("2026-04-01"), 1)).toBe("2026-04-06");
  });
  it("a 15-day term across San José (23 March) and Holy Week ends on Thursday 9 April 2026", () => {
    expect(answerableDay(calendar, filedOn("2026-03-16"), 15)).toBe("2026-04-09");
  });
  it("Monday-moved holidays: Día de la Raza on 12 October 2026 and Reyes Magos on 12 January 2026", () => {
    expect(answerableDay(calendar, filedOn("2026-10-09"), 1)).toBe("2026-10-13");
    expect(answerableDay(calendar, filedOn("2026-01-09"), 1)).toBe("2026-01-13");
    // 6 January 2026 itself (a Tuesday) is a working day.
    expect(answerableDay(calendar, filedOn("2026-01-05"), 1)).toBe("2026-01-06");
  });
  it("year end: Christmas and New Year's Day", () => {
    // Wed 23 Dec + 3: Thu 24, (Fri 25, weekend), Mon 28, Tue 29.
    expect(answerableDay(calendar, filedOn("2026-12-23"), 3)).toBe("2026-12-29");
    // Thu 31 Dec + 1: (Fri 1 Jan, weekend), Mon 4 Jan 2027.
    expect(answerableDay(calendar, filedOn("2026-12-31"), 1)).toBe("2027-01-04");
  });
  it("skips the entity's closure days", () => {
    const closed = createBusinessCalendar(new Map([["2026-12-24", "Cierre de fin de año"]]));
    expect(closed.nonBusinessReason("2026-12-24")).toBe("Cierre: Cierre de fin de año");
    expect(answerableDay(closed, filedOn("2026-12-23"), 3)).toBe("2026-12-30");
    expect(createBusinessCalendar(["2026-04-06"]).isBusinessDay("2026-04-06")).toBe(false);
  });
  it("uses the Bogotá day of filing: a request filed late on Wednesday 1 April counts from Thursday", () => {
    expect(answerableDay(calendar, new Date("2026-04-02T04:30:00Z"), 1)).toBe("2026-04-06");
    expect(answerableDay(calendar, new Date("2026-03-31T04:30:00Z"), 1)).toBe("2026-03-31");
  });
  it("counts the business days between two days: days left, 0 on the due day, negative when late", () => {
    expect(calendar.businessDaysBetween("2026-04-01", "2026-04-06")).toBe(1);
    expect(calendar.businessDaysBetween("2026-04-06", "2026-04-06")).toBe(0);
    expect(calendar.businessDaysBetween("2026-04-08", "2026-04-06")).toBe(-2);
    expect(calendar.businessDaysBetween("2026-03-16", "2026-04-09")).toBe(15);
  });
  it("finds the next business day", () => {
    expect(calendar.nextBusinessDayFrom("2026-04-02")).toBe("2026-04-06");
    expect(calendar.nextBusinessDayFrom("2026-04-06")).toBe("2026-04-06");
    expect(calendar.addBusinessDays("2026-04-06", 0)).toBe("2026-04-06");
  });
});
