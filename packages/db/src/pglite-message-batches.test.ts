import { connect, type Socket } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import pg from "pg";
import { serialize } from "pg-protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, Prisma } from "./client.ts";
import { batchLength, closeStatementsBatch, lastMessageType, makeQueueProtocolSafe, namespacedName, namespaceStatements } from "./pglite-protocol-queue.ts";
import { queryRows } from "./raw-rows.ts";

const bytes = (...parts: Buffer[]) => new Uint8Array(Buffer.concat(parts));
const query = () => [
  serialize.parse({ text: "SELECT $1::int AS v", types: [] }),
  serialize.bind({ values: ["7"] }),
  serialize.describe({ type: "P" }),
  serialize.execute({}),
  serialize.sync(),
];

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

/** Each message of a batch as [type, body], checking that every length adds up. */
function messagesOf(batch: Uint8Array): [string, Buffer][] {
  const buffer = Buffer.from(batch);
  const messages: [string, Buffer][] = [];
  let at = 0;
  while (at < buffer.length) {
    const length = buffer.readInt32BE(at + 1);
    expect(at + 1 + length).toBeLessThanOrEqual(buffer.length);
    messages.push([String.fromCharCode(buffer[at]!), buffer.subarray(at + 5, at + 1 + length)]);
    at += 1 + length;
  }
  return messages;
}

describe("prepared-statement names per connection", () => {
  const prefix = Buffer.from("c7_");

  it("prefix every named statement in Parse, Bind, and Describe and Close of a statement, with lengths recomputed", () => {
    const prepared = new Set<string>();
    const batch = bytes(
      serialize.parse({ name: "portal_raw_1", text: "SELECT $1::int AS v", types: [23] }),
      serialize.bind({ portal: "p1", statement: "portal_raw_1", values: ["7"] }),
      serialize.describe({ type: "S", name: "portal_raw_1" }),
      serialize.describe({ type: "P", name: "p1" }),
      serialize.execute({ portal: "p1" }),
      serialize.close({ type: "P", name: "p1" }),
      serialize.close({ type: "S", name: "portal_raw_1" }),
      serialize.sync(),
    );
    const rewritten = namespaceStatements(batch, prefix, prepared)!;
    expect(messagesOf(rewritten)).toEqual([
      ["P", Buffer.concat([Buffer.from("c7_portal_raw_1\0SELECT $1::int AS v\0"), Buffer.from([0, 1, 0, 0, 0, 23])])],
      ["B", serialize.bind({ portal: "p1", statement: "c7_portal_raw_1", values: ["7"] }).subarray(5)],
      ["D", Buffer.from("Sc7_portal_raw_1\0")],
      ["D", Buffer.from("Pp1\0")],
      ["E", serialize.execute({ portal: "p1" }).subarray(5)],
      ["C", Buffer.from("Pp1\0")],
      ["C", Buffer.from("Sc7_portal_raw_1\0")],
      ["S", Buffer.alloc(0)],
    ]);
    // Prepared, then closed in the same batch: nothing left to free.
    expect([...prepared]).toEqual([]);
    namespaceStatements(bytes(serialize.parse({ name: "a", text: "SELECT 1", types: [] })), prefix, prepared);
    expect([...prepared]).toEqual(["c7_a"]);
    expect(messagesOf(closeStatementsBatch(prepared))).toEqual([
      ["S", Buffer.alloc(0)],
      ["C", Buffer.from("Sc7_a\0")],
      ["S", Buffer.alloc(0)],
    ]);
  });

  it("leave the unnamed statement, portals, the startup message and simple queries alone", () => {
    const prepared = new Set<string>();
    expect(namespaceStatements(bytes(...query()), prefix, prepared)).toBeNull();
    expect(namespaceStatements(bytes(serialize.bind({ portal: "p", values: [] }), serialize.describe({ type: "P", name: "p" })), prefix, prepared)).toBeNull();
    expect(namespaceStatements(bytes(serialize.startup({ user: "postgres", database: "postgres" })), prefix, prepared)).toBeNull();
    expect(namespaceStatements(bytes(serialize.query("DEALLOCATE x")), prefix, prepared)).toBeNull();
    expect(prepared.size).toBe(0);
  });

  it("shorten a name that would pass 63 bytes, always to the same one", () => {
    const long = Buffer.from("n".repeat(62));
    const name = namespacedName(prefix, long);
    expect(name.length).toBeLessThanOrEqual(63);
    expect(name.subarray(0, 3).toString()).toBe("c7_");
    expect(namespacedName(prefix, long)).toEqual(name);
    expect(namespacedName(prefix, Buffer.from("n".repeat(61) + "m"))).not.toEqual(name);
    expect(namespacedName(prefix, Buffer.from("n".repeat(60)))).toEqual(Buffer.from(`c7_${"n".repeat(60)}`));
  });
});

/** Waits up to 2 s for `condition`, which a connection's statements meet once the server has freed them. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 100 && !(await condition()); tries++) await new Promise((r) => setTimeout(r, 20));
}

/** A bare protocol connection to the server: sends messages and gives back the types of the answer's messages. */
async function rawConnection(address: string) {
  const [host, port] = address.split(":");
  const socket: Socket = connect(Number(port), host);
  let received = Buffer.alloc(0);
  let waiting: (() => void) | null = null;
  socket.on("data", (data: Buffer) => {
    received = Buffer.concat([received, data]);
    waiting?.();
  });
  const untilReady = async (): Promise<[string, Buffer][]> => {
    for (;;) {
      const messages = received.length ? messagesOf(received) : [];
      const complete = messages.reduce((n, [, body]) => n + 5 + body.length, 0) === received.length;
      if (complete && messages.at(-1)?.[0] === "Z") {
        received = Buffer.alloc(0);
        return messages;
      }
      await new Promise<void>((resolve) => (waiting = resolve));
    }
  };
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  socket.write(serialize.startup({ user: "postgres", database: "postgres" }));
  await untilReady();
  return {
    async send(...messages: Buffer[]) {
      socket.write(Buffer.concat(messages));
      return (await untilReady()).map(([type]) => type).join("");
    },
    close: () => new Promise<void>((resolve) => socket.end(serialize.end(), resolve)),
  };
}

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
  const prepared = async () => (await pool.query<{ name: string }>("SELECT name FROM pg_prepared_statements ORDER BY name")).rows.map((r) => r.name);
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
          ? pool.query("SELECT * FROM no_existe WHERE id = $1", [i]).then(
              () => false,
              (error: { code?: string }) => error.code === "42P01",
            )
          : i % 2 === 0
            ? pool.query("INSERT INTO t (id, a) VALUES ($1, $2) RETURNING a", [i, `a${i}`]).then((r) => r.rows[0].a === `a${i}`)
            : pool.query("SELECT $1::text AS v", [`q${i}`]).then((r) => r.rows[0].v === `q${i}`),
      ),
    );
    expect(results.every(Boolean)).toBe(true);
    expect((await pool.query("SELECT count(*)::int AS n FROM t")).rows[0].n).toBe(48);
  });

  it("gives each connection its own prepared-statement names: the same name, different texts, at once", async () => {
    const [a, b] = [
      new pg.Client(`postgresql://postgres:postgres@${server.getServerConn()}/postgres`),
      new pg.Client(`postgresql://postgres:postgres@${server.getServerConn()}/postgres`),
    ];
    await Promise.all([a.connect(), b.connect()]);
    try {
      // The two connections' queries interleave in the one session, each connection's one after another.
      const run = async (client: pg.Client, text: string, value: (i: number) => unknown, expected: (i: number) => unknown) => {
        const answers = [];
        for (let i = 0; i < 30; i++) answers.push((await client.query({ name: "same", text, values: [value(i)] })).rows[0].v === expected(i));
        return answers;
      };
      const results = await Promise.all([
        run(
          a,
          "SELECT $1::int + 1 AS v",
          (i) => i,
          (i) => i + 1,
        ),
        run(
          b,
          "SELECT $1::text || '!' AS v",
          (i) => `t${i}`,
          (i) => `t${i}!`,
        ),
      ]);
      expect(results.flat()).toEqual(Array.from({ length: 60 }, () => true));
      expect((await prepared()).filter((name) => name.endsWith("_same"))).toHaveLength(2);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
    await until(async () => !(await prepared()).some((name) => name.endsWith("_same")));
  });

  it("describes and closes a connection's named statement", async () => {
    const connection = await rawConnection(server.getServerConn());
    try {
      // ParseComplete, ParameterDescription, RowDescription, ReadyForQuery.
      expect(
        await connection.send(
          serialize.parse({ name: "s1", text: "SELECT $1::int AS v", types: [] }),
          serialize.describe({ type: "S", name: "s1" }),
          serialize.sync(),
        ),
      ).toBe("1tTZ");
      expect(await connection.send(serialize.bind({ statement: "s1", values: ["5"] }), serialize.execute({}), serialize.sync())).toBe("2DCZ");
      // Another connection's "s1" is not this one's.
      const other = await rawConnection(server.getServerConn());
      expect(await other.send(serialize.describe({ type: "S", name: "s1" }), serialize.sync())).toBe("EZ");
      await other.close();
      expect(await connection.send(serialize.close({ type: "S", name: "s1" }), serialize.sync())).toBe("3Z");
      expect(await connection.send(serialize.describe({ type: "S", name: "s1" }), serialize.sync())).toBe("EZ");
    } finally {
      await connection.close();
    }
  });

  it("frees a connection's prepared statements when it closes", async () => {
    const before = await prepared();
    const client = new pg.Client(`postgresql://postgres:postgres@${server.getServerConn()}/postgres`);
    await client.connect();
    for (const [i, text] of ["SELECT 1 AS v", "SELECT 2 AS v", "SELECT $1::int AS v"].entries()) {
      await client.query({ name: `n${i}`, text, values: text.includes("$1") ? [3] : [] });
    }
    expect((await prepared()).length).toBe(before.length + 3);
    await client.end();
    // Freed through the queue once the server sees the socket close.
    await until(async () => (await prepared()).length === before.length);
    expect(await prepared()).toEqual(before);
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_prepared_statements");
    expect(rows[0]!.n).toBe(before.length);
  });

  it("keeps queryRows unnamed on a PGlite server that does not say it gives connections names of their own", async () => {
    const db = createDb(`postgresql://postgres:postgres@${server.getServerConn()}/postgres`, 2);
    try {
      expect(await queryRows<{ v: number }>(db, Prisma.sql`SELECT ${3}::int AS v`)).toEqual([{ v: 3 }]);
      expect((await prepared()).filter((name) => name.includes("portal_raw"))).toEqual([]);
    } finally {
      await db.$disconnect();
    }
  });
});
