import { BLOCK_TYPE } from "@portal/schemas/blocks/block-types";
import { CONTENT_TYPE } from "@portal/schemas/contents/content-types";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadEnv } from "../config/env.ts";
import { toggleContent } from "../contents/content-actions.ts";
import { insertContent } from "../contents/save-content.ts";
import { seedDemoContents } from "../contents/seed-demo-contents.ts";
import { createSettingsStore } from "../settings/settings-store.ts";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger } from "../testing/test-logger.ts";
import { type TestServices } from "../testing/test-services.ts";
import { invalidateHomeData } from "./home-cache.ts";
import { blockDetail, calendarEvents, homeData, pageBlocks, sectionBlocks } from "./home-data.ts";
import { seedDemoBlocks } from "./seed-demo-blocks.ts";

const VISITOR = { loggedIn: false, canAdminContents: false, userId: null } as const;
const MEMBER = { loggedIn: true, canAdminContents: false, userId: 1 } as const;
const ADMIN = { loggedIn: true, canAdminContents: true, userId: null } as const;

describe("home and section blocks (read model)", () => {
  let services: TestServices;
  let deps: {
    db: TestServices["db"];
    settings: ReturnType<typeof createSettingsStore>;
    env: ReturnType<typeof loadEnv>;
    log: ReturnType<typeof createTestLogger>["log"];
  };
  let newsTagID: number;
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
    deps = { db: services.db, settings: createSettingsStore(services.db, 0), env: loadEnv({ NODE_ENV: "test" }), log: createTestLogger("error").log };
    await seedDemoContents(services.db);
    await seedDemoBlocks(services.db);
    newsTagID = (await services.db.tag.findUniqueOrThrow({ where: { friendlyName: "noticias" } })).tagID;
  }, 60_000);
  afterAll(() => services?.stop());
  beforeEach(() => invalidateHomeData());

  it("shows the seeded home blocks, status 1, in displayOrder, with their items and contents", async () => {
    const home = await homeData(deps, VISITOR);
    expect(home.blocks.map((b) => b.type)).toEqual([
      BLOCK_TYPE.heroBanner,
      BLOCK_TYPE.shortcut,
      BLOCK_TYPE.shortcut,
      BLOCK_TYPE.section,
      BLOCK_TYPE.calendar,
      BLOCK_TYPE.person,
      BLOCK_TYPE.text,
      BLOCK_TYPE.map,
      BLOCK_TYPE.socialNetwork,
    ]);
    const [hero, shortcuts, certificates, section, calendar, people, , map, social] = home.blocks;
    expect(hero!.banners).toHaveLength(2);
    expect(shortcuts!.items.length).toBeGreaterThanOrEqual(3);
    expect(shortcuts!.items[0]).toMatchObject({ name: "Radicar una PQRDS", url: "/pqrds" });
    expect(certificates!.items.map((i) => i.url)).toContain("/tramites/residencia");
    expect(section!.sectionGroups[0]!.contents.map((c) => c.name)).toContain("La entidad abre su portal ciudadano");
    expect(calendar!.contents.map((c) => c.name)).toEqual(["Audiencia pública de rendición de cuentas"]);
    expect(people!.persons).toHaveLength(4);
    expect(map!.mapItems).toHaveLength(2);
    expect(social!.socialNetworks.map((s) => s.network)).toEqual(["facebook", "twitter", "youtube", "instagram"]);
    expect(home.map.tileUrl).toBeNull();
    expect(home.sliderVariant).toBe(1);
  });

  it("hides blocks of status 0, follows a new order, and keeps a section's blocks off the home", async () => {
    const blocks = await services.db.block.findMany({ where: { blockSectionID: null }, orderBy: { displayOrder: "asc" } });
    const text = blocks.find((b) => b.type === BLOCK_TYPE.text)!;
    const map = blocks.find((b) => b.type === BLOCK_TYPE.map)!;
    await services.db.block.update({ where: { blockID: text.blockID }, data: { status: 0 } });
    await services.db.block.update({ where: { blockID: map.blockID }, data: { displayOrder: -1 } });
    const onSection = await services.db.block.create({
      data: { type: BLOCK_TYPE.contentWall, blockSectionID: newsTagID, frame: { title: "Muro de noticias" } },
    });
    invalidateHomeData();
    try {
      const home = await homeData(deps, VISITOR);
      expect(home.blocks[0]!.blockID).toBe(map.blockID);
      expect(home.blocks.map((b) => b.blockID)).not.toContain(text.blockID);
      expect(home.blocks.map((b) => b.blockID)).not.toContain(onSection.blockID);
      const page = await sectionBlocks(deps, "noticias", VISITOR);
      // The seeded featured block (displayOrder 0) and the new wall, which shows the section's contents.
      expect(page.blocks.map((b) => b.type)).toEqual([BLOCK_TYPE.featured, BLOCK_TYPE.contentWall]);
      expect(page.blocks[0]!.contents.map((c) => c.name)).toEqual(["La entidad abre su portal ciudadano"]);
      expect(page.blocks[1]!.blockID).toBe(onSection.blockID);
      expect(page.blocks[1]!.contents.length).toBeGreaterThan(0);
      expect((await pageBlocks(deps, { section: "noticias" }, VISITOR)).section?.friendlyName).toBe("noticias");
      await expect(blockDetail(deps, { blockID: text.blockID }, VISITOR)).rejects.toMatchObject({ code: "NOT_FOUND" });
    } finally {
      await services.db.block.update({ where: { blockID: text.blockID }, data: { status: 1 } });
      await services.db.block.update({ where: { blockID: map.blockID }, data: { displayOrder: map.displayOrder } });
      await services.db.block.delete({ where: { blockID: onSection.blockID } });
    }
  });

  it("shows private contents and private sections' blocks to logged users only", async () => {
    const secret = await insertContent(
      deps,
      {
        contentType: CONTENT_TYPE.article,
        tags: [newsTagID],
        withoutClosingDate: true,
        commentWallType: 2,
        showOnHome: true,
        isPrivate: true,
        name: "Circular interna para funcionarios",
        description: "Solo para usuarios registrados del portal ciudadano.",
      },
      ADMIN,
    );
    const privateTag = await services.db.tag.create({ data: { name: "Intranet", friendlyName: "intranet", isPrivate: true } });
    await services.db.block.create({ data: { type: BLOCK_TYPE.text, blockSectionID: privateTag.tagID, frame: { description: "<p>Solo funcionarios</p>" } } });
    const names = (data: Awaited<ReturnType<typeof homeData>>) => data.blocks.flatMap((b) => b.sectionGroups.flatMap((g) => g.contents.map((c) => c.name)));
    expect(names(await homeData(deps, VISITOR))).not.toContain(secret.name);
    expect(names(await homeData(deps, MEMBER))).toContain(secret.name);
    // A visitor is told what an unknown section tells: no oracle of what exists behind the login.
    await expect(sectionBlocks(deps, "intranet", VISITOR)).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect((await sectionBlocks(deps, "intranet", MEMBER)).blocks[0]!.html).toBe("<p>Solo funcionarios</p>");
  });

  it("is cached, and a content change (hide from home, unpublish) shows at once", async () => {
    const first = await homeData(deps, VISITOR);
    const newsName = "La entidad abre su portal ciudadano";
    const names = (data: typeof first) => data.blocks.flatMap((b) => b.sectionGroups.flatMap((g) => g.contents.map((c) => c.name)));
    expect(names(first)).toContain(newsName);
    // A write past the use cases is not seen while the entry lives: the call is cached.
    const blockCount = first.blocks.length;
    const extra = await services.db.block.create({ data: { type: BLOCK_TYPE.newsletter, frame: {} } });
    expect((await homeData(deps, VISITOR)).blocks).toHaveLength(blockCount);
    const row = await services.db.content.findFirstOrThrow({ where: { name: newsName } });
    await toggleContent(deps, { friendlyName: row.friendlyName, action: "hide" });
    const after = await homeData(deps, VISITOR);
    expect(names(after)).not.toContain(newsName);
    expect(after.blocks).toHaveLength(blockCount + 1);
    await toggleContent(deps, { friendlyName: row.friendlyName, action: "show" });
    await toggleContent(deps, { friendlyName: row.friendlyName, action: "inactivate" });
    expect(names(await homeData(deps, VISITOR))).not.toContain(newsName);
    await toggleContent(deps, { friendlyName: row.friendlyName, action: "activate" });
    expect(names(await homeData(deps, VISITOR))).toContain(newsName);
    await services.db.block.delete({ where: { blockID: extra.blockID } });
  });

  it("sanitises a text block's HTML and drops unsafe links, whoever wrote the row", async () => {
    const hostile = await services.db.block.create({
      data: {
        type: BLOCK_TYPE.text,
        displayOrder: 99,
        frame: {
          title: "Aviso",
          description:
            '<p onclick="steal()">Hola<script>alert(document.cookie)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">clic</a></p><iframe src="https://evil.example/x"></iframe>',
        },
      },
    });
    const shortcuts = await services.db.block.create({
      data: {
        type: BLOCK_TYPE.shortcut,
        displayOrder: 100,
        frame: { url: "javascript:alert(1)" },
        shortcuts: {
          create: [
            { name: "Malo", url: "javascript:alert(1)" },
            { name: "Raro", url: "//evil.example" },
            { name: "Bueno", url: "https://www.gov.co" },
          ],
        },
      },
    });
    invalidateHomeData();
    try {
      const home = await homeData(deps, VISITOR);
      const text = home.blocks.find((b) => b.blockID === hostile.blockID)!;
      expect(text.html).not.toMatch(/script|onerror|onclick|javascript:|iframe|alert/i);
      expect(text.html).toContain("Hola");
      expect(text.frame.description).toBeNull();
      const links = home.blocks.find((b) => b.blockID === shortcuts.blockID)!;
      expect(links.items.map((i) => i.url)).toEqual([null, null, "https://www.gov.co"]);
      expect(links.frame.url).toBeNull();
    } finally {
      await services.db.block.deleteMany({ where: { blockID: { in: [hostile.blockID, shortcuts.blockID] } } });
    }
  });

  it("answers a calendar's other windows, and refuses a range over 45 days", async () => {
    const calendar = (await homeData(deps, VISITOR)).blocks.find((b) => b.type === BLOCK_TYPE.calendar)!;
    const event = calendar.contents[0]!;
    const around = await calendarEvents(deps, { blockID: calendar.blockID, from: event.startDate!, to: event.startDate! }, VISITOR);
    expect(around.contents.map((c) => c.contentID)).toEqual([event.contentID]);
    const before = await calendarEvents(deps, { blockID: calendar.blockID, from: "2020-01-01", to: "2020-01-31" }, VISITOR);
    expect(before.contents).toEqual([]);
    await expect(calendarEvents(deps, { blockID: calendar.blockID, from: "2020-01-01", to: "2020-03-31" }, VISITOR)).rejects.toThrow();
  });
});
