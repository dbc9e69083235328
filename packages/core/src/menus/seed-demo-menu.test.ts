import { ZMenuOptionForm } from "@portal/schemas/menus/menu-option.schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoContents } from "../contents/seed-demo-contents.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { type TestServices } from "../testing/test-services.ts";
import { seedDemoMenu } from "./seed-demo-menu.ts";

describe("the demo Home menu of a new portal", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  }, 60_000);
  afterAll(() => services?.stop());

  it("is seeded once, and every entry passes the editor's own rules", async () => {
    await seedDemoContents(services.db);
    await seedDemoMenu(services.db);
    const count = await services.db.menuOption.count();
    await seedDemoMenu(services.db);
    expect(await services.db.menuOption.count()).toBe(count);
    const rows = await services.db.menuOption.findMany({ orderBy: { menuOptionID: "asc" } });
    expect(rows.filter((r) => r.parentID === null).map((r) => r.name)).toEqual(["Inicio", "Trámites y servicios", "Noticias"]);
    for (const row of rows) {
      const parsed = ZMenuOptionForm.safeParse({ ...row, section: row.section });
      expect(parsed.success, `${row.name}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it("leaves an entity's own menu alone", async () => {
    await services.db.menuOption.deleteMany({ where: { parentID: { not: null } } });
    await services.db.menuOption.deleteMany({ where: { name: { not: "Inicio" } } });
    await seedDemoMenu(services.db);
    expect(await services.db.menuOption.count()).toBe(1);
  });
});
