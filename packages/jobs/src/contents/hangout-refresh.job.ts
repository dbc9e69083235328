import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * One run of a started hangout's comments refresh: the worker snapshots the newest comments into Redis, then queues
 * run + 1 a minute later until run 120 (HANGOUT_REFRESH in schemas). `startsAt` names the chain: a hangout whose
 * start was edited gets a new chain and the old one stops at its next run.
 */
export const ZHangoutRefreshJob = z.object({
  contentID: z.number().int().positive(),
  startsAt: z.iso.datetime({ offset: true }),
  run: z.number().int().min(1).max(1_000),
});
export type THangoutRefreshJob = z.infer<typeof ZHangoutRefreshJob>;

export const HANGOUT_REFRESH_JOB = defineJob({
  queue: QUEUE_NAMES.contents,
  name: "hangout-refresh",
  schema: ZHangoutRefreshJob,
  // A missed minute is replaced by the next run: no long retries. Finished runs are dropped soon (120 per hangout).
  options: { attempts: 2, backoff: { type: "fixed", delay: 5_000 }, removeOnComplete: { age: 3_600, count: 1_000 } },
  // Re-queuing the same run (a second save, a retried enqueue) is a no-op.
  jobId: (p) => `hangout-refresh-${p.contentID}-${Date.parse(p.startsAt)}-${p.run}`,
});
