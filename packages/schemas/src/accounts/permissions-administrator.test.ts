import { describe, expect, it } from "vitest";
import { holdsPermission, isStaff, PERMISSIONS } from "./permissions.ts";

describe("one permission model (issue 10)", () => {
  it("Administrator holds every staff permission", () => {
    for (const p of PERMISSIONS) expect(holdsPermission(["Administrator"], p), p).toBe(true);
  });
  it("any other permission holds only itself", () => {
    expect(holdsPermission(["Comments"], "Comments")).toBe(true);
    expect(holdsPermission(["Comments"], "PQRs")).toBe(false);
    expect(holdsPermission(["PQRs", "Tickets"], "Administrator")).toBe(false);
    expect(holdsPermission([], "PQRs")).toBe(false);
  });
  it("staff is anyone holding a permission", () => {
    expect(isStaff([])).toBe(false);
    expect(isStaff(["Settings"])).toBe(true);
  });
});
