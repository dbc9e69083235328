import { describe, expect, it } from "vitest";
import { messagesOf } from "../test-helpers.ts";
import { attentionHourOptions, formatAttentionHour, ATTENTION_MESSAGES as M, ZAttentionDay, ZAttentionUpdate } from "./attention.schema.ts";

describe("appointment hours", () => {
  it("shows morning integers as A.M., 12 as M. and afternoon ids 13–23 as P.M.", () => {
    expect(formatAttentionHour(8)).toBe("8:00 A.M.");
    expect(formatAttentionHour(11)).toBe("11:00 A.M.");
    expect(formatAttentionHour(12)).toBe("12:00 M.");
    expect(formatAttentionHour(14)).toBe("2:00 P.M.");
    expect(formatAttentionHour(23)).toBe("11:00 P.M.");
    expect(formatAttentionHour(0)).toBe("12:00 A.M.");
    expect(formatAttentionHour(25)).toBe("");
  });
  it("offers each start hour of the morning and afternoon ranges", () => {
    expect(attentionHourOptions({ hourInitAm: 8, hourEndAm: 12, hourInitPm: 14, hourEndPm: 17 }).map((h) => h.id)).toEqual([8, 9, 10, 11, 14, 15, 16]);
    expect(attentionHourOptions({ hourInitAm: 8, hourEndAm: 10, hourInitPm: null, hourEndPm: null })).toEqual([
      { id: 8, label: "8:00 A.M." },
      { id: 9, label: "9:00 A.M." },
    ]);
  });
});

describe("ZAttentionDay / ZAttentionUpdate (PUT attention)", () => {
  const monday = { day: 1, hourInitAm: 8, hourEndAm: 12, hourInitPm: 14, hourEndPm: 17 };
  it("accepts a day with morning and afternoon hours; active by default", () => {
    expect(ZAttentionDay.parse(monday).active).toBe(true);
    expect(ZAttentionDay.safeParse({ day: 6, hourInitAm: 8, hourEndAm: 12 }).success).toBe(true);
  });
  it("requires a day from 1 (lunes) to 7 (domingo)", () => {
    expect(messagesOf(ZAttentionDay, { ...monday, day: 0 }).day).toEqual([M.dayRequired]);
    expect(messagesOf(ZAttentionDay, { ...monday, day: 8 }).day).toEqual([M.dayRequired]);
  });
  it("keeps morning hours in 0–12 and afternoon hours in 12–24", () => {
    expect(messagesOf(ZAttentionDay, { ...monday, hourEndAm: 13 }).hourEndAm).toEqual([M.morningRange]);
    expect(messagesOf(ZAttentionDay, { ...monday, hourInitPm: 11 }).hourInitPm).toEqual([M.afternoonRange]);
  });
  it("needs both hours of a range, the first before the last", () => {
    expect(messagesOf(ZAttentionDay, { ...monday, hourEndPm: null }).hourEndPm).toEqual([M.bothHours]);
    expect(messagesOf(ZAttentionDay, { ...monday, hourInitAm: 12, hourEndAm: 12 }).hourEndAm).toEqual([M.startBeforeEnd]);
  });
  it("refuses a day listed twice", () => {
    expect(messagesOf(ZAttentionUpdate, { days: [monday, monday] })["days.1.day"]).toEqual([M.duplicateDay]);
    expect(messagesOf(ZAttentionUpdate, { days: [] }).days).toEqual([M.dayRequired]);
  });
});
