import { MENU_SECTIONS } from "@portal/schemas/menus/menu-catalog";
import { describe, expect, it } from "vitest";
import { MenuSection } from "./enums.ts";

// The menu sections the browser knows, declared again in @portal/schemas, must not drift from Prisma's.
describe("menus enums", () => {
  it("MENU_SECTIONS equals MenuSection", () => {
    expect([...MENU_SECTIONS]).toEqual(Object.values(MenuSection));
  });
});
