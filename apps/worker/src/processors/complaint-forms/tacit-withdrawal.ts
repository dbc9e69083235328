import { type TTacitWithdrawalResult, withdrawExpiredRequests } from "@portal/core/complaint-forms/tacit-withdrawal";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { TACIT_WITHDRAWAL_JOB } from "@portal/jobs/complaint-forms/tacit-withdrawal.job";
import { parseJobData } from "@portal/jobs/define-job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/** Runs the daily tacit withdrawal (logic in @portal/core/complaint-forms/tacit-withdrawal); notices go through the outbox. */
export async function processTacitWithdrawal(job: Job, ctx: WorkerContext): Promise<TTacitWithdrawalResult> {
  const { now } = parseJobData(TACIT_WITHDRAWAL_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  return withdrawExpiredRequests(
    { db: ctx.db, env: ctx.env, log, settings: createSettingsStore(ctx.db), queues: ctx.queues },
    now ? new Date(now) : new Date(),
  );
}

export const tacitWithdrawalProcessor: Processor = {
  job: TACIT_WITHDRAWAL_JOB,
  process: processTacitWithdrawal,
};
