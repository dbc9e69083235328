import type { Job } from "bullmq";
import { markEmailFailed, sendEmailMessage, type SendEmailOutcome } from "@portal/core/mail/send-email-message";
import { isFinalAttempt, parseJobData } from "@portal/jobs/define-job";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../registry.ts";

/**
 * Sends one outbox message. A transport error is rethrown so BullMQ retries with backoff; on the last attempt the
 * row is marked FAILED (with the lastError recorded by sendEmailMessage) before the job fails.
 */
export async function processSendEmail(job: Job, ctx: WorkerContext): Promise<{ outcome: SendEmailOutcome }> {
  const { emailMessageId } = parseJobData(SEND_EMAIL_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id, emailMessageId, attempt: job.attemptsMade + 1 });
  try {
    const outcome = await sendEmailMessage({ db: ctx.db, transport: ctx.transport, log }, emailMessageId);
    if (outcome !== "sent") log.info({ outcome }, "correo no reenviado (ya procesado)");
    return { outcome };
  } catch (error) {
    if (isFinalAttempt(job)) {
      const marked = await markEmailFailed(ctx.db, emailMessageId, error).catch((dbError: unknown) => {
        // The relay will see the failed job and settle the row later.
        log.error({ err: dbError }, "no se pudo marcar el correo como FAILED");
        return false;
      });
      log.error({ err: error, markedFailed: marked }, "envío de correo fallido en el último intento");
    } else {
      log.warn({ err: error, maxAttempts: job.opts.attempts }, "envío de correo fallido; se reintentará");
    }
    throw error;
  }
}

export const sendEmailProcessor: Processor = { job: SEND_EMAIL_JOB, process: processSendEmail };
