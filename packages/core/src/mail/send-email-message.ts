import { type Db, Prisma } from "@portal/db/client";
import { queryRows } from "@portal/db/raw-rows";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { MAIL_LIMITS, MAIL_SUPPRESSED_REASONS } from "@portal/schemas/mail/mail-limits";
import { RATE_LIMITS } from "@portal/schemas/rate-limits/rate-limits";
import { AppError } from "../errors/app-error.ts";
import type { Logger } from "../logger.ts";
import type { RateLimits } from "../rate-limits/rate-limits.ts";
import { type AttachmentResolver, attachmentRefsOf, resolveAttachments } from "./attachments.ts";
import { DIGEST_POLICIES, RECIPIENT_LIMITED_KINDS } from "./mail-policies.ts";
import { redactJson, redactLinks } from "./redact.ts";
import type { MailTransport } from "./transport.ts";

export interface SendEmailDeps {
  db: Db;
  transport: MailTransport;
  log: Logger;
  /** The per-recipient limit (`mailRecipient`); without it citizen-addressed mail is not limited (some tests). */
  rateLimits?: Pick<RateLimits, "consume"> | null;
  /** Per kind, the notices sent one by one before the digest takes over, instead of the policy's (env overrides). */
  digestAfter?: Readonly<Record<string, number>>;
  /** Turns a row's attachment references into files (the worker's); a row with references fails without it. */
  resolveAttachment?: AttachmentResolver;
}

export interface SendEmailOptions {
  /** Length of the sending claim (default MAIL_LIMITS.sendLeaseSeconds). */
  leaseMs?: number;
  now?: () => Date;
}

/** "rejected": the mail server refused the message for good (a 5xx answer): FAILED at once, not retried. */
export type SendEmailOutcome = "sent" | "already-sent" | "already-failed" | "suppressed" | "batched" | "rejected";

/** Thrown when the row is not (yet) visible, e.g. queued before its transaction committed: BullMQ retries. */
export class EmailMessageNotFoundError extends Error {
  override readonly name = "EmailMessageNotFoundError";
  constructor(readonly emailMessageId: string) {
    super(`No existe el correo ${emailMessageId} en la bandeja de salida`);
  }
}

/** Another worker holds the sending claim until `leaseUntil`: try again after it (the processor delays the job). */
export class EmailLeaseHeldError extends Error {
  override readonly name = "EmailLeaseHeldError";
  constructor(
    readonly emailMessageId: string,
    readonly leaseUntil: Date,
  ) {
    super(`El correo ${emailMessageId} lo está enviando otro worker hasta ${leaseUntil.toISOString()}`);
  }
}

export const SEND_LEASE_MS = MAIL_LIMITS.sendLeaseSeconds * 1000;
const MAX_ERROR_LENGTH = 2_000;

/**
 * Sends one outbox row, at most once in effect:
 *
 * 1. Claim: PENDING (or SENDING whose lease expired — its worker died) → SENDING with a lease, in one conditional
 *    UPDATE, so two workers never send the same row at once. The first claim fixes the row's Message-ID.
 * 2. On the first claim only, the mail policies: a citizen-addressed kind over the recipient's limit is SUPPRESSED
 *    (the request it belongs to stays filed); a staff notice past the digest threshold is BATCHED for a digest.
 * 3. Send with the stable Message-ID (the file transport writes `<id>.eml` atomically, so a re-send after a crash
 *    replaces the same file), then SENT, with text/html replaced by a redacted copy (no live links kept).
 *
 * A crash between 3's send and SENT leaves SENDING with a lease: the retry waits for it to expire and re-sends the
 * same message (same file, same Message-ID). A SENT, FAILED, SUPPRESSED or BATCHED row is left alone. On a transport
 * error the claim is released, the attempt counted, lastError kept and the error rethrown (BullMQ retries).
 */
export async function sendEmailMessage(deps: SendEmailDeps, id: string, options: SendEmailOptions = {}): Promise<SendEmailOutcome> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? SEND_LEASE_MS;
  const row = await deps.db.emailMessage.findUnique({ where: { id } });
  if (!row) throw new EmailMessageNotFoundError(id);
  const settled = settledOutcome(row.status);
  if (settled) return settled;

  const claimedAt = now();
  if (row.status === "SENDING" && row.leaseUntil && row.leaseUntil > claimedAt) throw new EmailLeaseHeldError(id, row.leaseUntil);
  const messageId = row.messageId ?? deps.transport.messageIdFor(row.id);
  const firstClaim = row.leaseUntil === null;
  const { count } = await deps.db.emailMessage.updateMany({
    where: { id, OR: [{ status: "PENDING" }, { status: "SENDING", leaseUntil: { lt: claimedAt } }] },
    data: { status: "SENDING", leaseUntil: new Date(claimedAt.getTime() + leaseMs), messageId },
  });
  if (count === 0) {
    // Someone else claimed or settled it between the read and the claim.
    const current = await deps.db.emailMessage.findUniqueOrThrow({ where: { id }, select: { status: true, leaseUntil: true } });
    const outcome = settledOutcome(current.status);
    if (outcome) return outcome;
    throw new EmailLeaseHeldError(id, current.leaseUntil ?? new Date(claimedAt.getTime() + leaseMs));
  }
  return deliverClaimed(deps, { ...row, messageId, firstClaim }, now);
}

/** A row this worker holds the sending claim of (status SENDING, its lease running), with what sending it needs. */
export interface ClaimedEmail {
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  data: Prisma.JsonValue | null;
  /** Attachment references (mail/attachments.ts), resolved to files when sending. */
  attachments: Prisma.JsonValue | null;
  createdAt: Date;
  messageId: string;
  /** Claimed for the first time: the mail policies are decided now (and only now). */
  firstClaim: boolean;
  /** When the claim was taken (a row that waited too long for its turn is claimed again before it is sent). */
  claimedAt?: Date;
}

/**
 * Claims every row of `ids` that may be sent now (PENDING, or SENDING whose lease expired) in one statement, past the
 * ORM: what a job of several rows used to do with a read and a conditional update per row. Rows left out are
 * settled, held by another worker or not visible yet: `sendEmailMessage` tells which, row by row.
 */
export async function claimEmailMessages(
  deps: Pick<SendEmailDeps, "db" | "transport">,
  ids: readonly string[],
  options: SendEmailOptions = {},
): Promise<Map<string, ClaimedEmail>> {
  if (ids.length === 0) return new Map();
  const claimedAt = (options.now ?? (() => new Date()))();
  const leaseUntil = new Date(claimedAt.getTime() + (options.leaseMs ?? SEND_LEASE_MS));
  const messageIds = ids.map((id) => deps.transport.messageIdFor(id));
  // The sub-select locks the rows and keeps their lease as it was, which says whether this is their first claim.
  const rows = await queryRows<Omit<ClaimedEmail, "claimedAt">>(
    deps.db,
    Prisma.sql`
    UPDATE "EmailMessage" AS e
    SET "status" = 'SENDING', "leaseUntil" = ${leaseUntil}, "messageId" = COALESCE(e."messageId", v.mid)
    FROM (
      SELECT m."id", m."leaseUntil" AS prev, u.mid
      FROM "EmailMessage" AS m JOIN unnest(${[...ids]}::text[], ${messageIds}::text[]) AS u(id, mid) ON u.id = m."id"
      FOR UPDATE OF m
    ) AS v
    WHERE e."id" = v."id" AND (e."status" = 'PENDING' OR (e."status" = 'SENDING' AND e."leaseUntil" < ${claimedAt}))
    RETURNING e."id", e."kind", e."to", e."subject", e."text", e."html", e."data", e."attachments", e."createdAt", e."messageId", v.prev IS NULL AS "firstClaim"`,
  );
  return new Map(rows.map((row) => [row.id, { ...row, claimedAt }]));
}

/**
 * Sends a row claimed by `claimEmailMessages`. One that waited for its turn past half its lease is not sent on that
 * claim (another worker may take it over soon): it goes through `sendEmailMessage`, which claims it again or says who
 * holds it.
 */
export async function sendClaimedEmail(deps: SendEmailDeps, row: ClaimedEmail, options: SendEmailOptions = {}): Promise<SendEmailOutcome> {
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? SEND_LEASE_MS;
  if (!row.claimedAt || now().getTime() - row.claimedAt.getTime() > leaseMs / 2) return sendEmailMessage(deps, row.id, options);
  return deliverClaimed(deps, row, now);
}

/** The policies (on a first claim), the send, and SENT with the redacted copy: a claimed row's way out. */
async function deliverClaimed(deps: SendEmailDeps, row: ClaimedEmail, now: () => Date): Promise<SendEmailOutcome> {
  const { id, messageId } = row;
  const log = deps.log.child({ emailMessageId: id, kind: row.kind });

  if (row.firstClaim) {
    const held = await applyPolicies(deps, row, log);
    if (held) return held;
  }

  let result;
  try {
    const attachments = await resolveAttachments(attachmentRefsOf(row.attachments), deps.resolveAttachment);
    result = await deps.transport.send({
      id: row.id,
      messageId,
      kind: row.kind,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      attachments,
    });
  } catch (error) {
    const lastError = errorText(error);
    const smtpResponse = serverAnswerOf(error);
    if (isPermanentRejection(error)) {
      // A 5xx answer will not change on a retry (unknown mailbox, refused content): the row is FAILED with it now.
      await deps.db.emailMessage.updateMany({
        where: { id, status: "SENDING" },
        data: { status: "FAILED", leaseUntil: null, attempts: { increment: 1 }, lastError, smtpResponse },
      });
      log.warn({ smtpResponse }, "el servidor de correo rechazó el mensaje");
      return "rejected";
    }
    await deps.db.emailMessage
      .updateMany({ where: { id, status: "SENDING" }, data: { status: "PENDING", leaseUntil: now(), attempts: { increment: 1 }, lastError, smtpResponse } })
      .catch((dbError: unknown) => log.error({ err: dbError }, "no se pudo registrar el error de envío"));
    throw error;
  }
  // Past the ORM: the redacted bodies are the statement's parameters, which its query compiler would copy twice.
  const sentAt = now();
  const data = row.data === null ? null : JSON.stringify(redactJson(row.data));
  const marked = (
    await queryRows<{ id: string }>(
      deps.db,
      Prisma.sql`
    UPDATE "EmailMessage"
    SET "status" = 'SENT', "sentAt" = ${sentAt}, "emlPath" = ${result.emlPath ?? null}, "attempts" = "attempts" + 1, "smtpResponse" = ${result.response ?? null},
        "text" = ${redactLinks(row.text)}, "html" = ${row.html === null ? null : redactLinks(row.html)},
        "data" = COALESCE(${data}::jsonb, "data"), "redactedAt" = ${sentAt}
    WHERE "id" = ${id} AND "status" = 'SENDING'
    RETURNING "id"`,
    )
  ).length;
  if (marked === 0) log.warn("correo enviado, pero otro worker ya lo había resuelto (mismo Message-ID: no hay duplicado para el destinatario)");
  log.info({ messageId: result.messageId, emlPath: result.emlPath }, "correo enviado");
  return "sent";
}

function settledOutcome(status: string): SendEmailOutcome | null {
  switch (status) {
    case "SENT":
      return "already-sent";
    case "FAILED":
      return "already-failed";
    case "SUPPRESSED":
      return "suppressed";
    case "BATCHED":
      return "batched";
    default:
      return null;
  }
}

type ClaimedRow = { id: string; kind: string; to: string; createdAt: Date };

/** The per-recipient limit and the digest threshold, decided once per row (its first claim). */
async function applyPolicies(deps: SendEmailDeps, row: ClaimedRow, log: Logger): Promise<SendEmailOutcome | null> {
  if (deps.rateLimits && RECIPIENT_LIMITED_KINDS.has(row.kind)) {
    try {
      await deps.rateLimits.consume("mailRecipient", row.to.trim().toLowerCase());
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "TOO_MANY_REQUESTS") throw error;
      const limit = RATE_LIMITS.mailRecipient;
      const reason = fillMessage(MAIL_SUPPRESSED_REASONS.recipientLimit, { points: String(limit.points), minutes: String(limit.durationSeconds / 60) });
      await deps.db.emailMessage.updateMany({ where: { id: row.id, status: "SENDING" }, data: { status: "SUPPRESSED", suppressedReason: reason } });
      log.warn({ reason }, "correo suprimido: el destinatario superó su límite");
      return "suppressed";
    }
  }
  const digest = DIGEST_POLICIES[row.kind];
  if (digest) {
    // Decided by the row's own predecessors, so every worker (and a retry) reaches the same answer. Counted only up to
    // the threshold: a soak's thousands of notices in the window made counting them all cost 46 ms per notice.
    const threshold = deps.digestAfter?.[row.kind] ?? digest.afterNotices;
    const earlier = await deps.db.emailMessage.count({
      where: { to: row.to, kind: row.kind, id: { not: row.id }, createdAt: { gte: new Date(row.createdAt.getTime() - digest.windowMs), lte: row.createdAt } },
      take: threshold,
    });
    if (earlier >= threshold) {
      await deps.db.emailMessage.updateMany({ where: { id: row.id, status: "SENDING" }, data: { status: "BATCHED" } });
      log.info({ earlier }, "aviso retenido para el resumen (muchos avisos al mismo destinatario)");
      return "batched";
    }
  }
  return null;
}

/** Gives up on a message: PENDING/SENDING → FAILED with the last error (a SENT row is never downgraded). */
export async function markEmailFailed(db: Db, id: string, error: unknown): Promise<boolean> {
  const { count } = await db.emailMessage.updateMany({
    where: { id, status: { in: ["PENDING", "SENDING"] } },
    data: { status: "FAILED", lastError: errorText(error) },
  });
  return count > 0;
}

/** The SMTP server's answer carried by a nodemailer error ("550 5.1.1 <x@y>: Recipient address rejected"), if any. */
function serverAnswerOf(error: unknown): string | null {
  const response = typeof error === "object" && error !== null ? (error as { response?: unknown }).response : undefined;
  return typeof response === "string" ? response.slice(0, MAX_ERROR_LENGTH) : null;
}

/** A 5xx SMTP reply: the server refused the message for good. */
function isPermanentRejection(error: unknown): boolean {
  const code = typeof error === "object" && error !== null ? (error as { responseCode?: unknown }).responseCode : undefined;
  return typeof code === "number" && code >= 500 && code < 600;
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? `${error.name === "Error" ? "" : `${error.name}: `}${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}
