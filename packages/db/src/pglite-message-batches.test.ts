import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { serialize } from "pg-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchLength, lastMessageType, makeQueueProtocolSafe } from "./pglite-protocol-queue.ts";

const bytes = (...parts: Buffer[]) => new Uint8Array(Buffer.concat(parts));
const query = () => [serialize.parse({ text: "SELECT $1::int AS v", types: [] }), serialize.bind({ values: ["7"] }), serialize.describe({ type: "P" }), serialize.execute({}), serialize.sync()];

describe("batches of protocol messages", () => {
  it("take every complete message, the startup message alone and a Terminate alone", () => {
    const messages = query();
    const all = bytes(...messages);
    expect(batchLength(all)).toBe(all.length);
    // An incomplete last message waits for the rest of it.
    expect(batchLength(all.subarray(0, all.length - 2))).toBe(all.length - messages.at(-1)!.length);
    expect(batchLength(all.subarray(0, 3))).toBe(0);
    expect(batchLength(bytes(serialize.sync(), serialize.end()))).toBe(serialize.sync().length);
    expect(batchLength(bytes(serialize.end(), serialize.sync()))).toBe(serialize.end().length);
    const startup = serialize.startup({ user: "postgres", database: "postgres" });
    expect(batchLength(bytes(startup, serialize.sync()))).toBe(startup.length);
  });

  it("are judged by their last message", () => {
    const [parse, bind, describeP, execute, sync] = query();
    expect(lastMessageType(bytes(parse!, bind!, describeP!, execute!, sync!))).toBe(0x53);
    expect(lastMessageType(bytes(parse!, bind!))).toBe(0x42);
    expect(lastMessageType(bytes(serialize.startup({ user: "postgres" })))).toBe(0);
  });
});

describe("the embedded server", () => {
  let db: PGlite;
  let server: PGLiteSocketServer;
  let pool: pg.Pool;
  const calls: number[] = [];
  beforeAll(async () => {
    db = await PGlite.create();
    const run = db.execProtocolRawStream.bind(db);
    db.execProtocolRawStream = (message, options) => {
      calls.push(message.length);
      return run(message, options);
    };
    server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections: 10 });
    makeQueueProtocolSafe(server);
    await server.start();
    pool = new pg.Pool({ connectionString: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`, max: 4 });
    await pool.query("CREATE TABLE t (id int PRIMARY KEY, a text)");
  });
  afterAll(async () => {
    await pool?.end();
    await server?.stop();
    await db?.close();
  });

  it("runs a parameterised query in one call into PGlite, not one per message", async () => {
    calls.length = 0;
    const { rows } = await pool.query("SELECT $1::int + 1 AS v", [41]);
    expect(rows).toEqual([{ v: 42 }]);
    expect(calls).toHaveLength(1);
  });

  it("answers queries of several connections at once, failed ones included, and keeps serving", async () => {
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        i % 10 === 0
          ? pool.query("SELECT * FROM no_existe WHERE id = $1", [i]).then(() => false, (error: { code?: string }) => error.code === "42P01")
          : i % 2 === 0
            ? pool.query("INSERT INTO t (id, a) VALUES ($1, $2) RETURNING a", [i, `a${i}`]).then((r) => r.rows[0].a === `a${i}`)
            : pool.query("SELECT $1::text AS v", [`q${i}`]).then((r) => r.rows[0].v === `q${i}`),
      ),
    );
    expect(results.every(Boolean)).toBe(true);
    expect((await pool.query("SELECT count(*)::int AS n FROM t")).rows[0].n).toBe(48);
  });
});
