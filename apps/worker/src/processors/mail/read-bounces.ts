import { readBounceMailbox, type TBounceMailboxRun } from "@portal/core/mail/bounce-mailbox";
import { parseJobData } from "@portal/jobs/define-job";
import { READ_BOUNCES_JOB } from "@portal/jobs/mail/read-bounces.job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/** Reads the bounce mailbox (logic in @portal/core/mail/bounce-mailbox); nothing to do without BOUNCE_IMAP_URL. */
async function processReadBounces(job: Job, ctx: WorkerContext): Promise<TBounceMailboxRun | { skipped: true }> {
  parseJobData(READ_BOUNCES_JOB, job.data);
  if (!ctx.env.BOUNCE_IMAP_URL) return { skipped: true };
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  return readBounceMailbox({ db: ctx.db, env: ctx.env, log, settings: ctx.settings, redis: ctx.redis, queues: ctx.queues }, ctx.env.BOUNCE_IMAP_URL);
}

export const readBouncesProcessor: Processor = { job: READ_BOUNCES_JOB, process: processReadBounces };
