import { createHash, randomBytes } from "node:crypto";
import type { Prisma } from "@portal/db/client";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import {
  formatCheckEmail,
  REGISTER_MESSAGES as M,
  REGISTRATION_CONFIRM_TTL_HOURS,
  type TRegistrationAnswer,
  type TRegistrationConfirm,
  ZRegistrationConfirm,
} from "@portal/schemas/accounts/register.schema";
import type { TLoginResult, TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { recordAudit } from "../audit/audit-log.ts";
import { withMinimumDuration } from "../common/minimum-duration.ts";
import { isUniqueViolation } from "../db-sql/insert-values.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { renderEmailLayout } from "../mail/layout.ts";
import { queueEmail } from "../mail/outbox.ts";
import { uniqueFriendlyName } from "./friendly-name.ts";
import { finishLogin, type Meta } from "./login.ts";

export const REGISTRATION_CONFIRM_EMAIL_KIND = "registration-confirm";
export const REGISTRATION_EXISTING_EMAIL_KIND = "registration-existing";

type Deps = Pick<CoreDeps, "db" | "redis" | "settings" | "authSecret" | "env" | "queues" | "log" | "rateLimits">;

/** The new account's User columns as the form gave them (dates as ISO text while they wait in Redis). */
export type TPendingUser = Omit<Prisma.UserUncheckedCreateInput, "friendlyName" | "expeditionDate" | "birthDate"> & {
  email: string;
  name: string;
  lastname: string;
  expeditionDate?: string | null;
  birthDate?: string | null;
};

interface TPendingRegistration {
  user: TPendingUser;
  enabledNewsletter: boolean;
  provider: string | null;
}

const TTL_SECONDS = REGISTRATION_CONFIRM_TTL_HOURS * 3600;
/**
 * The registration answers no sooner than this after the form was checked, whatever the address: a deactivated
 * account's address (nothing mailed) answered about 7 ms sooner than a new one (the pending copy and the link), and
 * the difference would tell a stranger that the address has an account. Ten times the work it hides, and lower than
 * the other forms' 300 ms because every registration (and every test that registers a citizen) waits for it.
 */
export const REGISTRATION_ANSWER_MIN_MS = 100;
const pendingKey = (token: string) => `registration:pending:${createHash("sha256").update(token).digest("base64url")}`;
const isoDay = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 10) : null);
const toDate = (iso: string | null | undefined) => (iso ? new Date(`${iso}T00:00:00Z`) : null);

/** The personal data's dates as text, for the Redis copy. */
export function pendingUserOf(
  data: Omit<TPendingUser, "expeditionDate" | "birthDate"> & { expeditionDate?: Date | null; birthDate?: Date | null },
): TPendingUser {
  return { ...data, expeditionDate: isoDay(data.expeditionDate), birthDate: isoDay(data.birthDate) };
}

/** Mails to a recipient over its hourly limit are silently skipped (a 429 would tell the address is in use). */
async function mayMail(deps: Pick<CoreDeps, "rateLimits">, email: string): Promise<boolean> {
  try {
    await deps.rateLimits.consume("mailRecipient", email.toLowerCase());
    return true;
  } catch {
    return false;
  }
}

/**
 * The end of every registration (POST users, and the external login's form when the provider did not vouch for the
 * address): the same answer whether or not the e-mail has an account, so registration never tells a stranger which
 * addresses are registered. A new address gets an activation link (the account is created only when it is opened,
 * which also proves the mailbox); an existing account's holder gets a notice instead. The caller has already done the
 * same work for both (validation, captcha, password hash); what differs here takes no less than REGISTRATION_ANSWER_MIN_MS.
 */
export async function answerRegistration(deps: Deps, pending: TPendingRegistration): Promise<TRegistrationAnswer> {
  await withMinimumDuration(performance.now(), REGISTRATION_ANSWER_MIN_MS, () => mailRegistration(deps, pending));
  return { pending: true, message: formatCheckEmail(pending.user.email) };
}

/** The activation link to a new address, the notice to an active account's holder, nothing to a deactivated one. */
async function mailRegistration(deps: Deps, pending: TPendingRegistration): Promise<void> {
  const email = pending.user.email;
  const existing = await deps.db.user.findUnique({ where: { email }, select: { id: true, active: true } });
  const entity = await deps.settings.get("entity");
  if (existing) {
    if (existing.active && (await mayMail(deps, email))) {
      const { html, text } = renderEmailLayout({
        entityName: entity.name,
        title: M.existingSubject,
        blocks: [
          { type: "paragraph", text: M.existingIntro },
          { type: "paragraph", text: M.existingIfYou },
          { type: "note", text: M.existingIfNotYou },
        ],
      });
      await queueEmail(deps, { kind: REGISTRATION_EXISTING_EMAIL_KIND, to: email, subject: `${M.existingSubject} — ${entity.name}`, text, html });
    }
    await recordAudit(deps, { userId: existing.id, action: "register.existing-email", entityType: "User", entityId: existing.id });
  } else {
    const token = randomBytes(32).toString("base64url");
    await deps.redis.set(pendingKey(token), JSON.stringify(pending), "EX", TTL_SECONDS);
    if (await mayMail(deps, email)) {
      const { html, text } = renderEmailLayout({
        entityName: entity.name,
        title: M.activationSubject,
        blocks: [
          { type: "paragraph", text: M.activationIntro },
          { type: "button", label: M.activationButton, url: `${deps.env.publicUrl}/confirmar-registro/${token}` },
          { type: "note", text: M.activationIgnore },
        ],
      });
      await queueEmail(deps, { kind: REGISTRATION_CONFIRM_EMAIL_KIND, to: email, subject: `${M.activationSubject} — ${entity.name}`, text, html });
    }
  }
}

/**
 * POST users/confirm — the activation link: creates the account (its e-mail verified: the link proved the mailbox)
 * and logs it in. Single use; refused when the address got an account meanwhile, and while logged in (spec 03 §4).
 */
export async function confirmRegistration(deps: Deps, raw: TRegistrationConfirm, context: Meta & { currentUser: TSessionUser | null }): Promise<TLoginResult> {
  if (context.currentUser) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.registerWhileLoggedIn);
  const { token } = ZRegistrationConfirm.parse(raw);
  const invalid = () => new AppError("BAD_REQUEST", M.confirmInvalid);
  const stored = await deps.redis.getdel(pendingKey(token));
  if (!stored) throw invalid();
  const { user: data, enabledNewsletter, provider } = JSON.parse(stored) as TPendingRegistration;
  const user = await createUser(deps, data);
  if (!user) throw invalid();
  if (enabledNewsletter) {
    await deps.db.newsletterSubscriber.upsert({ where: { email: user.email }, create: { email: user.email }, update: { unsubscribedAt: null } });
  }
  await recordAudit(deps, { userId: user.id, action: "register", entityType: "User", entityId: user.id, details: provider ? { provider } : undefined });
  return finishLogin(deps, user.id, "citizen", context);
}

/**
 * Creates the confirmed account; null when its address (or external account) got an account meanwhile. Another
 * registration of the same name may take the friendly name between the check and the insert: then a new one is drawn.
 */
async function createUser(deps: Pick<CoreDeps, "db">, data: TPendingUser) {
  for (let attempt = 0; ; attempt++) {
    const links = (["facebookId", "googleId", "twitterId", "identityProviderId"] as const).flatMap((c) =>
      typeof data[c] === "string" ? [{ [c]: data[c] }] : [],
    );
    if (await deps.db.user.findFirst({ where: { OR: [{ email: data.email }, ...links] }, select: { id: true } })) return null;
    try {
      return await deps.db.user.create({
        data: {
          ...data,
          expeditionDate: toDate(data.expeditionDate),
          birthDate: toDate(data.birthDate),
          friendlyName: await uniqueFriendlyName(deps.db, data.name, data.lastname),
          emailVerified: true,
        },
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}
