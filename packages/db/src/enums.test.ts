import { PERMISSIONS } from "@portal/schemas/accounts/permissions";
import { describe, expect, it } from "vitest";
import { Permission } from "./enums.ts";

// The browser never imports @portal/db, so its enums are declared again in @portal/schemas: they must not drift.
describe("browser enums match Prisma's", () => {
  it("PERMISSIONS equals the Permission enum, in the same order", () => {
    expect([...PERMISSIONS]).toEqual(Object.values(Permission));
  });
});
