import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EMPTY_MIGRATION, GENERATED_COLUMNS, SEARCH_CONFIG, SEARCH_CONFIG_SQL, applyGeneratedColumns, diffSchema, snapshotPath } from "../scripts/db-diff.ts";
import { listMigrations } from "./migrate.ts";
import { migrationsDir, repoRoot } from "./paths.ts";

describe("schema.prisma and the migrations", () => {
  it("schema.prisma has no change that is missing from a migration (npm run db:diff -- <name>)", async () => {
    const sql = await diffSchema(snapshotPath, join(repoRoot, "prisma/schema.prisma"));
    expect(sql.trim() === "" || EMPTY_MIGRATION.test(sql), `pending migration:\n${sql}`).toBe(true);
  });

  it("every generated column is generated in the migrations, never a plain column", () => {
    const all = listMigrations(migrationsDir).map((m) => m.sql).join("\n");
    for (const [table, columns] of Object.entries(GENERATED_COLUMNS)) {
      for (const column of Object.keys(columns)) {
        expect(all, `${table}.${column}`).toMatch(new RegExp(`"${column}" tsvector GENERATED ALWAYS AS`));
        expect(all).not.toMatch(new RegExp(`"${column}" tsvector,`));
      }
    }
  });

  it("applyGeneratedColumns rewrites Prisma's plain column in CREATE TABLE and ADD COLUMN, and nothing else", () => {
    const create = 'CREATE TABLE "Content" (\n    "name" TEXT NOT NULL,\n    "searchVector" tsvector,\n\n    CONSTRAINT "Content_pkey" PRIMARY KEY ("contentID")\n);\n';
    const rewritten = applyGeneratedColumns(create);
    expect(rewritten).toContain(`"searchVector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('${SEARCH_CONFIG}'::regconfig`);
    expect(rewritten.startsWith(SEARCH_CONFIG_SQL)).toBe(true);
    expect(applyGeneratedColumns('ALTER TABLE "Content" ADD COLUMN "searchVector" tsvector;')).toMatch(/ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS \(.*\) STORED;$/);
    const other = 'CREATE TABLE "Other" (\n    "searchVector" tsvector,\n    "id" INTEGER\n);\n';
    expect(applyGeneratedColumns(other)).toBe(other);
  });
});
