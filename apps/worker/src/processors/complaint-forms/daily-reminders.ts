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
async function processDailyReminders(job: Job, ctx: WorkerContext): Promise<TDailyRemindersSummary> {
  const { now } = parseJobData(DAILY_REMINDERS_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  const result = await sendDailyReminders(
    { db: ctx.db, env: ctx.env, log, settings: createSettingsStore(ctx.db), queues: ctx.queues },
    now ? new Date(now) : new Date(),
  );
  return summaryOf(result);
}

/** The run's result as BullMQ keeps it in Redis (7 days): counts, not the officials' addresses (the outbox has them). */
type TDailyRemindersSummary = Omit<TDailyRemindersResult, "sent" | "alreadySent" | "alerts"> & {
  sent: number;
  alreadySent: number;
  alerts: Record<keyof TDailyRemindersResult["alerts"], number>;
};

function summaryOf({ sent, alreadySent, alerts, ...rest }: TDailyRemindersResult): TDailyRemindersSummary {
  return {
    ...rest,
    sent: sent.length,
    alreadySent: alreadySent.length,
    alerts: { reminders50: alerts.reminders50.length, reminders80: alerts.reminders80.length, exceeded: alerts.exceeded.length },
  };
}

export const dailyRemindersProcessor: Processor = {
  job: DAILY_REMINDERS_JOB,
  process: processDailyReminders,
};
