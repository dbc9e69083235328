import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSPARENCY_SCAFFOLD, type TScaffoldGroup } from "@portal/schemas/transparency/transparency-scaffold";
import { startTestServices, type TestServices } from "../testing/test-services.ts";
import { seedTooltips } from "../policies/help-texts.ts";
import { seedTransparency } from "./seed-transparency.ts";
import { transparencyPage } from "./transparency.ts";

const count = (groups: readonly TScaffoldGroup[]): { groups: number; items: number } =>
  groups.reduce((acc, g) => {
    const sub = count(g.subgroups ?? []);
    return { groups: acc.groups + 1 + sub.groups, items: acc.items + g.items.length + sub.items };
  }, { groups: 0, items: 0 });

describe("the transparency scaffold of a new portal", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await startTestServices();
  }, 60_000);
  afterAll(() => services?.stop());

  it("is written once, unlinked, with items and subgroups in the annex's order", async () => {
    await Promise.all([seedTransparency(services.db), seedTransparency(services.db)]);
    await seedTransparency(services.db);
    const expected = count(TRANSPARENCY_SCAFFOLD);
    expect(await services.db.transparencySection.count()).toBe(expected.groups);
    expect(await services.db.transparencyItem.count({ where: { link: "" } })).toBe(expected.items);
    const settings = { get: async () => true } as never;
    const page = await transparencyPage({ db: services.db, settings }, { canEdit: true });
    expect(page.missingLinks).toBe(expected.items);
    const data = page.groups.find((g) => g.idIndex === "7")!;
    // 7.1 (a subgroup) comes before the 7.2 item.
    expect(data.children[0]!.displayOrder).toBeLessThan(data.items[0]!.displayOrder);
  });

  it("leaves a page its administrators already shaped alone", async () => {
    await services.db.transparencyItem.deleteMany({});
    await services.db.transparencySection.deleteMany({ where: { parentID: { not: null } } });
    await services.db.transparencySection.deleteMany({ where: { transparencySectionID: { gt: (await services.db.transparencySection.findFirstOrThrow()).transparencySectionID } } });
    await seedTransparency(services.db);
    expect(await services.db.transparencySection.count()).toBe(1);
    expect(await services.db.transparencyItem.count()).toBe(0);
  });

  it("seeds the spec's tooltips once, keeping texts administrators changed", async () => {
    await seedTooltips(services.db);
    await services.db.tooltip.update({ where: { id: 60 }, data: { text: "Texto propio de la entidad" } });
    await seedTooltips(services.db);
    expect((await services.db.tooltip.findMany({ orderBy: { id: "asc" } })).map((t) => t.id)).toEqual([26, 28, 38, 60]);
    expect((await services.db.tooltip.findUniqueOrThrow({ where: { id: 60 } })).text).toBe("Texto propio de la entidad");
  });
});
