import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { listMigrations, migrate } from "../migrate.ts";
import { countRows, databaseInfo, listTables, type TDatabaseInfo } from "./database-info.ts";
import type { TDumpFormat } from "./dump-database.ts";
import { loadLogicalDump } from "./logical-dump.ts";
import { pgRestore } from "./pg-dump.ts";

export type TDumpToRestore = { path: string; format: TDumpFormat; migrations: { name: string; checksum: string }[] };

const MIGRATIONS_TABLE = "_portal_migrations";

/**
 * What a restore must know before it touches anything: the target's engine, its tables (a restore goes into an empty
 * database unless forced), and why this dump cannot go there at all (problems: a newer portal's migrations, a pg_dump
 * archive for PGlite).
 */
export async function inspectRestoreTarget(
  url: string,
  dump: Omit<TDumpToRestore, "path">,
  migrationsDir: string,
): Promise<{ info: TDatabaseInfo; tables: string[]; problems: string[] }> {
  const problems: string[] = [];
  const known = listMigrations(migrationsDir);
  dump.migrations.forEach((m, i) => {
    const ours = known[i];
    if (!ours || ours.name !== m.name)
      problems.push(
        `la migración ${m.name} del respaldo no es la ${i + 1}.ª de esta versión del portal (restaure con la versión que hizo el respaldo, o una posterior)`,
      );
    else if (ours.checksum !== m.checksum) problems.push(`la migración ${m.name} del respaldo difiere de la de esta versión del portal`);
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const info = await databaseInfo(client);
    if (dump.format === "pg_dump" && info.engine === "pglite")
      problems.push("un respaldo hecho con pg_dump se restaura en un servidor PostgreSQL (DATABASE_URL), no en la base embebida");
    if (dump.format === "logical") {
      // The rows load with triggers and foreign-key checks off (session_replication_role), which only a superuser may set.
      const { rows } = await client.query<{ superuser: string }>("SELECT current_setting('is_superuser') AS superuser");
      if (rows[0]?.superuser !== "on") problems.push("un respaldo lógico se restaura con un usuario superusuario de PostgreSQL (el de DATABASE_URL no lo es)");
    }
    return { info, tables: await listTables(client), problems };
  } finally {
    await client.end();
  }
}

/**
 * Restores a dump into the database at `url`, which must be empty (no tables: a new database, or a new DATA_DIR for
 * the embedded one); `force` drops the public schema first. The schema comes from the dump (pg_dump) or from the
 * dump's own migrations (logical); then the migrations this version has beyond the dump's run, as at an upgrade.
 * Returns the rows per table as loaded (before those later migrations).
 */
export async function restoreDatabase(
  url: string,
  dump: TDumpToRestore,
  options: { migrationsDir: string; force?: boolean; log?: (line: string) => void },
): Promise<Record<string, number>> {
  const log = options.log ?? (() => {});
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if ((await listTables(client)).length > 0) {
      if (!options.force) throw new Error("La base de datos de destino no está vacía (use --force para reemplazarla).");
      log("--force: se borra el esquema public de la base de destino");
      await client.query("DROP SCHEMA public CASCADE");
      await client.query("CREATE SCHEMA public");
    }
    if (dump.format === "pg_dump") {
      await pgRestore(url, dump.path);
    } else {
      await migrateTo(
        url,
        dump.migrations.map((m) => m.name),
        options.migrationsDir,
      );
      // The migrations table too comes back as it was (when each migration was first applied).
      await loadLogicalDump(client, dump.path, [MIGRATIONS_TABLE]);
    }
    const counts = await countRows(client);
    const later = await migrate(url, options.migrationsDir, log);
    if (later.length > 0) log(`migraciones posteriores al respaldo aplicadas: ${later.length}`);
    return counts;
  } finally {
    await client.end();
  }
}

/** Applies exactly the named migrations (the schema the dump was taken at), from a folder holding only those. */
async function migrateTo(url: string, names: string[], migrationsDir: string): Promise<void> {
  const subset = await mkdtemp(join(tmpdir(), "portal-restore-migrations-"));
  try {
    for (const name of names) await cp(join(migrationsDir, name), join(subset, name), { recursive: true });
    await migrate(url, subset);
  } finally {
    await rm(subset, { recursive: true, force: true });
  }
}
