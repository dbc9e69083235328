import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, driverPoolOf, Prisma } from "./client.ts";
import { repoRoot } from "./paths.ts";
import { queryRows } from "./raw-rows.ts";

// The server runs in its own process, as `npm start` runs it: the interleaving only shows when the socket server's
// event loop is not the clients'.
let child: ChildProcess;
let dataDir: string;
let server: { url: string };
let pool: pg.Pool;
const PASSWORD = "clave-de-la-base-embebida-0123456789";

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "portal-pgq-"));
  const port = await freePort();
  child = spawn(join(repoRoot, "node_modules/.bin/tsx"), ["packages/db/scripts/serve-embedded.ts"], {
    // With a password, as `npm start` runs it: every connection of the pool authenticates first.
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port), EMBEDDED_PG_PASSWORD: PASSWORD },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`serve-embedded terminó con ${code}`)));
  });
  server = { url: `postgresql://postgres:${PASSWORD}@127.0.0.1:${port}/postgres` };
  pool = new pg.Pool({ connectionString: server.url, max: 10 });
  await pool.query("CREATE TABLE t (id serial PRIMARY KEY, a int, b text, c int)");
});
afterAll(async () => {
  await pool?.end();
  child?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the embedded PostgreSQL under concurrent connections", () => {
  it("keeps each connection's parameterized queries apart (no mixed Parse/Bind between connections)", async () => {
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        i % 3 === 0
          ? pool.query("SELECT $1::int + $2::int + $3::int AS v", [i, 1, 2]).then((r) => r.rows[0].v === i + 3)
          : i % 3 === 1
            ? pool.query("SELECT $1::text AS v", [`t${i}`]).then((r) => r.rows[0].v === `t${i}`)
            : pool.query("INSERT INTO t (a, b, c) VALUES ($1, $2, $3) RETURNING a", [i, `b${i}`, i * 2]).then((r) => r.rows[0].a === i),
      ),
    );
    expect(results.every(Boolean)).toBe(true);
  });

  it("serves Prisma (pg adapter) queries of many shapes from several connections at once", async () => {
    const db = createDb(server.url, 8);
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const n = (i % 4) + 1;
          const values = Array.from({ length: n }, (_, k) => i + k);
          const sql = `SELECT ${values.map((_, k) => `$${k + 1}::int`).join(" + ")} AS v`;
          const rows = await db.$queryRawUnsafe<{ v: number }[]>(sql, ...values);
          return rows[0]!.v === values.reduce((a, b) => a + b, 0);
        }),
      );
      expect(results.every(Boolean)).toBe(true);
    } finally {
      await db.$disconnect();
    }
  });

  it("runs the raw hot statements (queryRows) from many connections and two processes' worth of texts at once", async () => {
    // All connections share the embedded server's one session: the server gives each connection's statement names a
    // prefix of its own, so the names queryRows gives (the same texts, the same names in both pools) do not collide.
    const [api, worker] = [createDb(server.url, 3), createDb(server.url, 3)];
    try {
      const results = await Promise.all(
        Array.from({ length: 160 }, async (_, i) => {
          const db = i % 2 === 0 ? api : worker;
          const rows =
            i % 4 < 2
              ? await queryRows<{ v: bigint }>(db, Prisma.sql`SELECT ${String(i)}::bigint AS v`)
              : await queryRows<{ v: bigint }>(db, Prisma.sql`SELECT ${String(i)}::bigint + ${"0"}::bigint AS v`);
          return rows[0]!.v === BigInt(i);
        }),
      );
      expect(results.every(Boolean)).toBe(true);
    } finally {
      await Promise.all([api.$disconnect(), worker.$disconnect()]);
    }
    // The ORM never connected (only raw statements ran): $disconnect still closes the connections, which the
    // embedded server counts against its limit of 20.
    expect([driverPoolOf(api)?.ended, driverPoolOf(worker)?.ended]).toEqual([true, true]);
  });

  it("names the raw statements on the embedded server, each connection in its own namespace", async () => {
    const db = createDb(server.url, 2);
    try {
      const read = (i: number) => queryRows<{ v: number }>(db, Prisma.sql`SELECT ${String(i)}::int * 3 AS v`);
      expect((await Promise.all(Array.from({ length: 20 }, (_, i) => read(i).then((rows) => rows[0]!.v === i * 3)))).every(Boolean)).toBe(true);
      const names = (await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements")).rows.map((r) => r.name);
      expect(names.some((name) => /^c\d+_portal_raw_\d+$/.test(name))).toBe(true);
    } finally {
      await db.$disconnect();
    }
  });

  it("falls back to unnamed statements when the server refuses a named one (here: a plan whose result type changed)", async () => {
    await pool.query("CREATE TABLE r (id int PRIMARY KEY)");
    await pool.query("INSERT INTO r VALUES (1)");
    const db = createDb(server.url, 1);
    try {
      const read = () => queryRows<Record<string, unknown>>(db, Prisma.sql`SELECT * FROM r WHERE id = ${1}`);
      expect(await read()).toEqual([{ id: 1 }]);
      await pool.query("ALTER TABLE r ADD COLUMN note text DEFAULT 'x'");
      // The connection's named statement no longer fits (0A000 "cached plan must not change result type"): run unnamed.
      expect(await read()).toEqual([{ id: 1, note: "x" }]);
    } finally {
      await db.$disconnect();
    }
  });

  it("serves Prisma interactive transactions next to plain queries, as the API does under load", async () => {
    const db = createDb(server.url, 8);
    try {
      await db.$executeRawUnsafe("CREATE TABLE IF NOT EXISTS u (id serial PRIMARY KEY, a int, b text, c int)");
      const ops = Array.from({ length: 120 }, async (_, i) => {
        if (i % 2 === 0) {
          return db.$transaction(async (tx) => {
            const [row] = await tx.$queryRawUnsafe<{ id: number }[]>("INSERT INTO u (a, b, c) VALUES ($1, $2, $3) RETURNING id", i, `b${i}`, i);
            await tx.$executeRawUnsafe("UPDATE u SET c = $1 WHERE id = $2", i * 2, row!.id);
            return true;
          });
        }
        const rows = await db.$queryRawUnsafe<{ v: string }[]>("SELECT $1::text AS v", `q${i}`);
        return rows[0]!.v === `q${i}`;
      });
      expect((await Promise.all(ops)).every(Boolean)).toBe(true);
      const counted = await db.$queryRawUnsafe<{ n: number }[]>("SELECT count(*)::int AS n FROM u WHERE c = a * 2");
      expect(counted[0]?.n).toBe(60);
    } finally {
      await db.$disconnect();
    }
  });

  it("serialises transactions of different connections and keeps serving after a failed query", async () => {
    const transfer = async (i: number) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("INSERT INTO t (a, b) VALUES ($1, $2)", [10_000 + i, "tx"]);
        if (i % 5 === 0) await client.query("SELECT * FROM no_existe WHERE id = $1", [i]).catch(() => null);
        await client.query(i % 5 === 0 ? "ROLLBACK" : "COMMIT");
      } finally {
        client.release();
      }
    };
    await Promise.all(Array.from({ length: 40 }, (_, i) => transfer(i)));
    const { rows } = await pool.query("SELECT count(*)::int AS n FROM t WHERE b = $1", ["tx"]);
    expect(rows[0].n).toBe(32);
    // The queue is not left stuck by the failures above.
    expect((await pool.query("SELECT 1 AS one")).rows[0].one).toBe(1);
  });
});
