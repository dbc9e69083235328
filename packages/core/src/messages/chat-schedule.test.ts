import { describe, expect, it } from "vitest";
import { bogotaClock, withinChatSchedule } from "./chat-schedule.ts";

describe("chat schedule in Bogotá time", () => {
  it("reads the day and hour in Bogotá (UTC−5), not the server's zone", () => {
    // Monday 2026-11-23 03:30 UTC is Sunday 22:30 in Bogotá.
    expect(bogotaClock(new Date("2026-11-23T03:30:00Z"))).toEqual({ day: 0, time: "22:30" });
    expect(bogotaClock(new Date("2026-11-23T13:05:00Z"))).toEqual({ day: 1, time: "08:05" });
  });
  it("a row's start is inside, its end is not; 24:00 closes the day", () => {
    const monday = [{ day: 1, hourInit: "08:00", hourEnd: "17:00" }];
    expect(withinChatSchedule(monday, new Date("2026-11-23T13:00:00Z"))).toBe(true); // 08:00
    expect(withinChatSchedule(monday, new Date("2026-11-23T12:59:00Z"))).toBe(false); // 07:59
    expect(withinChatSchedule(monday, new Date("2026-11-23T22:00:00Z"))).toBe(false); // 17:00
    expect(withinChatSchedule(monday, new Date("2026-11-24T13:00:00Z"))).toBe(false); // Tuesday
    expect(withinChatSchedule([{ day: 1, hourInit: "00:00", hourEnd: "24:00" }], new Date("2026-11-24T04:59:00Z"))).toBe(true); // Monday 23:59
    expect(withinChatSchedule([], new Date())).toBe(false);
  });
});
