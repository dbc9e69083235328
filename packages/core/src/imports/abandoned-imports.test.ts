import { randomUUID } from "node:crypto";
import { RUN_IMPORT_JOB } from "@portal/jobs/imports/run-import.job";
import { createQueueRegistry, QUEUE_NAMES } from "@portal/jobs/queues";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { IMPORT_MESSAGES } from "@portal/schemas/imports/import.schema";
import { Worker } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import type { TestServices } from "../testing/test-services.ts";
import { sweepAbandonedImports } from "./abandoned-imports.ts";

let services: TestServices;
beforeAll(async () => {
  services = await leaseOrStartTestServices();
});
afterAll(async () => {
  await services?.stop();
});

const NOW = new Date("2026-11-20T12:00:00Z");
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3600_000);

describe("imports left without a job (the hourly sweep)", () => {
  it("queues again an import whose job Redis lost, fails one whose worker died and BullMQ gave up, leaves live and recent ones", async () => {
    const db = services.db;
    const prefix = `t-${randomUUID()}`;
    const queues = createQueueRegistry(services.redis, { prefix, only: [QUEUE_NAMES.imports] });
    const queue = RUN_IMPORT_JOB.queueIn(queues);
    const importJob = (status: "PENDING" | "RUNNING", createdAt: Date) =>
      db.importJob.create({ data: { kind: "residents", status, createdAt, ...(status === "RUNNING" ? { startedAt: createdAt } : {}) } });
    // Queued while Redis was losing its data: no job anywhere.
    const lost = await importJob("PENDING", hoursAgo(3));
    // Its worker died mid-run twice: BullMQ failed the job ("stalled more than allowable limit") without running it again.
    const abandoned = await importJob("RUNNING", hoursAgo(2));
    await RUN_IMPORT_JOB.enqueue(queues, { importJobId: abandoned.id }, { attempts: 1 });
    const connection = createRedis(services.redisUrl);
    const dying = new Worker(QUEUE_NAMES.imports, () => Promise.reject(new Error("job stalled more than allowable limit")), { connection, prefix });
    await expect.poll(() => queue.getJobState(abandoned.id), { timeout: 10_000, interval: 50 }).toBe("failed");
    await dying.close();
    await closeRedis(connection);
    // A long import still waiting its turn, and one just started.
    const waiting = await importJob("PENDING", hoursAgo(2));
    await RUN_IMPORT_JOB.enqueue(queues, { importJobId: waiting.id });
    const recent = await importJob("RUNNING", hoursAgo(0.5));

    expect(await sweepAbandonedImports({ db, queues }, NOW)).toEqual({ requeued: 1, failed: 1 });

    expect(await queue.getJobState(lost.id)).toBe("waiting");
    expect(await db.importJob.findUniqueOrThrow({ where: { id: lost.id } })).toMatchObject({ status: "PENDING" });
    expect(await db.importJob.findUniqueOrThrow({ where: { id: abandoned.id } })).toMatchObject({
      status: "FAILED",
      progress: 100,
      errors: [{ row: 0, message: IMPORT_MESSAGES.failed }],
    });
    expect(await db.importJob.findUniqueOrThrow({ where: { id: waiting.id } })).toMatchObject({ status: "PENDING" });
    expect(await db.importJob.findUniqueOrThrow({ where: { id: recent.id } })).toMatchObject({ status: "RUNNING" });
    await queues.close();
  });
});
