import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  applyGeneratedColumns,
  bundleSchema,
  diffSchemas,
  EMPTY_MIGRATION,
  GENERATED_COLUMNS,
  SEARCH_CONFIG,
  SEARCH_CONFIG_SQL,
  snapshotPath,
} from "../scripts/db-diff.ts";
import { listMigrations } from "./migrate.ts";
import { migrationsDir, schemaDir } from "./paths.ts";

describe("the schema folder and the migrations", () => {
  // Both diffs share one embedded database: [snapshot → folder, the snapshot db:diff would write → folder].
  let pending = "";
  let bundleDiff = "";
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), "portal-schema-"));
    try {
      const bundled = join(dir, "bundled.prisma");
      writeFileSync(bundled, bundleSchema());
      [pending = "", bundleDiff = ""] = await diffSchemas([
        [snapshotPath, schemaDir],
        [bundled, schemaDir],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("prisma/schema has no change that is missing from a migration (npm run db:diff -- <name>)", () => {
    expect(pending.trim() === "" || EMPTY_MIGRATION.test(pending), `pending migration:\n${pending}`).toBe(true);
  });

  it("the snapshot db:diff writes (the folder joined into one file) has the folder's datamodel", () => {
    expect(bundleDiff.trim() === "" || EMPTY_MIGRATION.test(bundleDiff), `bundle differs:\n${bundleDiff}`).toBe(true);
  });

  it("schema.prisma holds only the generator and the datasource; every model and enum lives in one domain file", () => {
    const files = readdirSync(schemaDir).filter((f) => f.endsWith(".prisma"));
    const blocks = (f: string) =>
      [...readFileSync(join(schemaDir, f), "utf8").matchAll(/^(model|enum|generator|datasource) (\w+)/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(blocks("schema.prisma")).toEqual(["generator client", "datasource db"]);
    for (const f of files.filter((f) => f !== "schema.prisma")) {
      expect(blocks(f).length, `${f} declares no model or enum`).toBeGreaterThan(0);
      expect(
        blocks(f).filter((b) => !/^(model|enum) /.test(b)),
        f,
      ).toEqual([]);
    }
  });

  it("every generated column is generated in the migrations, never a plain column", () => {
    const all = listMigrations(migrationsDir)
      .map((m) => m.sql)
      .join("\n");
    for (const [table, columns] of Object.entries(GENERATED_COLUMNS)) {
      for (const column of Object.keys(columns)) {
        expect(all, `${table}.${column}`).toMatch(new RegExp(`"${column}" tsvector GENERATED ALWAYS AS`));
        expect(all).not.toMatch(new RegExp(`"${column}" tsvector,`));
      }
    }
  });

  it("applyGeneratedColumns rewrites Prisma's plain column in CREATE TABLE and ADD COLUMN, and nothing else", () => {
    const create =
      'CREATE TABLE "Content" (\n    "name" TEXT NOT NULL,\n    "searchVector" tsvector,\n\n    CONSTRAINT "Content_pkey" PRIMARY KEY ("contentID")\n);\n';
    const rewritten = applyGeneratedColumns(create);
    expect(rewritten).toContain(`"searchVector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig`);
    expect(rewritten.startsWith(SEARCH_CONFIG_SQL)).toBe(true);
    expect(applyGeneratedColumns('ALTER TABLE "Content" ADD COLUMN "searchVector" tsvector;')).toMatch(
      /ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS \(.*\) STORED;$/,
    );
    const other = 'CREATE TABLE "Other" (\n    "searchVector" tsvector,\n    "id" INTEGER\n);\n';
    expect(applyGeneratedColumns(other)).toBe(other);
  });
});
