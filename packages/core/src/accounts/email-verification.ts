import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_TTL_HOURS,
  type TEmailVerificationToken,
  ZEmailVerificationToken,
} from "@portal/schemas/accounts/email-verification.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { queueEmail } from "../mail/outbox.ts";
import { emailVerificationEmail } from "./emails/email-verification-email.ts";
import { readPurposeToken, signPurposeToken } from "./purpose-token.ts";

type SendDeps = Pick<CoreDeps, "db" | "authSecret" | "env" | "settings" | "queues" | "log">;

/**
 * Mails the verification link. The link is a signed token naming the user and the address: it needs no table,
 * and it stops working if the address changes.
 */
export async function sendEmailVerification(deps: SendDeps, user: { id: number; email: string; name: string }): Promise<void> {
  const token = signPurposeToken(deps.authSecret, "email-verification", user.id, EMAIL_VERIFICATION_TTL_HOURS * 3600, { email: user.email });
  const entity = await deps.settings.get("entity");
  await queueEmail(
    deps,
    emailVerificationEmail({
      to: user.email,
      name: user.name,
      entityName: entity.name,
      link: `${deps.env.publicUrl}/verificar-correo/${token}`,
      validHours: EMAIL_VERIFICATION_TTL_HOURS,
    }),
  );
}

/** POST users/emailverification — the page of the link confirms the address. */
export async function verifyEmail(deps: Pick<CoreDeps, "db" | "authSecret">, rawInput: TEmailVerificationToken): Promise<{ message: string }> {
  const input = ZEmailVerificationToken.parse(rawInput);
  const token = readPurposeToken(deps.authSecret, "email-verification", input.token);
  const email = token?.claims.email;
  if (!token || typeof email !== "string") throw new AppError("NOT_FOUND", EMAIL_VERIFICATION_MESSAGES.invalid);
  const { count } = await deps.db.user.updateMany({ where: { id: token.userId, email, active: true }, data: { emailVerified: true } });
  if (count === 0) throw new AppError("NOT_FOUND", EMAIL_VERIFICATION_MESSAGES.invalid);
  await recordAudit(deps, { userId: token.userId, action: "email.verified", entityType: "User", entityId: token.userId });
  return { message: EMAIL_VERIFICATION_MESSAGES.verified };
}

/** POST users/emailverification/resend — a new link for the logged-in user (limited per recipient). */
export async function resendEmailVerification(deps: SendDeps & Pick<CoreDeps, "rateLimits">, actor: TSessionUser): Promise<{ message: string }> {
  if (actor.emailVerified) return { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified };
  await deps.rateLimits.consume("mailRecipient", actor.email.toLowerCase());
  await sendEmailVerification(deps, actor);
  return { message: EMAIL_VERIFICATION_MESSAGES.sent };
}
