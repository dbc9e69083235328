import { PQRDS_REPORT_STATUSES } from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { describe, expect, it } from "vitest";
import { PqrdsReportStatus } from "./enums.ts";

// The report statuses the browser knows, declared again in @portal/schemas, must not drift from Prisma's.
describe("PQRDS report enums", () => {
  it("PQRDS_REPORT_STATUSES equals PqrdsReportStatus", () => {
    expect([...PQRDS_REPORT_STATUSES]).toEqual(Object.values(PqrdsReportStatus));
  });
});
