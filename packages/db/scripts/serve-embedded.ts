// The embedded database process that `npm start` runs when DATABASE_URL is unset: PGlite persisted under
// DATA_DIR/pg, served on 127.0.0.1:EMBEDDED_PG_PORT so the API and the worker share one database over `pg`.
// Stops cleanly on SIGTERM/SIGINT, and on its own when the supervisor that started it is gone.
// Access: the server binds to the loopback interface only (never 0.0.0.0), and with EMBEDDED_PG_PASSWORD (npm start
// makes one in DATA_DIR/pg-password) every connection must prove it (SCRAM-SHA-256, src/pglite-auth.ts) before PGlite,
// which would answer any startup with "authentication ok", sees it. Production uses PostgreSQL (DATABASE_URL).
import { resolve } from "node:path";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "../src/embedded-postgres.ts";
import { repoRoot } from "../src/paths.ts";

const dataDir = resolve(repoRoot, process.env.DATA_DIR || ".data", "pg");
const port = Number(process.env.EMBEDDED_PG_PORT || 54329);
const supervisorPid = Number(process.env.PORTAL_SUPERVISOR_PID || 0);
const password = process.env.EMBEDDED_PG_PASSWORD || undefined;

// Handlers first: a signal during the first initialisation (~8 s) waits for it to finish instead of leaving a half-written data dir.
let pg: EmbeddedPostgres | null = null;
let stopRequested: string | null = null;
async function shutdown(reason: string): Promise<void> {
  if (stopRequested) return;
  stopRequested = reason;
  if (!pg) return; // stopped right after start-up completes
  console.log(`${reason}: stopping the embedded database`);
  try {
    await pg.stop();
    process.exit(0);
  } catch (error) {
    console.error(`the embedded database did not stop cleanly: ${(error as Error).message}`);
    process.exit(1);
  }
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

if (supervisorPid > 0) {
  setInterval(() => {
    try {
      process.kill(supervisorPid, 0);
    } catch {
      void shutdown(`supervisor ${supervisorPid} is gone`);
    }
  }, 2000).unref();
}

const started = Date.now();
pg = await startEmbeddedPostgres({ dataDir, port, host: "127.0.0.1", password });
// The address without its password: this line goes to the start log.
const shown = new URL(pg.url);
if (password) shown.password = "****";
console.log(
  `embedded PostgreSQL (PGlite) ready at ${shown.toString()}${password ? " (password required)" : ""} in ${((Date.now() - started) / 1000).toFixed(1)} s — data in ${dataDir}`,
);
if (stopRequested) {
  const reason = stopRequested;
  stopRequested = null;
  await shutdown(reason);
}
