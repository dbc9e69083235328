// Applies migrations and seeds reference data, the demo entity and the main administrator (first start only).
// Run by `npm start` before the API and worker start; safe to run on every start.

import { createDb } from "@portal/db/client";
import { migrate } from "@portal/db/migrate";
import { migrationsDir } from "@portal/db/paths";
import { loadEnv } from "../src/config/env.ts";
import { announceCreatedAdmin } from "../src/seed/announce-admin.ts";
import { runSeed } from "../src/seed/seed.ts";

const env = loadEnv();
const applied = await migrate(env.DATABASE_URL, migrationsDir, (m) => console.log(m));
if (applied.length === 0) console.log("Base de datos al día (sin migraciones pendientes).");
const db = createDb(env.DATABASE_URL, 2);
try {
  const { createdAdmin } = await runSeed(db, env);
  if (createdAdmin)
    await announceCreatedAdmin(createdAdmin, { isTTY: Boolean(process.stdout.isTTY), dataDir: env.dataDir, print: (line) => console.log(line) });
} finally {
  await db.$disconnect();
}
