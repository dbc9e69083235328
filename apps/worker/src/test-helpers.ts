import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv, type TEnv } from "@portal/core/config/env";
import type { MailTransport, TMailToSend } from "@portal/core/mail/transport";
import { runSeed } from "@portal/core/seed/seed";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import type { TestServices } from "@portal/core/testing/test-services";
import { createQueue, QUEUE_NAMES, type QueueName, type QueueRegistry } from "@portal/jobs/queues";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { type Queue, QueueEvents } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, beforeAll } from "vitest";
import type { Processor } from "./processors/processor.ts";
import { startWorkerRuntime, type WorkerRuntime } from "./runtime.ts";

/** Test-only helpers (not used by main.ts). */
export function testEnv(services: TestServices, extra: Record<string, string> = {}): TEnv {
  const dataDir = mkdtempSync(join(tmpdir(), "portal-worker-"));
  return loadEnv({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    LOG_LEVEL: "silent",
    MAIL_FROM: "Alcaldía de Prueba <no-responder@alcaldia.gov.co>",
    ...extra,
  });
}

/** A producer mail queue like the API's (fail-fast connection) on its own key prefix. */
export function testProducer(
  redisUrl: string,
  prefix = `t-${randomUUID()}`,
): { prefix: string; mailQueue: Queue; queues: QueueRegistry; redis: Redis; close(): Promise<void> } {
  const redis = createRedis(redisUrl, { failFast: true });
  const mailQueue = createQueue(QUEUE_NAMES.mail, redis, { prefix });
  return {
    prefix,
    mailQueue,
    queues: new Map([[QUEUE_NAMES.mail, mailQueue]]),
    redis,
    async close() {
      await mailQueue.close().catch(() => {});
      await closeRedis(redis);
    },
  };
}

/**
 * Wraps a transport: counts calls, can fail the first N sends (or the first send to one address, when rows go out
 * side by side and "first" is not an order), can delay each send.
 */
export function instrumentedTransport(
  inner: MailTransport,
  opts: { failFirst?: number; failFirstTo?: string; failAlways?: boolean; delayMs?: number; failMessage?: (message: TMailToSend) => string } = {},
) {
  const calls: TMailToSend[] = [];
  let started: () => void = () => {};
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const transport: MailTransport = {
    kind: inner.kind,
    messageIdFor: (id) => inner.messageIdFor(id),
    async send(message) {
      calls.push(message);
      started();
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      const firstTo = opts.failFirstTo !== undefined && message.to === opts.failFirstTo && calls.filter((c) => c.to === message.to).length === 1;
      if (opts.failAlways || firstTo || calls.length <= (opts.failFirst ?? 0))
        throw new Error(opts.failMessage?.(message) ?? `421 servidor SMTP ocupado (intento ${calls.length})`);
      return inner.send(message);
    },
    close: () => inner.close(),
  };
  return { transport, calls, firstStarted };
}

/**
 * The file's test services (PGlite, Redis: the test process's shared ones, reset, when free) and env with its own
 * DATA_DIR: leased before its tests, given back and removed after.
 */
export function useWorkerServices(): { readonly services: TestServices; readonly env: TEnv } {
  const state = {} as { services: TestServices; env: TEnv };
  beforeAll(async () => {
    state.services = await leaseOrStartTestServices();
    state.env = testEnv(state.services);
  });
  afterAll(async () => {
    await state.services?.stop();
    if (state.env) rmSync(state.env.dataDir, { recursive: true, force: true });
  });
  return state;
}

/**
 * A file whose tests drive real queues end to end: leased services, the seeded portal, a worker runtime running only
 * `processors`, and a producer connection for the use cases that enqueue (as the API's). All closed after the file.
 */
export function useSeededWorkerRuntime(processors: readonly Processor[]): {
  readonly services: TestServices;
  readonly env: TEnv;
  readonly producerRedis: Redis;
} {
  const state = {} as { services: TestServices; env: TEnv; runtime: WorkerRuntime; producerRedis: Redis };
  beforeAll(async () => {
    state.services = await leaseOrStartTestServices();
    state.env = testEnv(state.services);
    await runSeed(state.services.db, { ADMIN_EMAIL: "admin@prueba.gov.co", ADMIN_PASSWORD: "Admin-12345" });
    const { log } = createTestLogger("warn");
    state.runtime = startWorkerRuntime({ env: state.env, db: state.services.db, log, relay: false, processors });
    state.producerRedis = createRedis(state.services.redisUrl, { failFast: true });
  });
  afterAll(async () => {
    await state.runtime?.close();
    if (state.producerRedis) await closeRedis(state.producerRedis);
    await state.services?.stop();
    if (state.env) rmSync(state.env.dataDir, { recursive: true, force: true });
  });
  return state;
}

/**
 * Runs `run` against a worker runtime that processes only `processors`, with a producer's queue `queueName` (as the
 * API's, on its own key prefix) and that queue's events, ready; all of them are closed afterwards, whatever happens.
 */
export async function withJobRuntime<T>(
  setup: { readonly env: TEnv; readonly services: Pick<TestServices, "db" | "redisUrl"> },
  queueName: QueueName,
  processors: readonly Processor[],
  run: (ctx: { queue: Queue; events: QueueEvents; producer: ReturnType<typeof testProducer> }) => Promise<T>,
): Promise<T> {
  const producer = testProducer(setup.services.redisUrl);
  const queue = createQueue(queueName, producer.redis, { prefix: producer.prefix });
  const events = new QueueEvents(queueName, { connection: { url: setup.services.redisUrl }, prefix: producer.prefix });
  const runtime = startWorkerRuntime({
    env: setup.env,
    db: setup.services.db,
    log: createTestLogger().log,
    prefix: producer.prefix,
    relay: false,
    processors,
  });
  try {
    await events.waitUntilReady();
    return await run({ queue, events, producer });
  } finally {
    await runtime.close();
    await events.close();
    await queue.close();
    await producer.close();
  }
}
