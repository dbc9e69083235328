import { existsSync, readFileSync, rmSync } from "node:fs";
import { insertEmailMessage, queueEmail } from "@portal/core/mail/outbox";
import { leaseOrStartTestServices } from "@portal/core/testing/shared-test-services";
import { createTestLogger } from "@portal/core/testing/test-logger";
import type { TestServices } from "@portal/core/testing/test-services";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { QUEUE_NAMES } from "@portal/jobs/queues";
import { UnrecoverableError, Worker } from "bullmq";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { relayPendingEmails } from "./outbox-relay.ts";
import { startWorkerRuntime } from "./runtime.ts";
import { testEnv, testProducer } from "./test-helpers.ts";

describe("outbox relay", () => {
  let services: TestServices;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  });
  beforeEach(async () => {
    // The relay looks at every PENDING row: each test starts from an empty outbox.
    await services.db.emailMessage.deleteMany();
  });
  afterEach(async () => {
    // Close each test's runtimes: a live relay would otherwise pick up the next test's rows.
    for (const c of cleanups.splice(0).reverse()) await c().catch(() => {});
  });
  afterAll(async () => {
    if (!services.redisServer.running) await services.redisServer.start().catch(() => {});
    await services?.stop();
  });
  const rowOf = (id: string) => services.db.emailMessage.findUniqueOrThrow({ where: { id } });
  const message = (to: string) => ({ kind: "prueba", to, subject: "Notificación de trámite", text: "Su trámite avanzó: revisión técnica terminada." });

  it("a message stored while Redis is down is queued by the relay when Redis is back, and sent", async () => {
    const env = testEnv(services);
    cleanups.push(async () => rmSync(env.dataDir, { recursive: true, force: true }));
    const producer = testProducer(services.redisUrl);
    const runtime = startWorkerRuntime({ env, db: services.db, log: createTestLogger().log, prefix: producer.prefix, relay: { intervalMs: 300 } });
    cleanups.push(
      () => runtime.close(),
      () => producer.close(),
    );

    await services.redisServer.stop();
    let id: string;
    try {
      const started = Date.now();
      id = await queueEmail({ db: services.db, queues: producer.queues, log: createTestLogger().log }, message("caida@example.com"));
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await rowOf(id)).toMatchObject({ status: "PENDING", queuedAt: null });
      // While Redis stays down, ticks come and go and nothing changes.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await rowOf(id)).toMatchObject({ status: "PENDING", attempts: 0 });
    } finally {
      await services.redisServer.start();
    }

    await expect.poll(async () => (await rowOf(id)).status, { timeout: 30_000, interval: 200 }).toBe("SENT");
    const row = await rowOf(id);
    expect(row.queuedAt).toBeInstanceOf(Date);
    expect(row.emlPath!.startsWith(`${env.dataDir}/mail/`)).toBe(true);
    expect(existsSync(row.emlPath!)).toBe(true);
    const parsed = await simpleParser(readFileSync(row.emlPath!));
    expect(parsed.subject).toBe("Notificación de trámite");
    expect(parsed.text?.trim()).toBe("Su trámite avanzó: revisión técnica terminada.");
  });

  it("a worker started while Redis is down waits, then drains the outbox", async () => {
    await services.redisServer.stop();
    const env = testEnv(services);
    cleanups.push(async () => rmSync(env.dataDir, { recursive: true, force: true }));
    const producer = testProducer(services.redisUrl);
    let runtime: ReturnType<typeof startWorkerRuntime>;
    let id: string;
    try {
      id = (await insertEmailMessage(services.db, message("arranque@example.com"))).id;
      runtime = startWorkerRuntime({ env, db: services.db, log: createTestLogger().log, prefix: producer.prefix, relay: { intervalMs: 300 } });
      cleanups.push(
        () => runtime.close(),
        () => producer.close(),
      );
      await new Promise((r) => setTimeout(r, 700));
    } finally {
      await services.redisServer.start();
    }
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 30_000, interval: 200 }).toBe("SENT");
  });

  it("settles rows whose job ended without settling them", async () => {
    const producer = testProducer(services.redisUrl);
    cleanups.push(() => producer.close());
    const deps = { db: services.db, queues: producer.queues, log: createTestLogger().log };

    // Jobs that ended as failed while their rows stayed PENDING (a stall-out, or a worker that died before
    // marking the row): fail them through a throwaway BullMQ worker that does not touch the database.
    // 3. Failed with attempts left → job replaced.
    const stalled = (await insertEmailMessage(services.db, message("estancado@example.com"))).id;
    // 4. Failed and the row used up its attempts → FAILED.
    const exhausted = (await insertEmailMessage(services.db, message("agotado@example.com"))).id;
    const failer = new Worker(
      QUEUE_NAMES.mail,
      async () => {
        throw new UnrecoverableError("job stalled more than allowable limit");
      },
      { connection: services.redis, prefix: producer.prefix },
    );
    failer.on("error", () => {});
    for (const id of [stalled, exhausted]) await SEND_EMAIL_JOB.enqueue(producer.mailQueue, { emailMessageId: id });
    await expect
      .poll(() => Promise.all([stalled, exhausted].map((id) => producer.mailQueue.getJobState(id))), { timeout: 10_000 })
      .toEqual(["failed", "failed"]);
    await failer.close();

    // 1. Never queued → queued.
    const neverQueued = (await insertEmailMessage(services.db, message("nunca@example.com"))).id;
    // 2. Queued and waiting → left alone.
    const waiting = await queueEmail(deps, message("esperando@example.com"));
    await services.db.emailMessage.updateMany({
      where: { id: { in: [stalled, exhausted] } },
      data: { createdAt: new Date(Date.now() - 60_000), queuedAt: new Date(Date.now() - 60_000) },
    });
    await services.db.emailMessage.update({ where: { id: exhausted }, data: { attempts: 8, lastError: "421 ocupado" } });

    const result = await relayPendingEmails(deps, { minAgeMs: 10_000 });
    expect(result).toMatchObject({ queued: 1, requeued: 1, markedFailed: 1, redisUnavailable: false });
    expect(await producer.mailQueue.getJobState(neverQueued)).toBe("waiting");
    expect((await rowOf(neverQueued)).queuedAt).toBeInstanceOf(Date);
    expect(await producer.mailQueue.getJobState(waiting)).toBe("waiting");
    expect(await producer.mailQueue.getJobState(stalled)).toBe("waiting");
    expect(await rowOf(exhausted)).toMatchObject({ status: "FAILED", lastError: "421 ocupado" });

    // A second pass finds nothing to do.
    expect(await relayPendingEmails(deps, { minAgeMs: 10_000 })).toMatchObject({ queued: 0, requeued: 0, markedFailed: 0 });
  });

  it("takes over a claim whose lease expired (its worker died) but not a live one, and writes due digests", async () => {
    const producer = testProducer(services.redisUrl);
    cleanups.push(() => producer.close());
    const deps = { db: services.db, queues: producer.queues, log: createTestLogger().log };
    const old = new Date(Date.now() - 60_000);
    const expired = (await insertEmailMessage(services.db, message("lease-vencido@example.com"))).id;
    const live = (await insertEmailMessage(services.db, message("lease-vivo@example.com"))).id;
    await services.db.emailMessage.update({
      where: { id: expired },
      data: { status: "SENDING", leaseUntil: new Date(Date.now() - 1_000), createdAt: old, queuedAt: old },
    });
    await services.db.emailMessage.update({
      where: { id: live },
      data: { status: "SENDING", leaseUntil: new Date(Date.now() + 60_000), createdAt: old, queuedAt: old },
    });
    // A staff notice held for a digest long enough ago.
    const held = (
      await insertEmailMessage(services.db, {
        ...message("funcionaria@entidad.gov.co"),
        kind: "pqrds-staff-notification",
        data: {
          entityName: "Alcaldía",
          typeName: "Queja",
          trackingID: "1",
          answerableDate: "2026-12-01",
          link: "https://portal.local/pqrs/tok",
          validDays: 30,
        },
      })
    ).id;
    await services.db.emailMessage.update({ where: { id: held }, data: { status: "BATCHED", createdAt: old } });

    // Not yet due with the production window (10 minutes); due with a 30-second one.
    expect(await relayPendingEmails(deps, { minAgeMs: 10_000 })).not.toHaveProperty("digests");
    expect((await rowOf(held)).digestId).toBeNull();
    const result = await relayPendingEmails(deps, { minAgeMs: 10_000, digestHoldMs: 30_000 });
    expect(result).toMatchObject({ digests: 1 });
    expect(await producer.mailQueue.getJobState(expired)).toBe("waiting"); // queued by the first pass
    expect(await producer.mailQueue.getJobState(live)).toBe("unknown");
    const digestId = (await rowOf(held)).digestId!;
    expect(await rowOf(digestId)).toMatchObject({ kind: "pqrds-staff-digest", to: "funcionaria@entidad.gov.co", status: "PENDING" });
    expect(await producer.mailQueue.getJobState(digestId)).toBe("waiting");
  });

  it("reports Redis as unavailable instead of throwing", async () => {
    const producer = testProducer(services.redisUrl);
    cleanups.push(() => producer.close());
    await insertEmailMessage(services.db, message("sin-redis@example.com"));
    await services.redisServer.stop();
    try {
      const result = await relayPendingEmails({ db: services.db, queues: producer.queues, log: createTestLogger().log }, { redisTimeoutMs: 500 });
      expect(result).toMatchObject({ examined: 1, queued: 0, redisUnavailable: true });
    } finally {
      await services.redisServer.start();
    }
  });
});
