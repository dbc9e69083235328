import type { PGlite } from "@electric-sql/pglite";
import { createDb } from "@portal/db/client";
import type { EmbeddedPostgres } from "@portal/db/embedded-postgres";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { type RedisServer, type StartTestServicesOptions, startRedisServer, startTestDatabase, startTestServices, type TestServices } from "./test-services.ts";

/**
 * One PGlite and one redis-server per test process, lent to one test file at a time, each time as new: the database
 * back to the template's data (every table emptied and refilled from a copy taken when it started, sequences too),
 * a Redis database index not used by the previous file, emptied. Starting PGlite from a template costs ~1.7 s of CPU
 * (most of an API test file's start-up); resetting it costs a few tens of ms.
 *
 * A second set asked for while one is lent (a test that starts another harness beside its own) gets services of its
 * own, as before: nothing is ever shared between two users at once.
 */
const REDIS_DATABASES = 16;

interface Snapshot {
  /** Every user table, schema-qualified and quoted, in a fixed order. */
  tables: string[];
  /** The rows of the tables that had any, as binary COPY data. */
  rows: { table: string; blob: Blob }[];
  sequences: { name: string; value: string; called: boolean }[];
}

interface Shared {
  template: string | undefined;
  database: EmbeddedPostgres;
  snapshot: Snapshot;
  redisServer: RedisServer;
  redisDb: number;
  lent: boolean;
  /** Used since its data was last reset. */
  dirty: boolean;
}

let shared: Promise<Shared> | null = null;

const TABLES_SQL = `SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
  WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1`;
const SEQUENCES_SQL = `SELECT format('%I.%I', schemaname, sequencename) AS name, COALESCE(last_value, start_value)::text AS value,
  last_value IS NOT NULL AS called FROM pg_sequences ORDER BY 1`;

async function listTables(pg: PGlite): Promise<string[]> {
  return (await pg.query<{ name: string }>(TABLES_SQL)).rows.map((r) => r.name);
}

async function takeSnapshot(pg: PGlite): Promise<Snapshot> {
  const tables = await listTables(pg);
  const rows: Snapshot["rows"] = [];
  for (const table of tables) {
    const { rows: found } = await pg.query(`SELECT 1 FROM ${table} LIMIT 1`);
    if (found.length === 0) continue;
    const copied = await pg.query(`COPY ${table} TO '/dev/blob' WITH (FORMAT binary)`);
    if (!copied.blob) throw new Error(`COPY ${table} no devolvió datos`);
    rows.push({ table, blob: copied.blob });
  }
  const sequences = (await pg.query<{ name: string; value: string; called: boolean }>(SEQUENCES_SQL)).rows;
  return { tables, rows, sequences };
}

/** Back to the snapshot's data; false when the schema itself changed (a new or dropped table): start anew then. */
async function restore(pg: PGlite, snapshot: Snapshot): Promise<boolean> {
  // The previous file's session state goes too: PGlite is one session shared by every connection. A transaction a
  // closed connection left open is rolled back (a warning when there is none), then prepared statements, settings,
  // advisory locks and LISTENs are dropped.
  await pg.exec("ROLLBACK");
  await pg.exec("DISCARD ALL");
  const tables = await listTables(pg);
  if (tables.join("\n") !== snapshot.tables.join("\n")) return false;
  await pg.transaction(async (tx) => {
    // Rows go back as they were copied: no foreign-key checks or triggers on the way in.
    await tx.exec("SET LOCAL session_replication_role = replica");
    if (tables.length > 0) await tx.exec(`TRUNCATE ${tables.join(", ")}`);
    for (const { table, blob } of snapshot.rows) await tx.query(`COPY ${table} FROM '/dev/blob' WITH (FORMAT binary)`, [], { blob });
    for (const s of snapshot.sequences) await tx.query("SELECT setval($1::regclass, $2::bigint, $3)", [s.name, s.value, s.called]);
  });
  return true;
}

async function startShared(template: string | undefined): Promise<Shared> {
  const [database, redisServer] = await Promise.all([startTestDatabase(template), startRedisServer({ databases: REDIS_DATABASES })]);
  // Lent from the start to whoever started it.
  return { template, database, snapshot: await takeSnapshot(database.pglite), redisServer, redisDb: 0, lent: true, dirty: false };
}

/**
 * Test services like startTestServices(), from this process's shared database and Redis when they are free (made on
 * first use from `dataDirTemplate`), else its own. `stop()` gives the shared ones back.
 */
export async function leaseTestServices(options: StartTestServicesOptions = {}): Promise<TestServices | null> {
  const current = await shared?.catch(() => null);
  if (current && (current.lent || current.template !== options.dataDirTemplate)) return null;
  let s = current;
  if (s) {
    s.lent = true;
    try {
      if (s.database.pglite.closed || (s.dirty && !(await restore(s.database.pglite, s.snapshot)))) s = null;
    } catch {
      s = null;
    }
    if (!s) {
      await Promise.allSettled([current!.database.stop(), current!.redisServer.stop()]);
      shared = null;
    }
  }
  if (!s) {
    shared = startShared(options.dataDirTemplate);
    s = await shared;
  }
  const lent = s;
  if (!lent.redisServer.running) await lent.redisServer.start();
  lent.dirty = true;
  lent.redisDb = (lent.redisDb + 1) % REDIS_DATABASES;
  const redisUrl = `${lent.redisServer.url}/${lent.redisDb}`;
  const db = createDb(lent.database.url, options.dbPoolSize ?? 4);
  const redis = createRedis(redisUrl, { connectionName: "test-services" });
  await redis.flushdb();
  let stopped = false;
  return {
    databaseUrl: lent.database.url,
    redisUrl,
    db,
    redis,
    redisServer: lent.redisServer,
    database: lent.database,
    async stop() {
      if (stopped) return;
      stopped = true;
      await closeRedis(redis);
      await db.$disconnect().catch(() => {});
      lent.lent = false;
    },
  };
}

/**
 * A test file's services: this process's shared ones when free (leaseTestServices), else its own (startTestServices).
 * Either way as new, and `stop()` gives back or stops what it got. Tests may stop and start `redisServer` to simulate
 * an outage (the next user gets it started again); they must close every client they opened before `stop()`.
 */
export async function leaseOrStartTestServices(options: StartTestServicesOptions = {}): Promise<TestServices> {
  return (await leaseTestServices(options)) ?? (await startTestServices(options));
}
