import { createHash, randomBytes } from "node:crypto";
import {
  PASSWORD_MESSAGES,
  type TNewPassword,
  type TPasswordResetRequest,
  ZNewPassword,
  ZPasswordResetRequest,
} from "@portal/schemas/accounts/password.schema";
import { recordAudit } from "../audit/audit-log.ts";
import { STRANGER_ANSWER_MIN_MS, withMinimumDuration } from "../common/minimum-duration.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { publishToUser } from "../live/live-channel.ts";
import { queueEmail } from "../mail/outbox.ts";
import { accountKey } from "./account-key.ts";
import { passwordResetEmail } from "./emails/password-reset-email.ts";
import { hashPassword } from "./password-hash.ts";
import { assertAcceptablePassword } from "./password-strength.ts";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/**
 * The request answers no sooner than this, whatever the address: mailing a known one writes the token, the outbox
 * row and the audit row (about 12 ms more), and the difference would tell a stranger whether it has an account.
 */
export const PASSWORD_RESET_ANSWER_MIN_MS = STRANGER_ANSWER_MIN_MS;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * POST users/passwordreset — the same answer whether or not the e-mail has an account (no enumeration), and
 * whether or not the account's mail quota (`passwordResetAccount`, counted for unknown e-mails too) is spent, and
 * no sooner than PASSWORD_RESET_ANSWER_MIN_MS either way;
 * when it has one and the quota allows, a single-use link valid for one hour goes out through the mail outbox,
 * and the links sent before it stop working.
 */
export async function requestPasswordReset(
  deps: Pick<CoreDeps, "db" | "captcha" | "env" | "settings" | "queues" | "log" | "rateLimits">,
  rawInput: TPasswordResetRequest,
): Promise<{ message: string }> {
  const input = ZPasswordResetRequest.parse(rawInput);
  await deps.captcha.verify("passwordReset", input.captchaId, input.captcha);
  await withMinimumDuration(performance.now(), PASSWORD_RESET_ANSWER_MIN_MS, () => mailResetLink(deps, input.email));
  return { message: PASSWORD_MESSAGES.resetSent };
}

/** The link to an active account's address, within the account's mail quota; nothing for any other address. */
async function mailResetLink(deps: Pick<CoreDeps, "db" | "env" | "settings" | "queues" | "log" | "rateLimits">, email: string): Promise<void> {
  if (!(await withinAccountQuota(deps, email))) return;
  const user = await deps.db.user.findUnique({ where: { email } });
  if (user?.active) {
    const token = randomBytes(32).toString("base64url");
    const now = new Date();
    await deps.db.$transaction(async (tx) => {
      await tx.passwordResetToken.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
      await tx.passwordResetToken.create({
        data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS) },
      });
    });
    const entity = await deps.settings.get("entity");
    await queueEmail(
      deps,
      passwordResetEmail({
        to: user.email,
        name: user.name,
        entityName: entity.name,
        link: `${deps.env.publicUrl}/recordar-clave/${token}`,
        validMinutes: PASSWORD_RESET_TTL_MS / 60_000,
      }),
    );
    await recordAudit(deps, { userId: user.id, action: "password-reset.requested", entityType: "User", entityId: user.id });
  }
}

/** Reset mails per account: over the quota nothing is sent, and the caller answers exactly as when it is sent. */
async function withinAccountQuota(deps: Pick<CoreDeps, "rateLimits" | "log">, email: string): Promise<boolean> {
  try {
    await deps.rateLimits.consume("passwordResetAccount", accountKey(email));
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") {
      deps.log.info("recuperación de contraseña: cupo de correos de la cuenta agotado, no se envía");
      return false;
    }
    throw error;
  }
}

async function findLiveToken(deps: Pick<CoreDeps, "db">, token: string) {
  const row = await deps.db.passwordResetToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

/** GET users/passwordreset/{token} */
export async function validatePasswordReset(deps: Pick<CoreDeps, "db">, token: string): Promise<{ valid: true }> {
  if (!(await findLiveToken(deps, token))) throw new AppError("NOT_FOUND", PASSWORD_MESSAGES.resetInvalid);
  return { valid: true };
}

/**
 * PUT users/passwordreset/{token} — sets the password (not a breached or weakest-rated one; 12 characters at least
 * for staff), spends this token and every other
 * outstanding one of the user, and ends all the user's sessions: their open live streams are told to check now, as
 * revokeOtherSessions does (sessions.ts), so a stream of the session being taken back stops at once.
 */
export async function resetPassword(deps: Pick<CoreDeps, "db" | "redis" | "log">, token: string, rawInput: TNewPassword): Promise<{ message: string }> {
  const input = ZNewPassword.parse(rawInput);
  const row = await findLiveToken(deps, token);
  if (!row) throw new AppError("NOT_FOUND", PASSWORD_MESSAGES.resetInvalid);
  const holder = await deps.db.user.findUniqueOrThrow({
    where: { id: row.userId },
    select: { email: true, name: true, lastname: true, permissions: { select: { permission: true } } },
  });
  assertAcceptablePassword(input.password, { staff: holder.permissions.length > 0, userInputs: [holder.email, holder.name, holder.lastname] });
  const passwordHash = await hashPassword(input.password);
  const spent = await deps.db.$transaction(async (tx) => {
    // Conditional update: two concurrent uses of one token cannot both succeed.
    const { count } = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (count === 0) return false;
    await tx.passwordResetToken.updateMany({ where: { userId: row.userId, usedAt: null }, data: { usedAt: new Date() } });
    await tx.user.update({ where: { id: row.userId }, data: { passwordHash } });
    await tx.session.updateMany({ where: { userId: row.userId, revokedAt: null }, data: { revokedAt: new Date() } });
    return true;
  });
  if (!spent) throw new AppError("NOT_FOUND", PASSWORD_MESSAGES.resetInvalid);
  await publishToUser(deps, row.userId, { type: "session-check" });
  await recordAudit(deps, { userId: row.userId, action: "password-reset.done", entityType: "User", entityId: row.userId });
  return { message: PASSWORD_MESSAGES.resetDone };
}
