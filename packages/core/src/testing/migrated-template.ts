import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { repoRoot } from "@portal/db/paths";

/**
 * A PGlite data directory with every migration applied, kept as a tar between test files and runs: starting from it
 * skips initdb and the migrations (most of a test file's start-up). Keyed by the migrations' text and PGlite's
 * version, so a new migration or engine makes a new one; the migrations still run for real when it is made.
 */
const TEMPLATE_DIR = join(repoRoot, "node_modules/.cache/portal-test");

function templateKey(migrationsDir: string): string {
  const hash = createHash("sha256");
  const pglite = JSON.parse(readFileSync(join(repoRoot, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string };
  hash.update(pglite.version);
  for (const name of readdirSync(migrationsDir).sort()) {
    const file = join(migrationsDir, name, "migration.sql");
    if (existsSync(file)) hash.update(name).update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

export function templatePath(migrationsDir: string): string {
  return join(TEMPLATE_DIR, `pglite-migrated-${templateKey(migrationsDir)}.tar`);
}

export function readTemplate(path: string): Blob | undefined {
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/** Written under a temporary name and renamed, so a parallel test file never reads half a template. */
export async function writeTemplate(path: string, dump: Blob): Promise<void> {
  mkdirSync(TEMPLATE_DIR, { recursive: true });
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
}
