import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/**
 * The project's own migrator: `prisma migrate deploy` needs engines that cannot be downloaded here,
 * so this applies prisma/migrations/<name>/migration.sql in name order, each once, in a transaction,
 * and records it with a checksum so an edited, already applied migration is refused.
 */
export interface AppliedMigration {
  name: string;
  checksum: string;
}

const TABLE = "_portal_migrations";

export function listMigrations(migrationsDir: string): { name: string; sql: string; checksum: string }[] {
  if (!existsSync(migrationsDir)) return [];
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(migrationsDir, e.name, "migration.sql")))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const sql = readFileSync(join(migrationsDir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    });
}

/**
 * The advisory lock every migrator takes on the database (any fixed number nothing else on this database uses): two
 * processes starting together (two API replicas, or a setup beside a deploy) apply each migration once, the second
 * waiting for the first and then finding everything applied.
 */
const MIGRATION_LOCK_KEY = "7141958213";

export async function migrate(connectionString: string, migrationsDir: string, log: (msg: string) => void = () => {}): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    // A session lock: held across the loop's transactions, released by the unlock below or when the connection ends
    // (a migrator killed mid-way does not leave the others waiting).
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    try {
      return await applyPending(client, migrationsDir, log);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    }
  } finally {
    await client.end();
  }
}

async function applyPending(client: pg.Client, migrationsDir: string, log: (msg: string) => void): Promise<string[]> {
  await client.query(`CREATE TABLE IF NOT EXISTS "${TABLE}" (name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  const { rows } = await client.query<AppliedMigration>(`SELECT name, checksum FROM "${TABLE}"`);
  const applied = new Map(rows.map((r) => [r.name, r.checksum]));
  const done: string[] = [];
  for (const m of listMigrations(migrationsDir)) {
    const previous = applied.get(m.name);
    if (previous) {
      if (previous !== m.checksum) throw new Error(`La migración ${m.name} cambió después de aplicarse (checksum distinto).`);
      continue;
    }
    await client.query("BEGIN");
    try {
      // Asked again inside the transaction for the embedded database: its connections share one session, so the
      // advisory lock does not exclude them, but its transactions run one at a time, so this sees another's commit.
      const again = await client.query<AppliedMigration>(`SELECT name, checksum FROM "${TABLE}" WHERE name = $1`, [m.name]);
      if (again.rows.length > 0) {
        await client.query("COMMIT");
        continue;
      }
      await client.query(m.sql);
      await client.query(`INSERT INTO "${TABLE}" (name, checksum) VALUES ($1, $2)`, [m.name, m.checksum]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK");
      throw new Error(`Falló la migración ${m.name}: ${(error as Error).message}`);
    }
    log(`migración aplicada: ${m.name}`);
    done.push(m.name);
  }
  return done;
}
