import type { Job, Queue } from "bullmq";
import { z } from "zod";
import { defineJob, enqueueJob, type EnqueueOptions } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * The daily tacit withdrawal (Ley 1755 de 2015 art. 17): closes the requests whose citizen did not complete them
 * within the month after the requirement. Payload: an optional instant to run "as of" (re-runs and tests).
 */
export const ZTacitWithdrawalJob = z.object({ now: z.iso.datetime({ offset: true }).optional() });
export type TTacitWithdrawalJob = z.infer<typeof ZTacitWithdrawalJob>;

export const TACIT_WITHDRAWAL_JOB = defineJob({
  queue: QUEUE_NAMES.complaintForms,
  name: "tacit-withdrawal",
  schema: ZTacitWithdrawalJob,
  // Idempotent (a closed request is never touched again), so retries are safe.
  options: { attempts: 3 },
});

/** Every day at 0:30 in Bogotá: the deadline day is over, and the notice arrives in the morning. */
export const TACIT_WITHDRAWAL_SCHEDULE = { id: "complaint-forms:tacit-withdrawal", pattern: "30 0 * * *", tz: "America/Bogota" } as const;

export function enqueueTacitWithdrawal(queue: Queue, payload: TTacitWithdrawalJob = {}, overrides?: EnqueueOptions): Promise<Job> {
  return enqueueJob(queue, TACIT_WITHDRAWAL_JOB, payload, overrides);
}

/** Creates or updates the repeatable job (idempotent: the scheduler id is fixed). */
export function scheduleTacitWithdrawal(queue: Queue): Promise<Job> {
  if (queue.name !== TACIT_WITHDRAWAL_JOB.queue) throw new Error(`El desistimiento tácito va en la cola "${TACIT_WITHDRAWAL_JOB.queue}", no en "${queue.name}".`);
  return queue.upsertJobScheduler(
    TACIT_WITHDRAWAL_SCHEDULE.id,
    { pattern: TACIT_WITHDRAWAL_SCHEDULE.pattern, tz: TACIT_WITHDRAWAL_SCHEDULE.tz },
    { name: TACIT_WITHDRAWAL_JOB.name, data: {}, opts: { attempts: TACIT_WITHDRAWAL_JOB.options.attempts, backoff: TACIT_WITHDRAWAL_JOB.options.backoff } },
  );
}
