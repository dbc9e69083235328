import { ZRequestId } from "@portal/schemas/common/request-id";
import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/** Most outbox rows one job sends (the API gathers the e-mails of the filings of a few milliseconds, up to this). */
export const SEND_EMAILS_MAX = 100;

/**
 * Payload: the ids of outbox rows written first, sent in order by one job; and, by row, the X-Request-Id of the request
 * that stored it (one job gathers the rows of several requests), for the worker's log lines of that row.
 */
export const ZSendEmailsJob = z.object({
  emailMessageIds: z.array(z.string().uuid()).min(1).max(SEND_EMAILS_MAX),
  requestIds: z.record(z.string(), ZRequestId).optional(),
});
export type TSendEmailsJob = z.infer<typeof ZSendEmailsJob>;

/**
 * Several outbox rows in one job: what a PQRDS filing mails (the acknowledgement and each responsible user's notice),
 * gathered with the other filings of the same few milliseconds (ENQUEUE_GATHER_MS). One job instead of one per row:
 * under load, each row's own job cost the API and Redis more than the row's insert. No jobId: the rows' sending claims,
 * not the job, make delivery exactly-once, and a row that cannot be sent now goes on in a `send-email` job of its own
 * (worker).
 */
export const SEND_EMAILS_JOB = defineJob({
  queue: QUEUE_NAMES.mail,
  name: "send-emails",
  schema: ZSendEmailsJob,
});

/** Queues the sending of up to SEND_EMAILS_MAX stored rows as one job. */
