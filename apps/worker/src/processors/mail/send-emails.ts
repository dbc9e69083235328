import type { Job } from "bullmq";
import { EmailLeaseHeldError, type SendEmailOutcome } from "@portal/core/mail/send-email-message";
import { parseJobData } from "@portal/jobs/define-job";
import { enqueueSendEmail } from "@portal/jobs/mail/send-email.job";
import { SEND_EMAILS_JOB } from "@portal/jobs/mail/send-emails.job";
import { DEFAULT_BACKOFF_DELAY_MS, QUEUE_NAMES } from "@portal/jobs/queues";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";
import { rowLog, sendOutboxRow } from "./send-email.ts";

type SendEmailsOutcome = SendEmailOutcome | "handed-off";

/**
 * Sends the outbox rows of a `send-emails` job in order, each under its own sending claim (so a re-run after a crash
 * skips what was sent). A row that cannot be sent now (transport error, not yet visible, or claimed by another worker)
 * goes on in a `send-email` job of its own — after the first backoff delay, or when the other worker's lease ends —
 * which retries it and marks it FAILED on its last attempt, so one bad address never holds up the others (if the row
 * already had a finished job of its own, that add is a no-op and the outbox relay queues it again). Only when the
 * hand-off itself fails (Redis) does this job fail, and BullMQ retries it.
 */
async function processSendEmails(job: Job, ctx: WorkerContext): Promise<{ outcomes: Record<string, SendEmailsOutcome> }> {
  const { emailMessageIds, requestIds = {} } = parseJobData(SEND_EMAILS_JOB, job.data);
  const mailQueue = ctx.queues.get(QUEUE_NAMES.mail);
  const outcomes: Record<string, SendEmailsOutcome> = {};
  for (const emailMessageId of emailMessageIds) {
    // The rows of one job may come from several requests: each row's lines carry its own request's id.
    const requestId = requestIds[emailMessageId];
    const log = rowLog(job, ctx, emailMessageId, requestId);
    try {
      outcomes[emailMessageId] = await sendOutboxRow(ctx, log, emailMessageId);
    } catch (error) {
      if (!mailQueue) throw error;
      const delay = error instanceof EmailLeaseHeldError ? Math.max(0, error.leaseUntil.getTime() - Date.now()) + 250 : DEFAULT_BACKOFF_DELAY_MS;
      await enqueueSendEmail(mailQueue, { emailMessageId }, { delay, requestId });
      log.warn({ err: error, delayMs: delay }, "correo no enviado en su lote; sigue en un trabajo propio que lo reintentará");
      outcomes[emailMessageId] = "handed-off";
    }
  }
  return { outcomes };
}

export const sendEmailsProcessor: Processor = { job: SEND_EMAILS_JOB, process: processSendEmails };
