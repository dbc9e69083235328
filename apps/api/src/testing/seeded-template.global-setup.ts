import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runSeed } from "@portal/core/seed/seed";
import { startTestDatabase } from "@portal/core/testing/test-services";
import { createDb } from "@portal/db/client";
import { SEED_ENV, SEEDED_TEMPLATE_ENV } from "./api-harness.ts";

/**
 * Seeds one database per run (migrations, reference data, demo entity, administrator) and keeps its data directory
 * for every API test file to start from: the seed runs once instead of once a file. Made anew each run from the
 * code under test, so it is never stale.
 */
export default async function setup() {
  const database = await startTestDatabase();
  const db = createDb(database.url, 2);
  try {
    await runSeed(db, SEED_ENV);
    await db.$disconnect();
    const dir = mkdtempSync(join(tmpdir(), "portal-api-seeded-"));
    const file = join(dir, "seeded.tar");
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir()).arrayBuffer()));
    process.env[SEEDED_TEMPLATE_ENV] = file;
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await db.$disconnect().catch(() => {});
    await database.stop();
  }
}
