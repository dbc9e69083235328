import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { countdownToStart, COUNTDOWN_MESSAGES as M } from "./countdown.ts";

const coverage = messageCoverage(M);
const says = (minutes: number | null) => {
  const text = countdownToStart(minutes);
  if (text) coverage.saw(text);
  return text;
};

describe("countdown to the start (spec 02 §4: days, hours or minutes)", () => {
  it("counts days from a day on, hours under a day, minutes under an hour", () => {
    expect(says(3 * 24 * 60 + 5)).toBe("Faltan 4 días para iniciar");
    expect(says(24 * 60)).toBe(M.oneDay);
    expect(says(3 * 60 + 20)).toBe("Faltan 3 horas para iniciar");
    expect(says(60)).toBe(M.oneHour);
    expect(says(25)).toBe("Faltan 25 minutos para iniciar");
    expect(says(1)).toBe(M.oneMinute);
    coverage.saw(M.days);
    coverage.saw(M.hours);
    coverage.saw(M.minutes);
    expect(coverage.unused()).toEqual([]);
  });
  it("says nothing once started or without a start", () => {
    expect(countdownToStart(0)).toBeNull();
    expect(countdownToStart(null)).toBeNull();
  });
});
