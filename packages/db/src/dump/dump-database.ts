import { join } from "node:path";
import pg from "pg";
import { appliedMigrations, countRows, databaseInfo, onlyRow, type TDatabaseInfo } from "./database-info.ts";
import { writeLogicalDump } from "./logical-dump.ts";
import { pgDump, pgDumpMajorVersion } from "./pg-dump.ts";

export type TDumpFormat = "pg_dump" | "logical";
export const DUMP_FILES: Record<TDumpFormat, string> = { pg_dump: "database.pgdump", logical: "database.jsonl.gz" };

export type TDatabaseDump = {
  info: TDatabaseInfo;
  format: TDumpFormat;
  /** The dump's file name inside `dir`. */
  file: string;
  /** Rows per table, counted in the dump's snapshot. */
  rowCounts: Record<string, number>;
  migrations: { name: string; checksum: string }[];
};

/**
 * Dumps the database at `url` into `dir`, consistently: the counts, the migration list and the dump are all read in one
 * REPEATABLE READ snapshot (pg_dump is handed that snapshot, exported). pg_dump's custom format when the server is a
 * PostgreSQL server the installed pg_dump can read; otherwise (PGlite, or a server newer than the client) the
 * logical dump (logical-dump.ts). `note` says why the logical one was chosen on a server. `format` asks for one (the
 * logical dump restores on either engine: from a server onto PGlite, or onto a server of another major version).
 */
export async function dumpDatabase(url: string, dir: string, options: { format?: TDumpFormat; note?: (line: string) => void } = {}): Promise<TDatabaseDump> {
  const note = options.note ?? (() => {});
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const info = await databaseInfo(client);
    const clientMajor = info.engine === "postgresql" ? await pgDumpMajorVersion() : null;
    const pgDumpReads = clientMajor !== null && clientMajor >= info.majorVersion;
    if (options.format === "pg_dump" && !pgDumpReads)
      throw new Error(`pg_dump ${clientMajor ?? "(no instalado)"} no puede volcar esta base (${info.engine} ${info.version}).`);
    const format: TDumpFormat = options.format ?? (pgDumpReads ? "pg_dump" : "logical");
    if (info.engine === "postgresql" && format === "logical" && !options.format) {
      note(
        clientMajor === null
          ? "pg_dump no está instalado (paquete postgresql-client): se usa el volcado lógico del portal."
          : `pg_dump ${clientMajor} no lee un servidor PostgreSQL ${info.majorVersion} (instale postgresql-client-${info.majorVersion}): se usa el volcado lógico del portal.`,
      );
    }
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    try {
      const migrations = await appliedMigrations(client);
      const file = DUMP_FILES[format];
      let rowCounts: Record<string, number>;
      if (format === "pg_dump") {
        const { rows } = await client.query<{ snapshot: string }>("SELECT pg_export_snapshot() AS snapshot");
        rowCounts = await countRows(client);
        // The snapshot lives while this transaction is open: pg_dump reads exactly what was counted.
        await pgDump(url, join(dir, file), onlyRow(rows, "pg_export_snapshot()").snapshot);
      } else {
        rowCounts = await writeLogicalDump(client, join(dir, file));
      }
      await client.query("COMMIT");
      return { info, format, file, rowCounts, migrations };
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    }
  } finally {
    await client.end();
  }
}
