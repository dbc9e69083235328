// Creates prisma/migrations/<timestamp>_<name>/migration.sql from the change between the schema as of the
// last migration (prisma/migrations/schema.snapshot.prisma) and prisma/schema.prisma.
// Prisma's JS engine connects its adapter even for a schema-to-schema diff, so an in-memory PGlite is started for it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startEmbeddedPostgres } from "../src/embedded-postgres.ts";
import { repoRoot } from "../src/paths.ts";

export async function diffSchema(from: string, to: string): Promise<string> {
  const pg = await startEmbeddedPostgres({ port: 54000 + Math.floor(Math.random() * 900) });
  try {
    // Async on purpose: this process serves the database prisma connects to.
    const { stdout } = await promisify(execFile)(join(repoRoot, "node_modules/.bin/prisma"), ["migrate", "diff", "--from-schema-datamodel", from, "--to-schema-datamodel", to, "--script"], {
      cwd: repoRoot, encoding: "utf8", env: { ...process.env, DATABASE_URL: pg.url },
    });
    return stdout;
  } finally {
    await pg.stop();
  }
}

export const snapshotPath = join(repoRoot, "prisma/migrations/schema.snapshot.prisma");
export const EMPTY_MIGRATION = /^-- This is an empty migration\.?$/m;

if (import.meta.url === `file://${process.argv[1]}`) {
  const name = (process.argv[2] ?? "change").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
  const empty = join(repoRoot, "prisma/migrations/.empty.prisma");
  if (!existsSync(snapshotPath)) writeFileSync(empty, 'datasource db {\n  provider = "postgresql"\n  url = env("DATABASE_URL")\n}\n');
  const sql = await diffSchema(existsSync(snapshotPath) ? snapshotPath : empty, join(repoRoot, "prisma/schema.prisma"));
  rmSync(empty, { force: true });
  if (!sql.trim() || EMPTY_MIGRATION.test(sql)) {
    console.log("Sin cambios: schema.prisma coincide con la última migración.");
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
    const dir = join(repoRoot, `prisma/migrations/${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "migration.sql"), sql);
    copyFileSync(join(repoRoot, "prisma/schema.prisma"), snapshotPath);
    console.log(`Migración creada: ${dir}/migration.sql`);
  }
}
