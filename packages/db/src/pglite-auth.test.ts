import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "./embedded-postgres.ts";

const PASSWORD = "clave-generada-por-npm-start-0123456789";
let server: EmbeddedPostgres;
let port: string;
beforeAll(async () => {
  server = await startEmbeddedPostgres({ port: 0, password: PASSWORD });
  port = new URL(server.url).port;
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

async function connectError(url: string): Promise<{ code?: string } | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    await client.end();
    return null;
  } catch (error) {
    await client.end().catch(() => {});
    return error as { code?: string };
  }
}

describe("the embedded database's password", () => {
  it("lets in a client that proves it (SCRAM-SHA-256), and its queries run", async () => {
    expect(server.url).toContain(encodeURIComponent(PASSWORD));
    const pool = new pg.Pool({ connectionString: server.url, max: 4 });
    try {
      const results = await Promise.all(Array.from({ length: 8 }, (_, i) => pool.query("SELECT $1::int + 1 AS n", [i])));
      expect(results.map((r) => r.rows[0].n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    } finally {
      await pool.end();
    }
  });

  it("refuses any other password, PostgreSQL's way (28P01), and the server keeps serving", async () => {
    expect((await connectError(`postgresql://postgres:postgres@127.0.0.1:${port}/postgres`))?.code).toBe("28P01");
    expect((await connectError(`postgresql://postgres:${PASSWORD}x@127.0.0.1:${port}/postgres`))?.code).toBe("28P01");
    expect((await connectError(`postgresql://otro:otra@127.0.0.1:${port}/postgres`))?.code).toBe("28P01");
    expect(await connectError(server.url)).toBeNull();
  });
});
