import { COMPLAINT_EMAIL_KINDS } from "@portal/core/complaint-forms/emails";
import type { Logger } from "@portal/core/logger";
import {
  type ClaimedEmail,
  EmailLeaseHeldError,
  markEmailFailed,
  type SendEmailOutcome,
  sendClaimedEmail,
  sendEmailMessage,
} from "@portal/core/mail/send-email-message";
import { isFinalAttempt, parseJobData } from "@portal/jobs/define-job";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { DelayedError, type Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";
import { attachmentResolver } from "./attachments.ts";

/**
 * Sends one outbox message. A transport error is rethrown so BullMQ retries with backoff; on the last attempt the
 * row is marked FAILED (with the lastError recorded by sendEmailMessage) before the job fails. When another worker
 * holds the row's sending lease (or a crashed one held it), the job waits until the lease ends without using an attempt.
 */
async function processSendEmail(job: Job, ctx: WorkerContext, token?: string): Promise<{ outcome: SendEmailOutcome }> {
  const { emailMessageId } = parseJobData(SEND_EMAIL_JOB, job.data);
  const log = rowLog(job, ctx, emailMessageId);
  try {
    const outcome = await ctx.mailSlots(() => sendOutboxRow(ctx, log, emailMessageId));
    if (outcome !== "sent") log.info({ outcome }, "correo no enviado ahora (ya resuelto, suprimido o retenido para un resumen)");
    return { outcome };
  } catch (error) {
    if (error instanceof EmailLeaseHeldError && token) {
      log.info({ leaseUntil: error.leaseUntil }, "otro worker tiene el correo; se reintentará cuando venza su plazo");
      await job.moveToDelayed(error.leaseUntil.getTime() + 250, token);
      throw new DelayedError();
    }
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

/** The log of one row's sending within a job (`requestId`: the request that stored the row, when the job's is not it). */
export function rowLog(job: Job, ctx: WorkerContext, emailMessageId: string, requestId?: string): Logger {
  return ctx.log.child({ queue: job.queueName, jobId: job.id, emailMessageId, attempt: job.attemptsMade + 1, ...(requestId ? { reqId: requestId } : {}) });
}

/**
 * Sends one outbox row with the worker's transport, limits and lease (both mail processors): `claimed` when its job
 * already claimed it (with its rows, in one statement), else claimed here.
 */
export function sendOutboxRow(ctx: WorkerContext, log: Logger, emailMessageId: string, claimed?: ClaimedEmail): Promise<SendEmailOutcome> {
  const deps = {
    db: ctx.db,
    transport: ctx.transport,
    log,
    rateLimits: ctx.rateLimits,
    digestAfter: digestAfterOf(ctx),
    resolveAttachment: attachmentResolver(ctx),
  };
  const options = mailSendOptions(ctx);
  return claimed ? sendClaimedEmail(deps, claimed, options) : sendEmailMessage(deps, emailMessageId, options);
}

/** The sending claim's length, from the environment. */
export function mailSendOptions(ctx: WorkerContext): { leaseMs: number } {
  return { leaseMs: ctx.env.MAIL_SEND_LEASE_SECONDS * 1000 };
}

function digestAfterOf(ctx: WorkerContext): Record<string, number> {
  return { [COMPLAINT_EMAIL_KINDS.staffNotification]: ctx.env.STAFF_DIGEST_AFTER_NOTICES };
}

export const sendEmailProcessor: Processor = { job: SEND_EMAIL_JOB, process: processSendEmail };
