import { refreshHangoutSnapshot } from "@portal/core/contents/hangout-refresh";
import { HANGOUT_REFRESH_JOB } from "@portal/jobs/contents/hangout-refresh.job";
import { parseJobData } from "@portal/jobs/define-job";
import { HANGOUT_REFRESH } from "@portal/schemas/contents/hangout-refresh";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/**
 * One minute of a started hangout: snapshot its newest comments into Redis (pages read that, not the database),
 * then queue the next run a minute later, up to 120 runs (logic in @portal/core/contents/hangout-refresh).
 */
async function processHangoutRefresh(job: Job, ctx: WorkerContext) {
  const payload = parseJobData(HANGOUT_REFRESH_JOB, job.data);
  const { next, snapshot } = await refreshHangoutSnapshot({ db: ctx.db, redis: ctx.redis }, payload);
  if (next) {
    await HANGOUT_REFRESH_JOB.enqueue(ctx.queues, { ...payload, run: payload.run + 1 }, { delay: HANGOUT_REFRESH.intervalMs });
  }
  return { run: payload.run, next, comments: snapshot?.comments.length ?? 0 };
}

export const hangoutRefreshProcessor: Processor = { job: HANGOUT_REFRESH_JOB, process: processHangoutRefresh };
