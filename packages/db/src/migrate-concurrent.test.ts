import pg from "pg";
import { describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "./embedded-postgres.ts";
import { listMigrations, migrate } from "./migrate.ts";
import { migrationsDir } from "./paths.ts";
import { startPostgresCluster } from "./testing/postgres-cluster.ts";

// Two API replicas (or a setup beside a deploy) start together on a fresh database: both must start, and every
// migration must be applied exactly once.
async function twoMigratorsAtOnce(url: string): Promise<void> {
  const all = listMigrations(migrationsDir).map((m) => m.name);
  const [a, b] = await Promise.all([migrate(url, migrationsDir), migrate(url, migrationsDir)]);
  expect([...a, ...b].sort()).toEqual(all);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT name FROM "_portal_migrations" ORDER BY name`);
    expect(rows.map((r) => r.name)).toEqual(all);
  } finally {
    await client.end();
  }
  expect(await migrate(url, migrationsDir)).toEqual([]);
}

describe("two migrators at once on a fresh database", () => {
  it("on a PostgreSQL server: the second waits for the first and applies nothing twice", async () => {
    const cluster = await startPostgresCluster();
    try {
      await twoMigratorsAtOnce(cluster.url);
    } finally {
      cluster.stop();
    }
  });

  it("on the embedded database (one shared session)", async () => {
    const embedded = await startEmbeddedPostgres({ port: 0 });
    try {
      await twoMigratorsAtOnce(embedded.url);
    } finally {
      await embedded.stop();
    }
  });
});
