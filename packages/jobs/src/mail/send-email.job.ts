import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/** Payload: only the outbox row's id. Everything else lives in the EmailMessage row, written first. */
export const ZSendEmailJob = z.object({ emailMessageId: z.string().uuid() });
export type TSendEmailJob = z.infer<typeof ZSendEmailJob>;

export const SEND_EMAIL_JOB = defineJob({
  queue: QUEUE_NAMES.mail,
  name: "send-email",
  schema: ZSendEmailJob,
  // jobId = row id: queuing the same message twice (API + outbox relay) adds one job.
  jobId: (payload) => payload.emailMessageId,
});

/** Queues the sending of one outbox row; idempotent while BullMQ keeps the job (see DEFAULT_JOB_OPTIONS). */
