import type { Job, Queue } from "bullmq";
import { z } from "zod";
import { defineJob, enqueueJob, type EnqueueOptions } from "../define-job.ts";
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
});

/** Every day at 7:00 in Bogotá. */
export const DAILY_REMINDERS_SCHEDULE = { id: "complaint-forms:daily-reminders", pattern: "0 7 * * *", tz: "America/Bogota" } as const;

export function enqueueDailyReminders(queue: Queue, payload: TDailyRemindersJob = {}, overrides?: EnqueueOptions): Promise<Job> {
  return enqueueJob(queue, DAILY_REMINDERS_JOB, payload, overrides);
}

/** Creates or updates the repeatable job (idempotent: the scheduler id is fixed). */
export function scheduleDailyReminders(queue: Queue): Promise<Job> {
  if (queue.name !== DAILY_REMINDERS_JOB.queue) throw new Error(`El recordatorio diario va en la cola "${DAILY_REMINDERS_JOB.queue}", no en "${queue.name}".`);
  return queue.upsertJobScheduler(
    DAILY_REMINDERS_SCHEDULE.id,
    { pattern: DAILY_REMINDERS_SCHEDULE.pattern, tz: DAILY_REMINDERS_SCHEDULE.tz },
    { name: DAILY_REMINDERS_JOB.name, data: {}, opts: { attempts: DAILY_REMINDERS_JOB.options.attempts, backoff: DAILY_REMINDERS_JOB.options.backoff } },
  );
}
