import { computeIndicators } from "@portal/core/indicators/compute-indicators";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { parseJobData } from "@portal/jobs/define-job";
import { COMPUTE_INDICATORS_JOB } from "@portal/jobs/indicators/compute-indicators.job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/** Scores the site's indicators and rebuilds the rankings (logic in @portal/core/indicators/compute-indicators). */
async function processComputeIndicators(job: Job, ctx: WorkerContext): Promise<{ periods: number; monthScore: number | null }> {
  const { now, back } = parseJobData(COMPUTE_INDICATORS_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  const result = await computeIndicators({ db: ctx.db, settings: createSettingsStore(ctx.db, 0) }, { now: now ? new Date(now) : new Date(), back });
  const month = result.periods.filter((p) => p.period.periodType === 1).at(-1);
  log.info({ periods: result.periods.length, monthScore: month?.score }, "indicadores calculados");
  return { periods: result.periods.length, monthScore: month?.score ?? null };
}

export const computeIndicatorsProcessor: Processor = {
  job: COMPUTE_INDICATORS_JOB,
  process: processComputeIndicators,
};
