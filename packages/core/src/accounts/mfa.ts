import { MFA_MESSAGES, type TMfaCode, type TMfaEnrolment, type TMfaVerify, ZMfaCode, ZMfaVerify } from "@portal/schemas/accounts/mfa.schema";
import type { TLoginResult, TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import QRCode from "qrcode";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { accountKey } from "./account-key.ts";
import { finishLogin } from "./login.ts";
import { clearPasswordAttempts } from "./login-throttle.ts";
import { mfaRequiredFor } from "./mfa-policy.ts";
import { matchTotp, newMfaSecret, openMfaSecret, sealMfaSecret, totpOf } from "./mfa-secret.ts";
import { readPurposeToken } from "./purpose-token.ts";
import { revokeOtherSessions, sessionKindOf } from "./sessions.ts";

type MfaDeps = Pick<CoreDeps, "db" | "settings" | "authSecret" | "rateLimits" | "env" | "redis" | "log">;
/** Second-factor codes are counted per account (`mfaAccount`, before each comparison): only a right password reaches them. */
const mfaKey = (email: string) => `mfa:${accountKey(email)}`;
type Meta = { userAgent?: string; ip?: string };

/** A code is good once: its time step is remembered (Redis, a little longer than the accepted window). */
async function spendCode(deps: Pick<CoreDeps, "redis">, userId: number, base32: string, code: string): Promise<boolean> {
  const step = matchTotp(base32, code);
  if (step === null) return false;
  return (await deps.redis.set(`mfa:used:${userId}:${step}`, "1", "EX", 120, "NX")) === "OK";
}

/** Stores a fresh (pending) secret and answers it as a QR and as text, for the authenticator app. */
async function beginEnrolment(deps: Pick<CoreDeps, "db" | "settings" | "authSecret">, user: { id: number; email: string }): Promise<TMfaEnrolment> {
  const secret = newMfaSecret();
  await deps.db.user.update({ where: { id: user.id }, data: { mfaSecret: sealMfaSecret(deps.authSecret, secret), mfaEnabledAt: null } });
  const entity = await deps.settings.get("entity");
  const otpauthUri = totpOf(secret, user.email, entity.name).toString();
  const svg = await QRCode.toString(otpauthUri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return { secret, otpauthUri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

async function challengeUser(deps: MfaDeps, challenge: string) {
  const token = readPurposeToken(deps.authSecret, "mfa-challenge", challenge);
  const user = token && (await deps.db.user.findUnique({ where: { id: token.userId }, include: { permissions: true } }));
  if (!user || !user.active) throw new AppError("UNAUTHORIZED", MFA_MESSAGES.challengeExpired);
  return user;
}

/** POST auth/mfa/enrolment — during login, an account that must enrol (and has not) gets its secret and QR. */
export async function startLoginMfaEnrolment(deps: MfaDeps, rawInput: { challenge: string }): Promise<TMfaEnrolment> {
  const user = await challengeUser(deps, rawInput.challenge);
  // Never re-enrol an active factor from the login step: that would let a password alone replace it.
  if (user.mfaEnabledAt) throw new AppError("BAD_REQUEST", MFA_MESSAGES.alreadyEnabled);
  return beginEnrolment(deps, user);
}

/**
 * POST auth/mfa — the login's second step. Every code counts against the account (`mfaAccount`, before it is
 * compared): past 5 in 15 minutes the step is locked for 15 minutes. The first right code also completes a pending
 * enrolment, and clears the address's password attempts.
 */
export async function verifyLoginMfa(deps: MfaDeps, rawInput: TMfaVerify, meta: Meta = {}): Promise<TLoginResult> {
  const input = ZMfaVerify.parse(rawInput);
  const user = await challengeUser(deps, input.challenge);
  const key = mfaKey(user.email);
  await deps.rateLimits.consume("mfaAccount", key);
  const secret = openMfaSecret(deps.authSecret, user.mfaSecret);
  if (!secret) throw new AppError("BAD_REQUEST", MFA_MESSAGES.enrolRequired);
  if (!(await spendCode(deps, user.id, secret, input.code))) {
    await recordAudit(deps, { userId: user.id, action: "login.mfa-failed", entityType: "User", entityId: user.id, details: { ip: meta.ip ?? null } });
    throw AppError.field("code", MFA_MESSAGES.codeWrong);
  }
  if (!user.mfaEnabledAt) {
    await deps.db.user.update({ where: { id: user.id }, data: { mfaEnabledAt: new Date() } });
    await recordAudit(deps, { userId: user.id, action: "mfa.enabled", entityType: "User", entityId: user.id });
  }
  await deps.rateLimits.reset("mfaAccount", key);
  await clearPasswordAttempts(deps, user.email, meta.ip);
  return finishLogin(deps, user.id, sessionKindOf(user.permissions), meta);
}

/** POST auth/mfa/setup — from the profile (Mi perfil → Seguridad): anyone, citizen or staff, starts enrolling. */
export async function startMfaEnrolment(deps: MfaDeps, actor: TSessionUser): Promise<TMfaEnrolment> {
  if (actor.mfaEnabled) throw new AppError("BAD_REQUEST", MFA_MESSAGES.alreadyEnabled);
  return beginEnrolment(deps, actor);
}

/** PUT auth/mfa/setup — the first code from the app turns the factor on; the user's other sessions end. */
export async function confirmMfaEnrolment(deps: MfaDeps, actor: TSessionUser, sessionId: string | null, rawInput: TMfaCode): Promise<{ message: string }> {
  const input = ZMfaCode.parse(rawInput);
  if (actor.mfaEnabled) throw new AppError("BAD_REQUEST", MFA_MESSAGES.alreadyEnabled);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: actor.id } });
  const secret = openMfaSecret(deps.authSecret, user.mfaSecret);
  if (!secret) throw new AppError("BAD_REQUEST", MFA_MESSAGES.notEnabled);
  await deps.rateLimits.consume("mfaAccount", mfaKey(user.email));
  if (!(await spendCode(deps, user.id, secret, input.code))) throw AppError.field("code", MFA_MESSAGES.codeWrong);
  await deps.rateLimits.reset("mfaAccount", mfaKey(user.email));
  await deps.db.user.update({ where: { id: user.id }, data: { mfaEnabledAt: new Date() } });
  await revokeOtherSessions(deps, user.id, sessionId);
  await recordAudit(deps, { userId: user.id, action: "mfa.enabled", entityType: "User", entityId: user.id });
  return { message: MFA_MESSAGES.enabled };
}

/** DELETE auth/mfa/setup — turning it off takes a current code, and is refused when STAFF_MFA requires it. */
export async function disableMfa(deps: MfaDeps, actor: TSessionUser, rawInput: TMfaCode): Promise<{ message: string }> {
  const input = ZMfaCode.parse(rawInput);
  if (!actor.mfaEnabled) throw new AppError("BAD_REQUEST", MFA_MESSAGES.notEnabled);
  if (mfaRequiredFor(deps.env, actor.permissions)) throw new AppError("FORBIDDEN", MFA_MESSAGES.requiredCannotDisable);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: actor.id } });
  const secret = openMfaSecret(deps.authSecret, user.mfaSecret);
  await deps.rateLimits.consume("mfaAccount", mfaKey(user.email));
  if (!secret || !(await spendCode(deps, user.id, secret, input.code))) throw AppError.field("code", MFA_MESSAGES.codeWrong);
  await deps.rateLimits.reset("mfaAccount", mfaKey(user.email));
  await deps.db.user.update({ where: { id: user.id }, data: { mfaSecret: null, mfaEnabledAt: null } });
  await recordAudit(deps, { userId: user.id, action: "mfa.disabled", entityType: "User", entityId: user.id });
  return { message: MFA_MESSAGES.disabled };
}

/**
 * DELETE users/{userId}/mfa — recovery of a lost authenticator: an Administrator clears another staff member's
 * factor and ends their sessions; they enrol again at their next login (or from the profile).
 */
export async function resetUserMfa(deps: Pick<CoreDeps, "db" | "redis" | "log">, actor: TSessionUser, userId: number): Promise<{ message: string }> {
  if (userId === actor.id) throw new AppError("BAD_REQUEST", MFA_MESSAGES.resetOwn);
  const user = await deps.db.user.findUnique({ where: { id: userId }, include: { permissions: true } });
  if (!user) throw new AppError("NOT_FOUND");
  if (user.permissions.length === 0) throw new AppError("BAD_REQUEST", MFA_MESSAGES.resetNotStaff);
  await deps.db.user.update({ where: { id: userId }, data: { mfaSecret: null, mfaEnabledAt: null } });
  await revokeOtherSessions(deps, userId, null);
  await recordAudit(deps, { userId: actor.id, action: "mfa.reset", entityType: "User", entityId: userId });
  return { message: MFA_MESSAGES.reset };
}
