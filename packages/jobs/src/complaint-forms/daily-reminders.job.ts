import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * The daily PQRDS reminder: e-mails the responsible users about open requests due within two business days or
 * overdue. Payload: an optional instant to run "as of" (manual re-runs and tests); the scheduler sends {}.
 */
export const ZDailyRemindersJob = z.object({ now: z.iso.datetime({ offset: true }).optional() });
export type TDailyRemindersJob = z.infer<typeof ZDailyRemindersJob>;

export const DAILY_REMINDERS_JOB = defineJob({
  queue: QUEUE_NAMES.complaintForms,
  name: "daily-reminders",
  schema: ZDailyRemindersJob,
  // Idempotent per day and recipient (the logic checks the outbox), so a few retries are safe.
  options: { attempts: 3 },
  // Every day at 7:00 in Bogotá.
  schedule: { id: "complaint-forms:daily-reminders", pattern: "0 7 * * *" },
});
