import { randomUUID } from "node:crypto";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { SEND_EMAILS_JOB, SEND_EMAILS_MAX, type TSendEmailsJob } from "@portal/jobs/mail/send-emails.job";
import { createQueue, NO_QUEUES, QUEUE_NAMES, type QueueRegistry } from "@portal/jobs/queues";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { createTestLogger, LOG_LEVELS } from "../testing/test-logger.ts";
import { freePort, type TestServices } from "../testing/test-services.ts";
import { enqueueEmailsInBackground, insertEmailMessage, queueEmail, settleBackgroundEnqueues, tryEnqueueEmails } from "./outbox.ts";

const message = (to = "ana@example.com") => ({ kind: "prueba", to, subject: "Asunto", text: "Hola" });

describe("queueEmail", () => {
  let services: TestServices;
  const opened: { queue: Queue; redis: Redis }[] = [];
  /** A producer queue like the API's (fail-fast connection), on its own key prefix. */
  function producer(url: string, failFast = true) {
    const redis = createRedis(url, { failFast });
    const queue = createQueue(QUEUE_NAMES.mail, redis, { prefix: `t-${randomUUID()}` });
    opened.push({ queue, redis });
    return queue;
  }

  /** The registry of a process whose only queue is `queue`. */
  const mailQueues = (queue: Queue): QueueRegistry => new Map([[QUEUE_NAMES.mail, queue]]);

  /** Records each job added to `queue` (its name and the rows of a send-emails job) and still adds it. */
  function recordAdds(queue: Queue): { name: string; ids: string[] }[] {
    const added: { name: string; ids: string[] }[] = [];
    const add = queue.add.bind(queue);
    queue.add = (name, data, opts) => {
      added.push({ name, ids: (data as TSendEmailsJob).emailMessageIds });
      return add(name, data, opts);
    };
    return added;
  }

  beforeAll(async () => {
    services = await leaseOrStartTestServices();
  });
  afterAll(async () => {
    for (const { queue, redis } of opened) {
      await queue.close().catch(() => {});
      await closeRedis(redis);
    }
    await services?.stop();
  });

  it("stores the row, queues the job under jobId = row id and records queuedAt", async () => {
    const mailQueue = producer(services.redisUrl);
    const { log } = createTestLogger();
    const id = await queueEmail({ db: services.db, queues: mailQueues(mailQueue), log }, { ...message(), html: "<p>Hola</p>" });
    const row = await services.db.emailMessage.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ status: "PENDING", kind: "prueba", to: "ana@example.com", html: "<p>Hola</p>", attempts: 0 });
    expect(row.queuedAt).toBeInstanceOf(Date);
    const job = await mailQueue.getJob(id);
    expect(job?.name).toBe(SEND_EMAIL_JOB.name);
    expect(job?.data).toEqual({ emailMessageId: id });
    expect(job?.opts.attempts).toBe(8);
  });

  it("queuing the same message again adds no second job", async () => {
    const mailQueue = producer(services.redisUrl);
    const id = await queueEmail({ db: services.db, queues: mailQueues(mailQueue), log: createTestLogger().log }, message());
    await SEND_EMAIL_JOB.enqueue(mailQueue, { emailMessageId: id });
    await SEND_EMAIL_JOB.enqueue(mailQueue, { emailMessageId: id });
    expect(await mailQueue.getJobCounts("waiting", "delayed", "active")).toEqual({ waiting: 1, delayed: 0, active: 0 });
  });

  it("with queues off (NO_QUEUES) the row is stored and waits for the relay", async () => {
    const id = await queueEmail({ db: services.db, queues: NO_QUEUES, log: createTestLogger().log }, message());
    expect(await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING", queuedAt: null });
  });

  it("with Redis unreachable it still stores the row, warns and returns quickly", async () => {
    const closedUrl = `redis://127.0.0.1:${await freePort()}`;
    for (const failFast of [true, false]) {
      const mailQueue = producer(closedUrl, failFast);
      const { log, messages } = createTestLogger();
      const started = Date.now();
      const id = await queueEmail({ db: services.db, queues: mailQueues(mailQueue), log }, message(`caido-${failFast}@example.com`), { enqueueTimeoutMs: 500 });
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING", queuedAt: null });
      expect(messages(LOG_LEVELS.warn).join("\n")).toMatch(/no se pudo encolar el correo/);
    }
  });

  it("with the test redis stopped it still stores the row; once Redis is back, queuing works again", async () => {
    const mailQueue = producer(services.redisUrl);
    const deps = { db: services.db, queues: mailQueues(mailQueue), log: createTestLogger().log };
    await services.redisServer.stop();
    try {
      const id = await queueEmail(deps, message("durante-caida@example.com"), { enqueueTimeoutMs: 500 });
      expect(await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "PENDING", queuedAt: null });
    } finally {
      await services.redisServer.start();
    }
    await expect
      .poll(
        async () => {
          const id = await queueEmail(deps, message("despues@example.com"), { enqueueTimeoutMs: 500 });
          return (await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).queuedAt !== null;
        },
        { timeout: 15_000, interval: 250 },
      )
      .toBe(true);
  });
  it("the e-mails of filings finished within ENQUEUE_GATHER_MS go to Redis as one send-emails job listing every row", async () => {
    const mailQueue = producer(services.redisUrl);
    const added = recordAdds(mailQueue);
    const deps = { db: services.db, queues: mailQueues(mailQueue), log: createTestLogger().log };
    const filings = await Promise.all(
      [1, 2, 3].map(async (n) => [
        (await insertEmailMessage(services.db, message(`acuse${n}@example.com`))).id,
        (await insertEmailMessage(services.db, message(`funcionario${n}@example.com`))).id,
      ]),
    );
    for (const ids of filings) enqueueEmailsInBackground(deps, ids);
    await settleBackgroundEnqueues();
    expect(added).toEqual([{ name: SEND_EMAILS_JOB.name, ids: filings.flat() }]);
    for (const id of filings.flat()) expect((await services.db.emailMessage.findUniqueOrThrow({ where: { id } })).queuedAt).toBeInstanceOf(Date);
  });

  it("more rows than one job takes go in several jobs of at most SEND_EMAILS_MAX", async () => {
    const mailQueue = producer(services.redisUrl);
    const added = recordAdds(mailQueue);
    const ids = Array.from({ length: SEND_EMAILS_MAX + 5 }, () => randomUUID());
    expect(await tryEnqueueEmails({ db: services.db, queues: mailQueues(mailQueue), log: createTestLogger().log }, ids, { queuedAtRecorded: true })).toBe(true);
    expect(added.map((a) => a.ids.length)).toEqual([SEND_EMAILS_MAX, 5]);
  });
});
