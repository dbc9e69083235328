import { createHash } from "node:crypto";
import { LOGIN_UNLOCK_TTL_SECONDS, LOGIN_LOCK_MESSAGES as M, type TLoginUnlock, ZLoginUnlock } from "@portal/schemas/accounts/login-lock.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { minutesToWait, RATE_LIMITS } from "@portal/schemas/rate-limits/rate-limits";
import { clientAddressKey } from "../common/client-address.ts";
import { STRANGER_ANSWER_MIN_MS, withMinimumDuration } from "../common/minimum-duration.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { renderEmailLayout } from "../mail/layout.ts";
import { queueEmail } from "../mail/outbox.ts";
import { accountKey } from "./account-key.ts";
import { readPurposeToken, signPurposeToken } from "./purpose-token.ts";

export const LOGIN_LOCKED_EMAIL_KIND = "login-locked";

type ThrottleDeps = Pick<CoreDeps, "db" | "rateLimits" | "settings" | "authSecret" | "env" | "queues" | "log" | "redis">;

/**
 * Password guesses are counted per account *and* client address (`loginFailure`): a stranger who types wrong
 * passwords locks the account only from their own connection, while its holder, from any address without failures,
 * still logs in with the right password. Lockouts grow (15, 30, 60… minutes) for an address that keeps trying.
 */
const pairKey = (email: string, address: string | undefined) => `${accountKey(email)}:${clientAddressKey(address)}`;

/**
 * The attempt that starts a lockout answers no sooner than this, whatever the e-mail: mailing the holder of an
 * account writes the outbox row (about 8 ms more), and the difference would tell a stranger that the account exists.
 */
export const LOCKOUT_ANSWER_MIN_MS = STRANGER_ANSWER_MIN_MS;

/**
 * Counts one password attempt of `email` from `address` before the password is compared (so a burst of concurrent
 * guesses cannot get past the limit), refusing with the lockout notice once the pair is locked. The attempt that
 * starts a lockout e-mails the account's holder (when the e-mail has an active account): what happened and a link
 * to unlock it from their own connection; that attempt answers no sooner than LOCKOUT_ANSWER_MIN_MS either way.
 */
export async function countPasswordAttempt(deps: ThrottleDeps, email: string, address: string | undefined): Promise<void> {
  await deps.rateLimits.consume("loginFailure", pairKey(email, address), 1, async (seconds) => {
    await withMinimumDuration(performance.now(), LOCKOUT_ANSWER_MIN_MS, () =>
      notifyLockout(deps, email, address, seconds).catch((error: unknown) => deps.log.warn({ err: error }, "no se pudo avisar del bloqueo de la cuenta")),
    );
  });
}

/** A right password (and second factor) clears the pair's failures and past lockouts. */
export async function clearPasswordAttempts(deps: Pick<CoreDeps, "rateLimits">, email: string, address: string | undefined): Promise<void> {
  await deps.rateLimits.reset("loginFailure", pairKey(email, address));
}

/** One lockout e-mail an hour per account at most, whatever the number of addresses locked. */
const NOTICE_EVERY_SECONDS = 60 * 60;
const tokenKey = (token: string) => `login-unlock:used:${createHash("sha256").update(token).digest("base64url")}`;

async function notifyLockout(deps: ThrottleDeps, email: string, address: string | undefined, seconds: number): Promise<void> {
  const user = await deps.db.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true, email: true, active: true } });
  if (!user?.active) return;
  if ((await deps.redis.set(`login-unlock:notice:${user.id}`, "1", "EX", NOTICE_EVERY_SECONDS, "NX")) !== "OK") return;
  const token = signPurposeToken(deps.authSecret, "login-unlock", user.id, LOGIN_UNLOCK_TTL_SECONDS);
  const entity = await deps.settings.get("entity");
  const intro = fillMessage(M.emailIntro, {
    attempts: String(RATE_LIMITS.loginFailure.points + 1),
    address: address ?? "desconocida",
    minutes: String(minutesToWait(seconds)),
  });
  const { html, text } = renderEmailLayout({
    entityName: entity.name,
    title: M.emailSubject,
    preheader: intro,
    blocks: [
      { type: "paragraph", text: intro },
      { type: "paragraph", text: M.emailIfYou },
      { type: "button", label: M.emailButton, url: `${deps.env.publicUrl}/desbloquear-cuenta/${token}` },
      { type: "note", text: M.emailIfNotYou },
    ],
  });
  await queueEmail(deps, { kind: LOGIN_LOCKED_EMAIL_KIND, to: user.email, subject: `${M.emailSubject} — ${entity.name}`, text, html });
}

/**
 * POST auth/unlock — the e-mailed link: unlocks the account from the connection that opens it (single use, one hour).
 * Opened from the attacker's address it would unlock only that address, and only for whoever reads the mailbox.
 */
export async function unlockLogin(
  deps: Pick<CoreDeps, "db" | "rateLimits" | "authSecret" | "redis">,
  raw: TLoginUnlock,
  address: string | undefined,
): Promise<{ message: string }> {
  const { token } = ZLoginUnlock.parse(raw);
  const invalid = () => new AppError("BAD_REQUEST", M.invalid);
  const claims = readPurposeToken(deps.authSecret, "login-unlock", token);
  const user = claims && (await deps.db.user.findUnique({ where: { id: claims.userId }, select: { email: true, active: true } }));
  if (!user?.active) throw invalid();
  if ((await deps.redis.set(tokenKey(token), "1", "EX", LOGIN_UNLOCK_TTL_SECONDS, "NX")) !== "OK") throw invalid();
  await clearPasswordAttempts(deps, user.email, address);
  return { message: M.unlocked };
}
