import { claimEmailMessages, EmailLeaseHeldError, type SendEmailOutcome } from "@portal/core/mail/send-email-message";
import { parseJobData } from "@portal/jobs/define-job";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { SEND_EMAILS_JOB } from "@portal/jobs/mail/send-emails.job";
import { DEFAULT_BACKOFF_DELAY_MS } from "@portal/jobs/queues";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";
import { mailSendOptions, rowLog, sendOutboxRow } from "./send-email.ts";

type SendEmailsOutcome = SendEmailOutcome | "handed-off";

/**
 * Sends the outbox rows of a `send-emails` job, several at once (the process's mail slots), each under its own sending claim (so a re-run after a crash
 * skips what was sent). A row that cannot be sent now (transport error, not yet visible, or claimed by another worker)
 * goes on in a `send-email` job of its own — after the first backoff delay, or when the other worker's lease ends —
 * which retries it and marks it FAILED on its last attempt, so one bad address never holds up the others (if the row
 * already had a finished job of its own, that add is a no-op and the outbox relay queues it again). Only when the
 * hand-off itself fails (Redis) does this job fail, and BullMQ retries it.
 */
async function processSendEmails(job: Job, ctx: WorkerContext): Promise<{ outcomes: Record<string, SendEmailsOutcome> }> {
  const { emailMessageIds, requestIds = {} } = parseJobData(SEND_EMAILS_JOB, job.data);
  const canHandOff = ctx.queues.get(SEND_EMAIL_JOB.queue) !== undefined;
  const outcomes: Record<string, SendEmailsOutcome> = {};
  // One statement claims every row that may go now; the others (sent, held by another worker, not visible yet) take
  // the row-by-row way, which says which.
  const claimed = await claimEmailMessages(ctx, emailMessageIds, mailSendOptions(ctx));
  // The rows go out side by side, each taking one of the process's mail slots: one after the other, a job of 13
  // filings' e-mails took 39 database and SMTP round trips in a row while the worker's CPU sat half idle.
  const results = await Promise.allSettled(
    emailMessageIds.map((emailMessageId) =>
      ctx.mailSlots(async () => {
        // The rows of one job may come from several requests: each row's lines carry its own request's id.
        const requestId = requestIds[emailMessageId];
        const log = rowLog(job, ctx, emailMessageId, requestId);
        try {
          outcomes[emailMessageId] = await sendOutboxRow(ctx, log, emailMessageId, claimed.get(emailMessageId));
        } catch (error) {
          if (!canHandOff) throw error;
          const delay = error instanceof EmailLeaseHeldError ? Math.max(0, error.leaseUntil.getTime() - Date.now()) + 250 : DEFAULT_BACKOFF_DELAY_MS;
          await SEND_EMAIL_JOB.enqueue(ctx.queues, { emailMessageId }, { delay, requestId });
          log.warn({ err: error, delayMs: delay }, "correo no enviado en su lote; sigue en un trabajo propio que lo reintentará");
          outcomes[emailMessageId] = "handed-off";
        }
      }),
    ),
  );
  // Every row was tried (or handed off) before the job fails: a retry skips what was sent (its claim says so).
  const failed = results.find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
  return { outcomes };
}

export const sendEmailsProcessor: Processor = { job: SEND_EMAILS_JOB, process: processSendEmails };
