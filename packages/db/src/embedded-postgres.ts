import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { scramVerifier } from "./pglite-auth.ts";
import { makeQueueProtocolSafe } from "./pglite-protocol-queue.ts";
import { STATEMENT_NAMESPACES_START_PARAMS } from "./statement-namespaces.ts";

/**
 * The embedded default database: PGlite (PostgreSQL in WASM) served on a loopback socket,
 * so the API and the worker connect with `pg` exactly as to any PostgreSQL server.
 */
export interface EmbeddedPostgres {
  url: string;
  /** The whole data directory as a tar (tests keep a migrated one to start from instead of initdb + migrations). */
  dumpDataDir(): Promise<Blob>;
  /** The PGlite instance itself (tests reset its data between files without restarting it). */
  readonly pglite: PGlite;
  stop(): Promise<void>;
}

/** Every pool in every process shares these; keep the sum of pool sizes below it (STACK.md). */
export const EMBEDDED_MAX_CONNECTIONS = 20;

/**
 * `port: 0` listens on a free port (tests); `url` names the port actually bound. `password`: connections must prove it
 * (SCRAM-SHA-256) before PGlite sees them, and `url` carries it; without it any local process is let in.
 */
export async function startEmbeddedPostgres(options: {
  dataDir?: string;
  port: number;
  host?: string;
  loadDataDir?: Blob;
  password?: string;
}): Promise<EmbeddedPostgres> {
  const host = options.host ?? "127.0.0.1";
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // unaccent: the Spanish full-text search; pg_trgm: its tolerance of typos (trigram similarity on names).
    extensions: { unaccent, pg_trgm },
    // Tells clients (raw-rows.ts) that makeQueueProtocolSafe below gives each connection its own statement names.
    startParams: [...PGlite.defaultStartParams, ...STATEMENT_NAMESPACES_START_PARAMS],
  });
  const server = new PGLiteSocketServer({ db, host, port: options.port, maxConnections: EMBEDDED_MAX_CONNECTIONS });
  makeQueueProtocolSafe(server, options.password ? scramVerifier(options.password) : undefined);
  await server.start();
  return {
    // getServerConn() gives the port actually bound, so `port: 0` picks a free one without a race.
    url: `postgresql://postgres:${encodeURIComponent(options.password ?? "postgres")}@${server.getServerConn()}/postgres`,
    dumpDataDir: () => db.dumpDataDir("none"),
    pglite: db,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
