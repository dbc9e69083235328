import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * The daily indicators run: scores the running week, month and year (and the period before each, closed by then)
 * from the portal's own data, and rebuilds the rankings. Payload: an optional instant to run "as of" and how many
 * past periods to measure again (manual re-runs and tests); the scheduler sends {}.
 */
export const ZComputeIndicatorsJob = z.object({
  now: z.iso.datetime({ offset: true }).optional(),
  back: z.number().int().min(0).max(24).optional(),
});
export type TComputeIndicatorsJob = z.infer<typeof ZComputeIndicatorsJob>;

export const COMPUTE_INDICATORS_JOB = defineJob({
  queue: QUEUE_NAMES.indicators,
  name: "compute-indicators",
  schema: ZComputeIndicatorsJob,
  // Idempotent: a run overwrites the period's scores and rankings.
  options: { attempts: 3 },
  // Every day at 1:30 in Bogotá (after midnight, so yesterday's closed week or month gets its final score).
  schedule: { id: "indicators:compute", pattern: "30 1 * * *" },
});
