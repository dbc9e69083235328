import { z } from "zod";
import { defineJob } from "../define-job.ts";
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
  // Every day at 0:30 in Bogotá: the deadline day is over, and the notice arrives in the morning.
  schedule: { id: "complaint-forms:tacit-withdrawal", pattern: "30 0 * * *" },
});
