import type { TLogin } from "@portal/schemas/accounts/login.schema";
import { LOGIN_MESSAGES, ZLogin } from "@portal/schemas/accounts/login.schema";
import { MFA_CHALLENGE_TTL_SECONDS, type TLoginAnswer } from "@portal/schemas/accounts/mfa.schema";
import { PASSWORD_MESSAGES, STAFF_PASSWORD_MIN } from "@portal/schemas/accounts/password.schema";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import type { TLoginResult } from "@portal/schemas/accounts/session-user.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { clearPasswordAttempts, countPasswordAttempt } from "./login-throttle.ts";
import { mfaRequiredFor } from "./mfa-policy.ts";
import { passwordHolder } from "./password-check.ts";
import { signPurposeToken } from "./purpose-token.ts";
import { createSession, loadSessionUser, sessionKindOf } from "./sessions.ts";

export type LoginDeps = Pick<CoreDeps, "db" | "settings" | "authSecret" | "captcha" | "rateLimits" | "env" | "queues" | "log" | "redis">;
export type Meta = { userAgent?: string; ip?: string };

/**
 * POST auth — application login with a captcha; the same answer for an unknown e-mail and a wrong password.
 * Every attempt counts, before the password is compared, against the account *and* the client address
 * (`loginFailure`, keyed the same whether or not the e-mail has an account): past 5 in 15 minutes that pair answers
 * the lockout notice, even to the right password, for 15 minutes and longer on each new lockout; the holder gets an
 * e-mail with an unlock link. Other addresses are not affected, so nobody can lock the holder out. A completed login
 * clears the pair. With a second factor (enrolled, or required by STAFF_MFA) a right password answers the second step
 * instead of a session.
 */
export async function login(deps: LoginDeps, rawInput: TLogin, meta: Meta = {}): Promise<TLoginAnswer> {
  const input = ZLogin.parse(rawInput);
  await deps.captcha.verify("login", input.captchaId, input.captcha);
  await countPasswordAttempt(deps, input.email, meta.ip);
  const account = await deps.db.user.findUnique({ where: { email: input.email }, include: { permissions: true } });
  const user = await passwordHolder(deps, account, input.password, { email: input.email, ip: meta.ip ?? null });
  if (user.pendingRegistration) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.pendingRegistration);
  // A staff account (a permission granted after its password was chosen) must first set a long enough one.
  if (user.permissions.length > 0 && input.password.length < STAFF_PASSWORD_MIN) throw AppError.field("password", PASSWORD_MESSAGES.staffLoginShort);
  // The count is kept until the code is right: a known password does not buy unlimited code guesses.
  const answer = await answerFirstFactor(deps, user, meta, "login.password-ok");
  if (!("mfaRequired" in answer)) await clearPasswordAttempts(deps, input.email, meta.ip);
  return answer;
}

type TFirstFactorUser = { id: number; mfaEnabledAt: Date | null; permissions: { permission: TPermission }[] };

/**
 * After a first factor (the password, an external provider): the session, or the second step when the account has
 * (or must enrol) a second factor — an external login never skips it.
 */
export async function answerFirstFactor(deps: LoginDeps, user: TFirstFactorUser, meta: Meta, auditAction: string): Promise<TLoginAnswer> {
  const permissions = user.permissions.map((p) => p.permission);
  if (user.mfaEnabledAt || mfaRequiredFor(deps.env, permissions)) {
    const challenge = signPurposeToken(deps.authSecret, "mfa-challenge", user.id, MFA_CHALLENGE_TTL_SECONDS);
    await recordAudit(deps, { userId: user.id, action: auditAction, entityType: "User", entityId: user.id, details: { ip: meta.ip ?? null } });
    return { mfaRequired: true, challenge, enrol: !user.mfaEnabledAt };
  }
  return finishLogin(deps, user.id, sessionKindOf(permissions), meta);
}

/** The last step of every login: a session, the session user and the audit row. */
export async function finishLogin(
  deps: Pick<CoreDeps, "db" | "settings" | "authSecret">,
  userId: number,
  kind: ReturnType<typeof sessionKindOf>,
  meta: Meta,
): Promise<TLoginResult> {
  const { token } = await createSession(deps, userId, meta, kind);
  const sessionUser = await loadSessionUser(deps, userId);
  if (!sessionUser) throw new AppError("UNAUTHORIZED", LOGIN_MESSAGES.failed);
  await recordAudit(deps, { userId, action: "login", entityType: "User", entityId: userId, details: { ip: meta.ip ?? null } });
  return { token, user: sessionUser };
}
