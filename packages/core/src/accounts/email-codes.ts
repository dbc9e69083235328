import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import type { Db, Prisma } from "@portal/db/client";
import {
  EMAIL_CODE_ALPHABET,
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_MAX_ATTEMPTS,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_CODE_VERIFIED_TTL_MINUTES,
  formatEmailCodeSent,
  EMAIL_CODE_MESSAGES as M,
  type TEmailCodeRequest,
  type TEmailCodeService,
  type TEmailCodeValidate,
  ZEmailCodeDiscard,
  ZEmailCodeRequest,
  ZEmailCodeValidate,
} from "@portal/schemas/accounts/email-code.schema";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { renderEmailLayout } from "../mail/layout.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";

export const EMAIL_CODE_EMAIL_KIND = "email-code";

/**
 * E-mail change codes (spec 03 §4), for every place an address changes: the profile, the staff user form and the
 * update-data wizard. A code is bound to the user who asked for it, the new address and the service; it is stored
 * hashed, expires, serves once and allows a few tries. The use cases never say whether the address belongs to an
 * account: that is decided where the change is applied, after the code proved the mailbox is the requester's.
 */
function hashCode(secret: Uint8Array, p: { userId: number; email: string; service: string }, code: string): Buffer {
  return createHmac("sha256", secret).update(`${p.service}\n${p.userId}\n${p.email}\n${code.toUpperCase()}`).digest();
}

function newCode(): string {
  return Array.from({ length: EMAIL_CODE_LENGTH }, () => EMAIL_CODE_ALPHABET[randomInt(EMAIL_CODE_ALPHABET.length)]).join("");
}

/**
 * addHistoryCode: a new code for `email`, mailed by the worker through the outbox; earlier codes of the same user
 * and service stop working. Limited per requesting account (`emailCode`); a recipient over its mail limit silently
 * gets nothing, so the answer never tells how much mail an address receives.
 */
export async function issueEmailCode(
  deps: Pick<CoreDeps, "db" | "settings" | "rateLimits" | "queues" | "log" | "authSecret">,
  requester: { id: number },
  rawInput: TEmailCodeRequest,
): Promise<{ message: string }> {
  const input = ZEmailCodeRequest.parse(rawInput);
  await deps.rateLimits.consume("emailCode", `user:${requester.id}`);
  let mailed = true;
  try {
    await deps.rateLimits.consume("mailRecipient", input.email);
  } catch {
    mailed = false;
  }
  const code = newCode();
  const entity = await deps.settings.get("entity");
  const ref = { userId: requester.id, email: input.email, service: input.service };
  const emailId = await deps.db.$transaction(async (tx) => {
    await tx.emailCode.deleteMany({ where: { userId: requester.id, service: input.service } });
    await tx.emailCode.create({
      data: { ...ref, codeHash: hashCode(deps.authSecret, ref, code).toString("hex"), expiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MINUTES * 60_000) },
    });
    if (!mailed) return null;
    const { html, text } = renderEmailLayout({
      entityName: entity.name,
      title: M.emailSubject,
      preheader: M.emailIntro,
      blocks: [
        { type: "paragraph", text: M.emailIntro },
        { type: "code", text: code },
        { type: "paragraph", text: M.emailExpiry },
        { type: "note", text: M.emailIgnore },
      ],
    });
    return (await insertEmailMessage(tx, { kind: EMAIL_CODE_EMAIL_KIND, to: input.email, subject: `${M.emailSubject} — ${entity.name}`, text, html })).id;
  });
  if (emailId) await tryEnqueueEmail(deps, emailId);
  return { message: formatEmailCodeSent(input.email) };
}

/**
 * validateCode: "Código verificado exitosamente" when `code` is the live code of this user, address and service;
 * any other case (wrong, expired, already used, over the tries, asked by someone else) is the same
 * "El código no es válido". Every try is counted before the comparison by one conditional UPDATE
 * (attempts < max), so concurrent tries cannot get more than EMAIL_CODE_MAX_ATTEMPTS guesses.
 */
export async function verifyEmailCode(
  deps: Pick<CoreDeps, "db" | "authSecret">,
  requester: { id: number },
  rawInput: TEmailCodeValidate,
): Promise<{ message: string }> {
  const input = ZEmailCodeValidate.parse(rawInput);
  const invalid = () => AppError.field("code", M.invalid);
  const ref = { userId: requester.id, email: input.email, service: input.service };
  const row = await deps.db.emailCode.findFirst({
    where: { ...ref, verifiedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
  });
  if (!row) throw invalid();
  const { count: counted } = await deps.db.emailCode.updateMany({
    where: { id: row.id, verifiedAt: null, attempts: { lt: EMAIL_CODE_MAX_ATTEMPTS } },
    data: { attempts: { increment: 1 } },
  });
  if (counted === 0) throw invalid();
  const expected = Buffer.from(row.codeHash, "hex");
  const given = hashCode(deps.authSecret, ref, input.code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  // Conditional: of two concurrent uses of one code, one wins.
  const { count } = await deps.db.emailCode.updateMany({ where: { id: row.id, verifiedAt: null }, data: { verifiedAt: new Date() } });
  if (count === 0) throw invalid();
  return { message: M.verified };
}

/**
 * Spends the validated code of this user, address and service inside the caller's transaction: true once, when it
 * was validated within EMAIL_CODE_VERIFIED_TTL_MINUTES. The form that applies the change calls it.
 */
export async function consumeVerifiedEmailCode(
  tx: Pick<Db | Prisma.TransactionClient, "emailCode">,
  p: { userId: number; email: string; service: TEmailCodeService },
): Promise<boolean> {
  const { count } = await tx.emailCode.deleteMany({
    where: { userId: p.userId, email: p.email, service: p.service, verifiedAt: { gt: new Date(Date.now() - EMAIL_CODE_VERIFIED_TTL_MINUTES * 60_000) } },
  });
  return count > 0;
}

/**
 * updateHistoryCodeEmail (spec 03 §7, served as PUT emailcodes/history): the requester drops the address they were
 * verifying for a form; its codes, pending or validated, are discarded, so none can change an address later.
 */
export async function discardEmailCodes(
  deps: Pick<CoreDeps, "db">,
  requester: { id: number },
  rawInput: z.input<typeof ZEmailCodeDiscard>,
): Promise<{ message: string }> {
  const input = ZEmailCodeDiscard.parse(rawInput);
  await deps.db.emailCode.deleteMany({ where: { userId: requester.id, email: input.email, service: input.service } });
  return { message: M.discarded };
}
