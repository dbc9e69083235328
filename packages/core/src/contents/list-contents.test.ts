import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { type TestServices } from "../testing/test-services.ts";
import { LIST_COUNT_CAP, listContents } from "./list-contents.ts";

const VISITOR = { loggedIn: false, canAdminContents: false, userId: null } as const;

describe("content lists on a large portal", () => {
  let services: TestServices;
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  }, 60_000);
  afterAll(() => services?.stop());

  it("count their total only up to a cap (or ten pages ahead), so a list does not read every content", async () => {
    const n = LIST_COUNT_CAP + 200;
    await services.db.$executeRawUnsafe(
      `INSERT INTO "Content" ("friendlyName", "contentType", "name", "modifiedDate", "creationDate")
       SELECT 'lista-' || i, 1, 'Noticia ' || i, now(), now() - i * interval '1 minute' FROM generate_series(1, ${n}) AS i`,
    );
    const first = await listContents({ db: services.db }, { pageSize: 10 }, VISITOR);
    expect(first.total).toBe(LIST_COUNT_CAP);
    expect(first.items.map((c) => c.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Noticia ${i + 1}`));
    // Walking on, the total grows ten pages past the page read, up to the real count.
    expect((await listContents({ db: services.db }, { pageSize: 10, page: 95 }, VISITOR)).total).toBe(1050);
    const last = await listContents({ db: services.db }, { pageSize: 10, page: 120 }, VISITOR);
    expect(last.total).toBe(n);
    expect(last.items.at(-1)?.name).toBe(`Noticia ${n}`);
  });
});
