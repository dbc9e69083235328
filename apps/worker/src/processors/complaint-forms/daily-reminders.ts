import { sendDailyReminders, type TDailyRemindersResult } from "@portal/core/complaint-forms/daily-reminders";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import { DAILY_REMINDERS_JOB } from "@portal/jobs/complaint-forms/daily-reminders.job";
import { parseJobData } from "@portal/jobs/define-job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/**
 * Runs the daily PQRDS reminder (logic in @portal/core/complaint-forms/daily-reminders): the e-mails go through the
 * outbox, on the worker's mail queue.
 */
async function processDailyReminders(job: Job, ctx: WorkerContext): Promise<TDailyRemindersResult> {
  const { now } = parseJobData(DAILY_REMINDERS_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  return sendDailyReminders({ db: ctx.db, env: ctx.env, log, settings: createSettingsStore(ctx.db), queues: ctx.queues }, now ? new Date(now) : new Date());
}

export const dailyRemindersProcessor: Processor = {
  job: DAILY_REMINDERS_JOB,
  process: processDailyReminders,
};
