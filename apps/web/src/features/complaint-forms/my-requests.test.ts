import { canQualify } from "@portal/schemas/complaint-forms/qualification.schema";
import { describe, expect, it } from "vitest";
import { myRequestTrackingHref } from "./my-requests";

describe("Mis solicitudes", () => {
  it("each row opens its tracking detail with the number filled in", () => {
    expect(myRequestTrackingHref("/pqrds/seguimiento", "20260000123")).toBe("/pqrds/seguimiento?radicado=20260000123");
  });
  it("offers to qualify a resolved request not yet qualified, shown with its data", () => {
    expect(canQualify({ personalData: true, status: 2, qualification: null })).toBe(true);
    expect(canQualify({ personalData: true, status: 1, qualification: null })).toBe(false);
    expect(canQualify({ personalData: true, status: 2, qualification: 4 })).toBe(false);
    expect(canQualify({ personalData: false, status: 2, qualification: null })).toBe(false);
  });
});
