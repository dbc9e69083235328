import { describe, expect, it } from "vitest";
import { bogotaWallTime, bogotaWallTimeToIso } from "./time-zone.ts";

describe("Bogotá's clock in datetime-local values", () => {
  it("reads an instant on Bogotá's clock, the evening before when UTC has passed midnight", () => {
    expect(bogotaWallTime(new Date("2026-11-22T02:30:00Z"))).toBe("2026-11-21T21:30");
  });

  it("turns a typed Bogotá time into its instant, with or without seconds, and back", () => {
    expect(bogotaWallTimeToIso("2026-11-20T09:15")).toBe("2026-11-20T14:15:00.000Z");
    expect(bogotaWallTimeToIso("2026-11-20T21:15:30")).toBe("2026-11-21T02:15:30.000Z");
    expect(bogotaWallTime(new Date(bogotaWallTimeToIso("2026-12-31T23:59")))).toBe("2026-12-31T23:59");
  });

  it("answers nothing for an empty or malformed value, so the form says the field is required", () => {
    for (const value of ["", "2026-11-20", "ayer a las 3", "2026-11-20T09:15Z", "2026-13-45T09:15"]) expect(bogotaWallTimeToIso(value)).toBe("");
  });
});
