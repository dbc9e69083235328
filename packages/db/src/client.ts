import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client.ts";

export type Db = PrismaClient;
export { Prisma } from "./generated/client.ts";

/** The driver pool under each client createDb made (raw-rows.ts runs its hottest statements there). */
const driverPools = new WeakMap<object, pg.Pool>();

const POOL_IDLE_MS = 5 * 60_000;

/** One Prisma client per process; `poolSize` keeps the sum of pools under the embedded server's limit. */
export function createDb(connectionString: string, poolSize = 8): Db {
  // The adapter is given the pool (and ends it on $disconnect) so raw statements can share its connections.
  // Idle connections are kept five minutes, not pg's 10 s: opening one costs a server process, a SCRAM exchange, cold
  // catalogue caches and every named statement prepared again, and a lull of a few seconds under load should not
  // throw the pool away (bench:pqrds's submission rounds started slower after a captcha phase of over 10 s). Idle
  // connections do not hold a script open meanwhile (allowExitOnIdle).
  const pool = new pg.Pool({ connectionString, max: poolSize, idleTimeoutMillis: POOL_IDLE_MS, allowExitOnIdle: true });
  // An idle connection the server closed (restart, shutdown) leaves the pool; the next query opens another. Without a
  // listener that event would crash the process.
  pool.on("error", () => undefined);
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  driverPools.set(db, pool);
  // The adapter ends the pool only if the ORM itself connected; a client used only for raw statements (raw-rows.ts)
  // would otherwise keep its connections open after $disconnect.
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    if (!pool.ended) await pool.end();
  };
  return db;
}

/** The pool under a client createDb made; none for a transaction or any other wrapper. */
export function driverPoolOf(db: object): pg.Pool | undefined {
  return driverPools.get(db);
}
