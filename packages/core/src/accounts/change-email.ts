import { EMAIL_CODE_MESSAGES as M, type TEmailChange, ZEmailChange } from "@portal/schemas/accounts/email-code.schema";
import { REGISTER_MESSAGES } from "@portal/schemas/accounts/register.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { renderEmailLayout } from "../mail/layout.ts";
import { queueEmail } from "../mail/outbox.ts";
import { consumeVerifiedEmailCode } from "./email-codes.ts";
import { loadSessionUser } from "./sessions.ts";

/**
 * The profile's e-mail change, applied only with the code validated for that address (spent here, once). The
 * address counts as verified: the code reached it. Only after that proof does the owner of the mailbox learn that
 * another account already uses the address. The old address gets a notice, so a hijacked session cannot move an
 * account away unnoticed; the reset links sent to the old address stop working.
 */
export async function changeOwnEmail(
  deps: Pick<CoreDeps, "db" | "settings" | "queues" | "log">,
  actor: TSessionUser,
  rawInput: TEmailChange,
): Promise<{ message: string; user: TSessionUser }> {
  const { email } = ZEmailChange.parse(rawInput);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: actor.id } });
  if (email === user.email.toLowerCase()) throw AppError.field("email", M.sameEmail);
  const now = new Date();
  const outcome = await deps.db.$transaction(async (tx) => {
    if (!(await consumeVerifiedEmailCode(tx, { userId: user.id, email, service: "profile" }))) return "notVerified" as const;
    if (await tx.user.findUnique({ where: { email }, select: { id: true } })) return "taken" as const;
    await tx.user.update({ where: { id: user.id }, data: { email, emailVerified: true } });
    await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    if (user.enabledNewsletter) {
      await tx.newsletterSubscriber.updateMany({ where: { email: user.email, unsubscribedAt: null }, data: { unsubscribedAt: now } });
      await tx.newsletterSubscriber.upsert({ where: { email }, create: { email }, update: { unsubscribedAt: null } });
    }
    return "changed" as const;
  });
  if (outcome === "notVerified") throw AppError.field("code", M.notVerified);
  if (outcome === "taken") throw AppError.field("email", REGISTER_MESSAGES.emailTaken);
  const entity = await deps.settings.get("entity");
  const notice = fillMessage(M.changedNotice, { email });
  const { html, text } = renderEmailLayout({ entityName: entity.name, title: M.changedNoticeSubject, blocks: [{ type: "paragraph", text: notice }] });
  await queueEmail(deps, { kind: "email-changed", to: user.email, subject: `${M.changedNoticeSubject} — ${entity.name}`, text, html });
  await recordAudit(deps, { userId: user.id, action: "email.changed", entityType: "User", entityId: user.id });
  const sessionUser = await loadSessionUser(deps, user.id);
  if (!sessionUser) throw new AppError("UNAUTHORIZED");
  return { message: M.changed, user: sessionUser };
}
