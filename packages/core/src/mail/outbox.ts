import type { Db, Prisma } from "@portal/db/client";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import { SEND_EMAILS_JOB, SEND_EMAILS_MAX } from "@portal/jobs/mail/send-emails.job";
import type { QueueRegistry } from "@portal/jobs/queues";
import { withTimeout } from "@portal/jobs/redis";
import type { Logger } from "../logger.ts";
import type { TEmailAttachmentRef } from "./attachments.ts";

/**
 * The e-mail outbox. Nothing is lost: the message is first written as an EmailMessage row (PENDING), then a
 * send job is queued. If Redis is down the call still succeeds and the row waits; the worker's outbox relay
 * queues it when Redis is back (apps/worker/src/outbox-relay.ts).
 */
export interface OutboxDeps {
  db: Db;
  /** The process's queues (CoreDeps.queues); with the mail queue off (NO_QUEUES) the row is stored and the relay will queue it. */
  queues: QueueRegistry;
  log: Logger;
  /** The X-Request-Id of the request that stores the message, carried into its job (worker logs). */
  requestId?: string | null;
}

export interface TOutgoingEmail {
  /** What the message is, for logs and admin lists: "password-reset", "email-code", … */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Structured content kept beside the rendered body (e.g. for a digest); redacted after sending like the body. */
  data?: Record<string, string | number | boolean | null>;
  /** Files the worker attaches when sending (resolved then, never stored as bytes). */
  attachments?: TEmailAttachmentRef[];
  /** The PQRDS the message concerns: its staff see the delivery state on the request. */
  complaintFormID?: number;
}

/** Longest time a request waits for Redis to accept the job before leaving it to the relay. */
export const ENQUEUE_TIMEOUT_MS = 1_500;

export interface QueueEmailOptions {
  enqueueTimeoutMs?: number;
}

/** Stores the message and tries to queue it; returns the EmailMessage id. Throws only if the database write fails. */
export async function queueEmail(deps: OutboxDeps, message: TOutgoingEmail, options: QueueEmailOptions = {}): Promise<string> {
  const { id } = await insertEmailMessage(deps.db, message);
  await tryEnqueueEmail(deps, id, options);
  return id;
}

/**
 * The database half alone, for callers that write the message inside their own transaction (`tx`): call
 * `tryEnqueueEmail` after the transaction commits, never inside it (the worker could run before the row is visible).
 */
export async function insertEmailMessage(
  db: Db | Prisma.TransactionClient,
  message: TOutgoingEmail,
  about: { complaintFormID?: number } = {},
): Promise<{ id: string }> {
  message = about.complaintFormID === undefined ? message : { ...message, complaintFormID: about.complaintFormID };
  return db.emailMessage.create({
    data: {
      kind: message.kind,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      ...(message.data ? { data: message.data } : {}),
      ...(message.attachments?.length ? { attachments: message.attachments.map((a) => ({ type: a.type, id: a.id })) } : {}),
      ...(message.complaintFormID !== undefined ? { complaintFormID: message.complaintFormID } : {}),
    },
    select: { id: true },
  });
}

/**
 * Queues the send job for a stored message. Never throws: on any Redis failure (down, slow, refused) it logs a
 * warning and returns false, leaving the row PENDING for the relay. On success it records `queuedAt`.
 */
export async function tryEnqueueEmail(deps: OutboxDeps, emailMessageId: string, options: QueueEmailOptions = {}): Promise<boolean> {
  if (!deps.queues.get(SEND_EMAIL_JOB.queue)) {
    deps.log.debug({ emailMessageId }, "cola de correo desactivada: el correo queda PENDING para el relay");
    return false;
  }
  try {
    // The add itself is idempotent (jobId = row id), so a late completion after the timeout is harmless.
    await withTimeout(
      SEND_EMAIL_JOB.enqueue(deps.queues, { emailMessageId }, { requestId: deps.requestId }),
      options.enqueueTimeoutMs ?? ENQUEUE_TIMEOUT_MS,
      "encolar el correo",
    );
  } catch (error) {
    deps.log.warn({ err: error, emailMessageId }, "no se pudo encolar el correo; queda PENDING y el relay del worker lo encolará");
    return false;
  }
  try {
    await deps.db.emailMessage.updateMany({ where: { id: emailMessageId, queuedAt: null }, data: { queuedAt: new Date() } });
  } catch (error) {
    // Only bookkeeping: the job is queued; the relay may re-add it, which is a no-op.
    deps.log.warn({ err: error, emailMessageId }, "correo encolado pero no se registró queuedAt");
  }
  return true;
}

/**
 * `tryEnqueueEmail` for several stored messages at once: one `send-emails` job listing them (one per SEND_EMAILS_MAX),
 * as a submission that mails the citizen and every responsible user needs. With `queuedAtRecorded` the caller already
 * wrote `queuedAt` with the rows (saving the update on the hot path); if queuing fails it is cleared again so the relay queues them first (and
 * if the process dies in between, the relay still finds the PENDING rows once they are older than its cutoff).
 * Never throws; false leaves the rows to the relay.
 */
export async function tryEnqueueEmails(
  deps: OutboxDeps,
  emailMessageIds: readonly string[],
  options: QueueEmailOptions & { queuedAtRecorded?: boolean; requestIds?: Readonly<Record<string, string>> } = {},
): Promise<boolean> {
  if (emailMessageIds.length === 0) return true;
  const ids = [...emailMessageIds];
  const requestIds = options.requestIds ?? requestIdsOf(ids, deps.requestId);
  try {
    if (!deps.queues.get(SEND_EMAILS_JOB.queue)) throw new Error("cola de correo desactivada");
    const jobs: Promise<unknown>[] = [];
    for (let i = 0; i < ids.length; i += SEND_EMAILS_MAX) {
      const chunk = ids.slice(i, i + SEND_EMAILS_MAX);
      jobs.push(SEND_EMAILS_JOB.enqueue(deps.queues, { emailMessageIds: chunk, ...requestIdsFor(chunk, requestIds) }));
    }
    await withTimeout(Promise.all(jobs), options.enqueueTimeoutMs ?? ENQUEUE_TIMEOUT_MS, "encolar los correos");
  } catch (error) {
    deps.log.warn({ err: error, emailMessageIds: ids }, "no se pudieron encolar los correos; quedan PENDING y el relay del worker los encolará");
    if (options.queuedAtRecorded) {
      await deps.db.emailMessage.updateMany({ where: { id: { in: ids } }, data: { queuedAt: null } }).catch((err: unknown) => {
        deps.log.warn({ err, emailMessageIds: ids }, "no se pudo borrar queuedAt; el relay los encolará al pasar su plazo");
      });
    }
    return false;
  }
  if (options.queuedAtRecorded) return true;
  try {
    await deps.db.emailMessage.updateMany({ where: { id: { in: ids }, queuedAt: null }, data: { queuedAt: new Date() } });
  } catch (error) {
    deps.log.warn({ err: error, emailMessageIds: ids }, "correos encolados pero no se registró queuedAt");
  }
  return true;
}

/** Each row's request id, when its request had one. */
function requestIdsOf(ids: readonly string[], requestId: string | null | undefined): Record<string, string> {
  const map: Record<string, string> = {};
  if (requestId) for (const id of ids) map[id] = requestId;
  return map;
}

/** The `requestIds` of one job's rows, left out when none has one. */
function requestIdsFor(chunk: readonly string[], requestIds: Readonly<Record<string, string>>): { requestIds?: Record<string, string> } {
  const map: Record<string, string> = {};
  for (const id of chunk) if (requestIds[id]) map[id] = requestIds[id];
  return Object.keys(map).length ? { requestIds: map } : {};
}

/** Queuing started by `enqueueEmailsInBackground` and not finished yet (awaited by `settleBackgroundEnqueues`). */
const inFlight = new Set<Promise<boolean>>();

/** Messages handed to `enqueueEmailsInBackground` within ENQUEUE_GATHER_MS, queued together once it has passed. */
interface OpenBatch {
  deps: OutboxDeps;
  options: QueueEmailOptions & { queuedAtRecorded?: boolean };
  ids: string[];
  /** The request that stored each row (the batch gathers several requests' rows). */
  requestIds: Record<string, string>;
}
let openBatches: OpenBatch[] = [];
/** Most rows one batch gathers (a busy moment may gather many filings): one job's worth. */
const MAX_BATCH = SEND_EMAILS_MAX;
/**
 * How long a batch gathers filings before its job is added. E-mail can wait that long (the rows are stored); the API
 * cannot afford a job per filing under load: gathering over one turn of the event loop put one or two filings in a
 * job, 10 ms put about 13 at 540 filings a second (Redis commandstats: 158 jobs for 2,025 filings).
 */
export const ENQUEUE_GATHER_MS = 10;

/**
 * `tryEnqueueEmails` without making the caller wait: for a request whose answer does not depend on the queue (a
 * filing's e-mails are already stored). The rows are committed before this is called, so the job never runs ahead
 * of them; if Redis is down or the process stops before the jobs are added, the rows stay PENDING and the worker's
 * outbox relay queues them (at once when `queuedAt` is empty, after its cutoff otherwise). Never rejects.
 * The messages of every call made within ENQUEUE_GATHER_MS (concurrent filings) go in one `send-emails` job: one
 * Redis write and one job instead of one job per message.
 */
export function enqueueEmailsInBackground(
  deps: OutboxDeps,
  emailMessageIds: readonly string[],
  options: QueueEmailOptions & { queuedAtRecorded?: boolean } = {},
): void {
  if (emailMessageIds.length === 0) return;
  const batch = openBatches.find(
    (b) =>
      b.deps.queues === deps.queues &&
      b.deps.db === deps.db &&
      b.options.queuedAtRecorded === options.queuedAtRecorded &&
      b.options.enqueueTimeoutMs === options.enqueueTimeoutMs &&
      b.ids.length + emailMessageIds.length <= MAX_BATCH,
  );
  if (batch) {
    batch.ids.push(...emailMessageIds);
    Object.assign(batch.requestIds, requestIdsOf(emailMessageIds, deps.requestId));
    return;
  }
  const opened: OpenBatch = { deps, options, ids: [...emailMessageIds], requestIds: requestIdsOf(emailMessageIds, deps.requestId) };
  openBatches.push(opened);
  const done = new Promise<void>((resolve) => setTimeout(resolve, ENQUEUE_GATHER_MS))
    .then(() => {
      openBatches = openBatches.filter((b) => b !== opened);
      return tryEnqueueEmails(opened.deps, opened.ids, { ...opened.options, requestIds: opened.requestIds });
    })
    .catch((error: unknown) => {
      deps.log.warn({ err: error, emailMessageIds: opened.ids }, "no se pudieron encolar los correos; el relay del worker los encolará");
      return false;
    });
  inFlight.add(done);
  void done.finally(() => inFlight.delete(done));
}

/** Waits for the background queuing started so far (graceful shutdown, tests). */
export async function settleBackgroundEnqueues(): Promise<void> {
  while (inFlight.size) await Promise.all([...inFlight]);
}
