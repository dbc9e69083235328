import type pg from "pg";

/** What a backup records about the database it dumps, and what a restore checks on its target. */
export type TDatabaseInfo = { engine: "postgresql" | "pglite"; version: string; majorVersion: number };

/** The one row a query that always answers one (an aggregate, a setting) gave back; none is a bug, said as such. */
export function onlyRow<T>(rows: readonly T[], query: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${query} no devolvió ninguna fila`);
  return row;
}

export async function databaseInfo(client: pg.ClientBase): Promise<TDatabaseInfo> {
  const { rows } = await client.query<{ full: string; version: string; num: string }>(
    "SELECT version() AS full, current_setting('server_version') AS version, current_setting('server_version_num') AS num",
  );
  const row = onlyRow(rows, "version()");
  return { engine: row.full.includes("PGlite") ? "pglite" : "postgresql", version: row.version, majorVersion: Math.floor(Number(row.num) / 10_000) };
}

/** The portal's tables (schema public), quoted for SQL, in name order: what is dumped, counted and compared. */
export async function listTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows of every table, in the snapshot of the client's current transaction (or now, outside one). */
export async function countRows(client: pg.ClientBase): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(client)) {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM public.${quoteIdent(table)}`);
    counts[table] = Number(onlyRow(rows, `count(*) de ${table}`).n);
  }
  return counts;
}

/** The migrations the migrator recorded (empty when it never ran). */
export async function appliedMigrations(client: pg.ClientBase): Promise<{ name: string; checksum: string }[]> {
  const { rows: exists } = await client.query("SELECT 1 FROM pg_tables WHERE schemaname = 'public' AND tablename = '_portal_migrations'");
  if (exists.length === 0) return [];
  const { rows } = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM public."_portal_migrations" ORDER BY name');
  return rows;
}
