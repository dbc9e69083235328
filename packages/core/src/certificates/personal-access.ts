import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  PERSONAL_ACCESS_MESSAGES as M,
  PERSONAL_CODE_LENGTH,
  PERSONAL_CODE_MAX_ATTEMPTS,
  PERSONAL_CODE_TTL_MINUTES,
} from "@portal/schemas/certificates/personal-access-rules";
import { recordAudit } from "../audit/audit-log.ts";
import { STRANGER_ANSWER_MIN_MS } from "../common/minimum-duration.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { renderEmailLayout } from "../mail/layout.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";

/** Who obtained a personal certificate or document, for the audit log. */
export interface TRequester {
  via: "session" | "email-code" | "public";
  userId: number | null;
  email: string | null;
  address: string | null;
}

export const PERSONAL_CODE_EMAIL_KIND = "personal-data-code";

/**
 * A lookup by identification answers no sooner than this, found or not, so its timing does not tell a stranger
 * whether the identification is registered (the found case writes one more row).
 */
export const PERSONAL_LOOKUP_MIN_MS = STRANGER_ANSWER_MIN_MS;

/**
 * A logged-in person may get their own personal certificate directly when their identity is verified: an
 * identification number and type on the account, matching the one asked for, and a verified level of assurance
 * (loa:2). A loa:2 account's identification is always the identity provider's claim, never one its holder typed:
 * the external login writes it with loa:2, and any other change of it drops the account to loa:1 (issue 26).
 */
export function isVerifiedOwner(user: TSessionUser | null, identification: string | null): user is TSessionUser {
  if (!user || !identification) return false;
  return user.loa === "loa:2" && user.identificationType !== null && user.identification !== null && user.identification.trim() === identification.trim();
}

function hashCode(subject: string, code: string): string {
  return createHmac("sha256", subject).update(code).digest("hex");
}

/**
 * Writes a one-time code for `subject` and, when the entity has an e-mail on file for it, mails the code through the
 * outbox. A row is written either way and nothing is thrown for an unknown subject, so the caller answers the same.
 * A recipient over its mail limit silently gets nothing (a 429 would tell that the identification exists).
 */
export async function sendPersonalCode(
  deps: Pick<CoreDeps, "db" | "settings" | "rateLimits" | "queues" | "log">,
  p: { subject: string; email: string | null; address: string | null; what: string },
): Promise<void> {
  const code = String(randomInt(0, 10 ** PERSONAL_CODE_LENGTH)).padStart(PERSONAL_CODE_LENGTH, "0");
  let email = p.email;
  if (email) {
    try {
      await deps.rateLimits.consume("mailRecipient", email.toLowerCase());
    } catch {
      email = null;
    }
  }
  const entity = await deps.settings.get("entity");
  const emailId = await deps.db.$transaction(async (tx) => {
    await tx.personalDataCode.create({
      data: {
        subject: p.subject,
        email,
        codeHash: hashCode(p.subject, code),
        ip: p.address,
        expiresAt: new Date(Date.now() + PERSONAL_CODE_TTL_MINUTES * 60_000),
      },
    });
    if (!email) return null;
    const { html, text } = renderEmailLayout({
      entityName: entity.name,
      title: M.emailTitle,
      blocks: [
        { type: "paragraph", text: M.emailIntro },
        { type: "code", label: `${p.what}:`, text: code },
        { type: "paragraph", text: M.emailExpiry },
        { type: "note", text: M.emailIgnore },
      ],
    });
    const { id } = await insertEmailMessage(tx, { kind: PERSONAL_CODE_EMAIL_KIND, to: email, subject: M.emailSubject, text, html });
    return id;
  });
  if (emailId) await tryEnqueueEmail(deps, emailId);
}

/**
 * Spends the live code of `subject` when `code` matches and answers the e-mail it was sent to. Wrong, expired,
 * spent, never-mailed or over-tried codes all get the same 400. Every try is counted before the code is compared,
 * by one conditional UPDATE (attempts < max), so concurrent tries (a tRPC batch, parallel requests) cannot get past
 * the cap: the database lets exactly PERSONAL_CODE_MAX_ATTEMPTS of them through, the right code among them or not.
 */
export async function verifyPersonalCode(deps: Pick<CoreDeps, "db">, subject: string, code: string): Promise<{ email: string }> {
  const invalid = () => AppError.field("code", M.codeInvalid);
  const row = await deps.db.personalDataCode.findFirst({
    where: { subject, usedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  if (!row) throw invalid();
  const { count: counted } = await deps.db.personalDataCode.updateMany({
    where: { id: row.id, usedAt: null, attempts: { lt: PERSONAL_CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted === 0) throw invalid();
  const expected = Buffer.from(row.codeHash, "hex");
  const given = Buffer.from(hashCode(subject, code), "hex");
  if (!row.email || expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  // Conditional: two concurrent uses of one code, one wins.
  const { count } = await deps.db.personalDataCode.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (count === 0) throw invalid();
  return { email: row.email };
}

/** Logs who obtained (issue) or opened (download) a personal certificate or document. */
export async function recordPersonalAccess(
  deps: Pick<CoreDeps, "db">,
  p: { action: string; entityType: string; entityId: number | string; requester: TRequester; details?: Record<string, string | number | null> },
): Promise<void> {
  await recordAudit(deps, {
    userId: p.requester.userId,
    action: p.action,
    entityType: p.entityType,
    entityId: p.entityId,
    details: { via: p.requester.via, email: p.requester.email, address: p.requester.address, ...p.details },
  });
}
