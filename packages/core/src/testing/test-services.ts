import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@portal/db/client";
import { type EmbeddedPostgres, startEmbeddedPostgres } from "@portal/db/embedded-postgres";
import { migrate } from "@portal/db/migrate";
import { migrationsDir } from "@portal/db/paths";
import { freePort } from "@portal/db/testing/free-port";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import type { Redis } from "ioredis";
import { readTemplate, templatePath, writeTemplate } from "./migrated-template.ts";

/** Kept here too: many tests and benchmarks take it from the test services. */
export { freePort };

/**
 * Real services for integration tests: an in-memory PGlite (PostgreSQL 18) with every migration applied, served on
 * a free loopback port, and a real redis-server child process without persistence. No mocks of either.
 *
 * Starting PGlite takes ~5 s: start one set per test file (beforeAll) and isolate tests by data (distinct rows,
 * distinct queue prefixes), not by restarting. leaseOrStartTestServices() (shared-test-services.ts) lends a test
 * process's one set instead, reset for each file (~0.3 s of CPU instead of ~1.7 s): test files use that.
 */
export interface TestServices {
  databaseUrl: string;
  redisUrl: string;
  /** Prisma client on the test database (pool of `dbPoolSize`, default 4). */
  db: Db;
  /** An ioredis client made by `createRedis` (maxRetriesPerRequest: null, so it also suits BullMQ Workers). */
  redis: Redis;
  /** The redis-server process: stop() and start() again on the same port to simulate an outage. */
  redisServer: RedisServer;
  database: EmbeddedPostgres;
  /** Stops everything; safe to call twice. */
  stop(): Promise<void>;
}

export interface StartTestServicesOptions {
  dbPoolSize?: number;
  /** A data directory tar to start from instead of the migrated template (e.g. one already seeded in this run). */
  dataDirTemplate?: string;
}

export async function startTestServices(options: StartTestServicesOptions = {}): Promise<TestServices> {
  const [database, redisServer] = await Promise.all([startTestDatabase(options.dataDirTemplate), startRedisServer()]);
  const db = createDb(database.url, options.dbPoolSize ?? 4);
  const redis = createRedis(redisServer.url, { connectionName: "test-services" });
  let stopped = false;
  return {
    databaseUrl: database.url,
    redisUrl: redisServer.url,
    db,
    redis,
    redisServer,
    database,
    async stop() {
      if (stopped) return;
      stopped = true;
      await closeRedis(redis);
      await db.$disconnect().catch(() => {});
      await Promise.allSettled([database.stop(), redisServer.stop()]);
    },
  };
}

/** An in-memory PGlite on a free loopback port with all of prisma/migrations applied (from the migrated template when kept). */
export async function startTestDatabase(dataDirTemplate?: string): Promise<EmbeddedPostgres> {
  const template = dataDirTemplate ?? templatePath(migrationsDir);
  const loadDataDir = readTemplate(template);
  let lastError: unknown;
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort();
    let database: EmbeddedPostgres;
    try {
      database = await startEmbeddedPostgres({ port, loadDataDir });
    } catch (error) {
      lastError = error; // the port was taken between freePort() and listen(): try another
      continue;
    }
    try {
      // Also on a template: applies nothing when it is current, and proves the migrator's bookkeeping on each start.
      await migrate(database.url, migrationsDir);
      if (!loadDataDir) await writeTemplate(template, await database.dumpDataDir());
      return database;
    } catch (error) {
      await database.stop().catch(() => {});
      throw error;
    }
  }
  throw new Error(`No se pudo iniciar la base de datos de prueba: ${(lastError as Error)?.message}`);
}

export interface RedisServer {
  readonly url: string;
  readonly port: number;
  readonly running: boolean;
  /** Kills the server (SIGTERM, then SIGKILL after 3 s); the port stays reserved for `start()`. */
  stop(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence) and waits until it answers PING. */
  start(): Promise<void>;
}

const REDIS_SERVER_CANDIDATES = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];

function redisServerBinary(): string {
  // scripts/test.mjs installs Debian's redis-server on a fresh machine; fall back to PATH lookup by spawn.
  return REDIS_SERVER_CANDIDATES.find((p) => existsSync(p)) ?? "redis-server";
}

/** A real redis-server bound to 127.0.0.1 on a free port, no RDB snapshots, no AOF, data dir in a temp folder. */
export async function startRedisServer(options: { port?: number; databases?: number } = {}): Promise<RedisServer> {
  const port = options.port ?? (await freePort());
  let child: ChildProcess | null = null;
  let dir: string | null = null;

  async function start(): Promise<void> {
    if (child) return;
    dir = mkdtempSync(join(tmpdir(), "portal-redis-"));
    const output: string[] = [];
    const proc = spawn(
      redisServerBinary(),
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        dir,
        "--daemonize",
        "no",
        "--loglevel",
        "warning",
        "--databases",
        String(options.databases ?? 1),
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const collect = (chunk: Buffer) => {
      if (output.length < 50) output.push(chunk.toString());
    };
    proc.stdout?.on("data", collect);
    proc.stderr?.on("data", collect);
    // Set by the listeners below: the widening keeps TypeScript from narrowing it to `null` for the loop.
    let exited = null as Error | null;
    proc.once("error", (error) => (exited = error));
    proc.once("exit", (code, signal) => {
      exited ??= new Error(`redis-server terminó (código ${code}, señal ${signal}): ${output.join("").trim()}`);
      if (child === proc) child = null;
    });
    child = proc;
    liveChildren.add(proc);
    proc.once("exit", () => liveChildren.delete(proc));
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (exited) {
        child = null;
        throw exited;
      }
      if (await answersPing(port)) return;
      if (Date.now() > deadline) {
        proc.kill("SIGKILL");
        child = null;
        throw new Error(`redis-server no respondió PING en el puerto ${port}: ${output.join("").trim()}`);
      }
      await sleep(50);
    }
  }

  async function stop(): Promise<void> {
    const proc = child;
    child = null;
    if (proc && proc.exitCode === null && proc.signalCode === null) {
      const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
      proc.kill("SIGTERM");
      const forced = setTimeout(() => proc.kill("SIGKILL"), 3_000);
      await exited;
      clearTimeout(forced);
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  }

  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    get running() {
      return child !== null;
    },
    start,
    async stop() {
      await stop();
    },
  } satisfies RedisServer;
}

/**
 * Children still running when the test process ends are killed, never left behind: when it exits (a crashed test
 * file), and when a signal ends it, as vitest ends its worker processes (SIGTERM) with the worker's shared
 * redis-server still running (shared-test-services.ts). On a signal the children are awaited (no zombie left to an
 * init that does not reap), then the signal ends the process as it would have, unless something else handles it.
 */
const liveChildren = new Set<ChildProcess>();
process.once("exit", () => {
  for (const proc of liveChildren) proc.kill("SIGKILL");
});
for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"] as const) {
  process.once(signal, () => {
    const exits = [...liveChildren].map(
      (proc) =>
        new Promise<void>((resolve) => {
          proc.once("exit", () => resolve());
          proc.kill("SIGKILL");
        }),
    );
    void Promise.race([Promise.all(exits), sleep(2_000)]).then(() => {
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    });
  });
}

/** Raw RESP PING on a fresh socket: no client library, no reconnect logic, nothing left open. */
function answersPing(port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let data = "";
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      data += chunk.toString();
      if (data.includes("\r\n")) done(data.startsWith("+PONG"));
    });
  });
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
