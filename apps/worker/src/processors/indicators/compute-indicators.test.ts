import { createTestLogger } from "@portal/core/testing/test-logger";
import { COMPUTE_INDICATORS_JOB } from "@portal/jobs/indicators/compute-indicators.job";
import { createQueue, QUEUE_NAMES } from "@portal/jobs/queues";
import { QueueEvents } from "bullmq";
import { describe, expect, it } from "vitest";
import { startWorkerRuntime } from "../../runtime.ts";
import { testProducer, useWorkerServices } from "../../test-helpers.ts";
import { computeIndicatorsProcessor } from "./compute-indicators.ts";

const worker = useWorkerServices();

describe("indicators.compute-indicators", () => {
  it("scores the week, month and year as a job of the indicators queue, ranks the site, and schedules itself daily", async () => {
    await worker.services.db.content.create({
      data: { friendlyName: "reciente", contentType: 1, name: "Noticia reciente", creationDate: new Date("2026-11-18T15:00:00Z") },
    });
    const producer = testProducer(worker.services.redisUrl);
    const queue = createQueue(QUEUE_NAMES.indicators, producer.redis, { prefix: producer.prefix });
    const events = new QueueEvents(QUEUE_NAMES.indicators, { connection: { url: worker.services.redisUrl }, prefix: producer.prefix });
    const runtime = startWorkerRuntime({
      env: worker.env,
      db: worker.services.db,
      log: createTestLogger().log,
      prefix: producer.prefix,
      relay: false,
      processors: [computeIndicatorsProcessor],
    });
    try {
      await events.waitUntilReady();
      const job = await COMPUTE_INDICATORS_JOB.enqueue(queue, { now: "2026-11-20T20:00:00Z", back: 0 });
      const result = (await job.waitUntilFinished(events, 30_000)) as { periods: number; monthScore: number };
      expect(result.periods).toBe(3);
      const month = await worker.services.db.siteScore.findUnique({ where: { periodType_year_month_week: { periodType: 1, year: 2026, month: 11, week: 0 } } });
      expect(month?.score).toBe(result.monthScore);
      const contents = await worker.services.db.indicatorScore.findFirst({ where: { indicatorId: 3, periodType: 1, year: 2026, month: 11 } });
      expect(contents).toMatchObject({ value: 1, score: 10 });
      expect(await worker.services.db.siteRanking.count({ where: { periodType: 1, year: 2026, month: 11, siteTypeId: 0, current: true } })).toBe(1);

      const deadline = Date.now() + 10_000;
      while ((await queue.getJobSchedulers()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect((await queue.getJobSchedulers())[0]).toMatchObject({
        key: COMPUTE_INDICATORS_JOB.schedule?.id,
        pattern: "30 1 * * *",
        name: "compute-indicators",
      });
    } finally {
      await runtime.close();
      await events.close();
      await queue.close();
      await producer.close();
    }
  });
});
