import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, type Db, Prisma } from "./client.ts";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded-postgres.ts";
import { listMigrations, migrate } from "./migrate.ts";
import { migrationsDir } from "./paths.ts";

let pg: EmbeddedPostgres;
let db: Db;
let firstRun: string[];

beforeAll(async () => {
  pg = await startEmbeddedPostgres({ port: 0 });
  firstRun = await migrate(pg.url, migrationsDir);
  db = createDb(pg.url, 2);
});

afterAll(async () => {
  await db?.$disconnect();
  await pg?.stop();
});

describe("migrate()", () => {
  it("applies every migration of prisma/migrations to an empty database, in name order", () => {
    expect(firstRun).toEqual(listMigrations(migrationsDir).map((m) => m.name));
    expect(firstRun.length).toBeGreaterThan(0);
  });

  it("is idempotent: a second run applies nothing", async () => {
    expect(await migrate(pg.url, migrationsDir)).toEqual([]);
  });

  it("refuses a migration edited after it was applied", async () => {
    const dir = mkdtempSync(join(tmpdir(), "portal-migrations-"));
    try {
      cpSync(migrationsDir, dir, { recursive: true });
      const [first] = listMigrations(dir);
      const file = join(dir, first!.name, "migration.sql");
      writeFileSync(file, `${readFileSync(file, "utf8")}\n-- edited\n`);
      await expect(migrate(pg.url, dir)).rejects.toThrow(/cambió después de aplicarse/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the Prisma client against the migrated database", () => {
  // findFirst selects every scalar column, so a model whose table or columns the migrations lack fails here.
  it.each(Object.values(Prisma.ModelName))("%s: findFirst works", async (model) => {
    const delegate = (db as unknown as Record<string, { findFirst(): Promise<unknown> }>)[model.charAt(0).toLowerCase() + model.slice(1)];
    expect(delegate, `no delegate for ${model}`).toBeDefined();
    await expect(delegate!.findFirst()).resolves.toBeNull();
  });
});

describe("Spanish full-text search over contents", () => {
  it("keeps searchVector current and finds by stem, without accents, ranking the name first", async () => {
    const base = { contentType: 1, description: "Descripción suficientemente larga del contenido." };
    const a = await db.content.create({
      data: { ...base, friendlyName: "fts-a", name: "Información sobre trámites", body: "Horarios de atención al ciudadano" },
    });
    const b = await db.content.create({ data: { ...base, friendlyName: "fts-b", name: "Noticias del municipio", body: "Más información en la alcaldía" } });
    await db.content.create({ data: { ...base, friendlyName: "fts-c", name: "Convocatoria", body: "Empleo público" } });

    const search = (q: string) =>
      db.$queryRaw<{ contentID: number }[]>`
        SELECT "contentID" FROM "Content"
        WHERE "searchVector" @@ websearch_to_tsquery('spanish_unaccent', ${q})
        ORDER BY ts_rank("searchVector", websearch_to_tsquery('spanish_unaccent', ${q})) DESC, "contentID"`;

    expect((await search("informacion")).map((r) => r.contentID)).toEqual([a.contentID, b.contentID]);
    expect((await search("Información")).map((r) => r.contentID)).toEqual([a.contentID, b.contentID]);
    expect((await search("tramite")).map((r) => r.contentID)).toEqual([a.contentID]);
    expect((await search("atencion ciudadanos")).map((r) => r.contentID)).toEqual([a.contentID]);
    expect(await search("carnaval")).toEqual([]);

    await db.content.update({ where: { contentID: b.contentID }, data: { body: "Carnaval del municipio" } });
    expect((await search("carnaval")).map((r) => r.contentID)).toEqual([b.contentID]);

    const [plan] = await db.$queryRaw<{ indexdef: string }[]>`SELECT indexdef FROM pg_indexes WHERE indexname = 'Content_searchVector_idx'`;
    expect(plan?.indexdef).toMatch(/USING gin/);
  });
});
