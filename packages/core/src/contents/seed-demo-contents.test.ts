import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { type TestServices } from "../testing/test-services.ts";
import { listContents } from "./list-contents.ts";
import { seedDemoContents } from "./seed-demo-contents.ts";

const VISITOR = { loggedIn: false, canAdminContents: false, userId: null } as const;

describe("demo contents of a new portal", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  }, 60_000);
  afterAll(() => services?.stop());

  it("opens with populated sections a visitor can read, once", async () => {
    await seedDemoContents(services.db);
    await seedDemoContents(services.db);
    const tags = await services.db.tag.findMany({ select: { friendlyName: true }, orderBy: { tagID: "asc" } });
    expect(tags.map((t) => t.friendlyName)).toEqual(["noticias", "normatividad", "tramites-y-servicios", "contrataciones"]);
    const news = await listContents({ db: services.db }, { tag: "noticias" }, VISITOR);
    expect(news.items.map((c) => c.contentType).sort()).toEqual([1, 2, 3]);
    expect((await listContents({ db: services.db }, { tag: "normatividad" }, VISITOR)).total).toBe(1);
    expect((await listContents({ db: services.db }, { tag: "tramites-y-servicios" }, VISITOR)).total).toBe(1);
    // Spec 02 names it among the special sections: a new portal has it, with a process to show.
    expect((await listContents({ db: services.db }, { tag: "contrataciones" }, VISITOR)).total).toBe(1);
  });

  it("leaves an entity's own sections alone", async () => {
    await services.db.content.deleteMany({});
    await seedDemoContents(services.db);
    expect(await services.db.content.count()).toBe(0);
  });
});
