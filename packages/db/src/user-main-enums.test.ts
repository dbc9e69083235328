import { USER_MAIN_TYPES } from "@portal/schemas/accounts/user-main.schema";
import { describe, expect, it } from "vitest";
import { UserMainType } from "./enums.ts";

describe("the main user types match Prisma's", () => {
  it("USER_MAIN_TYPES equals the UserMainType enum, in the same order", () => {
    expect([...USER_MAIN_TYPES]).toEqual(Object.values(UserMainType));
  });
});
