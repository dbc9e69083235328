import { COMPUTE_INDICATORS_JOB } from "@portal/jobs/indicators/compute-indicators.job";
import { QUEUE_NAMES } from "@portal/jobs/queues";
import { describe, expect, it } from "vitest";
import { useWorkerServices, withJobRuntime } from "../../test-helpers.ts";
import { computeIndicatorsProcessor } from "./compute-indicators.ts";

const worker = useWorkerServices();

describe("indicators.compute-indicators", () => {
  it("scores the week, month and year as a job of the indicators queue, ranks the site, and schedules itself daily", async () => {
    await worker.services.db.content.create({
      data: { friendlyName: "reciente", contentType: 1, name: "Noticia reciente", creationDate: new Date("2026-11-18T15:00:00Z") },
    });
    await withJobRuntime(worker, QUEUE_NAMES.indicators, [computeIndicatorsProcessor], async ({ queue, events }) => {
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
    });
  });
});
