import { createHash } from "node:crypto";
import { readdirSync, readFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";

/**
 * The project's own migrator: `prisma migrate deploy` needs engines that cannot be downloaded here,
 * so this applies prisma/migrations/<name>/migration.sql in name order, each once, in a transaction,
 * and records it with a checksum so an edited, already applied migration is refused.
 */
export interface AppliedMigration { name: string; checksum: string }

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

export async function migrate(connectionString: string, migrationsDir: string, log: (msg: string) => void = () => {}): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
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
  } finally {
    await client.end();
  }
}
