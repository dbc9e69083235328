import { describe, expect, it } from "vitest";
import { bogotaToday, formatReportDay, PQRDS_REPORT_MESSAGES as M, periodDays, pqrdsReportFileName, ZPqrdsReportStart } from "./pqrds-report.schema";

const messages = (input: unknown) => {
  const r = ZPqrdsReportStart.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe("ZPqrdsReportStart (the period of a PQRDS report)", () => {
  it("accepts a semester and a whole leap year", () => {
    expect(messages({ kind: "semester", from: "2026-01-01", to: "2026-06-30" })).toEqual([]);
    expect(messages({ kind: "information-access", from: "2024-01-01", to: "2024-12-31" })).toEqual([]);
    expect(periodDays("2024-01-01", "2024-12-31")).toBe(366);
  });
  it("refuses an unknown kind", () => {
    expect(messages({ kind: "anual", from: "2026-01-01", to: "2026-01-31" })).toEqual([M.kindRequired]);
  });
  it("refuses a date that is not a calendar day", () => {
    expect(messages({ kind: "semester", from: "2026-02-30", to: "2026-03-01" })).toContain(M.dateInvalid);
    expect(messages({ kind: "semester", from: "01/01/2026", to: "2026-03-01" })).toContain(M.dateInvalid);
  });
  it("refuses an inverted period", () => {
    expect(messages({ kind: "semester", from: "2026-06-30", to: "2026-01-01" })).toEqual([M.periodInverted]);
  });
  it("refuses a period over 366 days", () => {
    expect(messages({ kind: "semester", from: "2025-01-01", to: "2026-01-02" })).toEqual([M.periodTooLong]);
  });
  it("refuses a period ending after today (Bogotá)", () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(messages({ kind: "semester", from: "2026-01-01", to: bogotaToday(tomorrow) })).toEqual([M.periodInFuture]);
  });
  it("names the files and writes dates as dd/mm/aaaa", () => {
    expect(pqrdsReportFileName("semester", "2026-01-01", "2026-06-30", "pdf")).toBe("informe-pqrds-2026-01-01-a-2026-06-30.pdf");
    expect(formatReportDay("2026-06-30")).toBe("30/06/2026");
  });
});
