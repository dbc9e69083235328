import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { connect } from "node:net";
import { join } from "node:path";
import { startEmbeddedPostgres } from "@portal/db/embedded-postgres";

/**
 * The database a backup reads or a restore writes: the server DATABASE_URL names, or the embedded one of `npm start`
 * (PGlite in DATA_DIR/pg, served on EMBEDDED_PG_PORT while the portal runs).
 */
export type TDatabaseTarget = { kind: "server"; url: string } | { kind: "embedded"; dataDir: string; port: number };

export type TOpenDatabase = { url: string; close: () => Promise<void> };

/**
 * A backup of the embedded database goes through the running portal's socket (the database stays in use), or opens
 * DATA_DIR/pg itself when the portal is stopped. A restore needs the portal stopped: it opens DATA_DIR/pg itself
 * (a new DATA_DIR: PGlite creates it), on a loopback port of its own, and closes it afterwards.
 */
export async function openDatabase(target: TDatabaseTarget, purpose: "backup" | "restore"): Promise<TOpenDatabase> {
  if (target.kind === "server") return { url: target.url, close: async () => {} };
  const pgDir = join(target.dataDir, "pg");
  if (await isListening(target.port)) {
    if (purpose === "restore") throw new Error(`La base embebida está en uso (puerto ${target.port}): detenga el portal (npm start) antes de restaurar.`);
    const password = await readFile(join(target.dataDir, "pg-password"), "utf8").then(
      (p) => p.trim(),
      () => "postgres",
    );
    return { url: `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${target.port}/postgres`, close: async () => {} };
  }
  if (purpose === "backup" && !existsSync(pgDir))
    throw new Error(`No hay base de datos embebida en ${pgDir} (¿DATA_DIR correcto?, ¿o DATABASE_URL sin definir?).`);
  const embedded = await startEmbeddedPostgres({ dataDir: pgDir, port: 0 });
  return { url: embedded.url, close: () => embedded.stop() };
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** DATABASE_URL set: that server; unset: the embedded database, as `npm start` decides (scripts/lib/system.mjs). */
export function databaseTargetFromEnvironment(env: { DATABASE_URL: string; dataDir: string }, raw: NodeJS.ProcessEnv): TDatabaseTarget {
  if (raw.DATABASE_URL) return { kind: "server", url: env.DATABASE_URL };
  return { kind: "embedded", dataDir: env.dataDir, port: Number(raw.EMBEDDED_PG_PORT || EMBEDDED_DEFAULT_PORT) };
}

/** npm start's default EMBEDDED_PG_PORT (scripts/lib/system.mjs). */
const EMBEDDED_DEFAULT_PORT = 54329;
