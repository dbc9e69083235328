import {
  NEWSLETTER_MESSAGES as M,
  type TNewsletterSubscribeInput,
  type TNewsletterTokenInput,
  type TNewsletterUnsubscribeInput,
  ZNewsletterSubscribe,
  ZNewsletterToken,
  ZNewsletterUnsubscribe,
} from "@portal/schemas/newsletter/newsletter.schema";
import { NEWSLETTER_PATHS } from "@portal/schemas/newsletter/newsletter-paths";
import { STRANGER_ANSWER_MIN_MS, withMinimumDuration } from "../common/minimum-duration.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { queueEmail } from "../mail/outbox.ts";
import { alreadySubscribedEmail, confirmRemovalEmail, confirmSubscriptionEmail } from "./newsletter-emails.ts";
import { readNewsletterToken, signNewsletterToken, type TNewsletterAction } from "./newsletter-token.ts";

type Deps = Pick<CoreDeps, "db" | "captcha" | "authSecret" | "env" | "settings" | "queues" | "log">;

/**
 * The forms answer no sooner than this, whatever the address: mailing a known one writes a row more, and the
 * difference would tell a stranger whether it is on the list.
 */
export const NEWSLETTER_ANSWER_MIN_MS = STRANGER_ANSWER_MIN_MS;

const isActive = async (deps: Pick<CoreDeps, "db">, email: string) =>
  (await deps.db.newsletterSubscriber.findUnique({ where: { email }, select: { unsubscribedAt: true } }))?.unsubscribedAt === null;

function link(deps: Pick<CoreDeps, "authSecret" | "env">, action: TNewsletterAction, email: string): string {
  const token = signNewsletterToken(deps.authSecret, action, email);
  const base = deps.env.publicUrl.replace(/\/$/, "");
  return action === "newsletter-subscribe"
    ? `${base}${NEWSLETTER_PATHS.confirm}/${token}`
    : `${base}${NEWSLETTER_PATHS.unsubscribe}?token=${encodeURIComponent(token)}`;
}

/**
 * POST newsletter — double opt-in (captcha "newsletter"). The answer is the same for every address: a new one gets a
 * confirmation link, a subscribed one an e-mail with the spec's "Ya estas registrado…" (its owner learns it, not
 * whoever typed it). Nothing changes until the link is opened (confirmNewsletterSubscription).
 */
export async function subscribeNewsletter(deps: Deps, rawInput: TNewsletterSubscribeInput): Promise<{ message: string }> {
  const input = ZNewsletterSubscribe.parse(rawInput);
  await deps.captcha.verify("newsletter", input.captchaId, input.captcha);
  await withMinimumDuration(performance.now(), NEWSLETTER_ANSWER_MIN_MS, async () => {
    const entity = await deps.settings.get("entity");
    const message = (await isActive(deps, input.email))
      ? alreadySubscribedEmail(input.email, entity.name)
      : confirmSubscriptionEmail(input.email, entity.name, link(deps, "newsletter-subscribe", input.email));
    await queueEmail(deps, message);
  });
  return { message: M.subscribeMailed };
}

/** POST newsletter/confirm — the mailed link subscribes its address; an already subscribed one is the spec's 409. */
export async function confirmNewsletterSubscription(deps: Pick<CoreDeps, "db" | "authSecret">, rawInput: TNewsletterTokenInput): Promise<{ message: string }> {
  const input = ZNewsletterToken.parse(rawInput);
  const email = readNewsletterToken(deps.authSecret, "newsletter-subscribe", input.token);
  if (!email) throw new AppError("BAD_REQUEST", M.linkInvalid, [{ path: "token", message: M.linkInvalid }]);
  // Conditional writes: of two openings at once (a double click, a mail scanner), one subscribes the address and the
  // other finds it subscribed (the spec's 409, as arriving later), instead of a second insert failing.
  const subscribed = await deps.db.$transaction(async (tx) => {
    const { count: back } = await tx.newsletterSubscriber.updateMany({
      where: { email, unsubscribedAt: { not: null } },
      data: { unsubscribedAt: null, subscribedAt: new Date() },
    });
    if (back === 0 && (await tx.newsletterSubscriber.createMany({ data: [{ email }], skipDuplicates: true })).count === 0) return false;
    await tx.user.updateMany({ where: { email }, data: { enabledNewsletter: true } });
    return true;
  });
  if (!subscribed) throw new AppError("CONFLICT", M.alreadySubscribed);
  return { message: M.subscribed };
}

/**
 * POST newsletter/down — asks for the removal (captcha "unsubscribe"). The answer is the same for every address; a
 * subscribed one gets the link that removes it (confirmNewsletterRemoval), so nobody can unsubscribe someone else.
 * An address that is not on the list gets nothing: the portal does not mail strangers.
 */
export async function unsubscribeNewsletter(deps: Deps, rawInput: TNewsletterUnsubscribeInput): Promise<{ message: string }> {
  const input = ZNewsletterUnsubscribe.parse(rawInput);
  await deps.captcha.verify("unsubscribe", input.captchaId, input.captcha);
  await withMinimumDuration(performance.now(), NEWSLETTER_ANSWER_MIN_MS, async () => {
    if (!(await isActive(deps, input.email))) return;
    const entity = await deps.settings.get("entity");
    await queueEmail(deps, confirmRemovalEmail(input.email, entity.name, link(deps, "newsletter-unsubscribe", input.email)));
  });
  return { message: M.unsubscribeMailed };
}

/** POST newsletter/down/confirm — the mailed link removes its address; one no longer on the list is the spec's 404. */
export async function confirmNewsletterRemoval(deps: Pick<CoreDeps, "db" | "authSecret">, rawInput: TNewsletterTokenInput): Promise<{ message: string }> {
  const input = ZNewsletterToken.parse(rawInput);
  const email = readNewsletterToken(deps.authSecret, "newsletter-unsubscribe", input.token);
  if (!email) throw new AppError("BAD_REQUEST", M.linkInvalid, [{ path: "token", message: M.linkInvalid }]);
  const { count } = await deps.db.newsletterSubscriber.updateMany({ where: { email, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  await deps.db.user.updateMany({ where: { email }, data: { enabledNewsletter: false } });
  return { message: M.unsubscribed };
}

/**
 * The logged-in user's own unsubscribe (spec 03 §6 "Non-staff logged users can unsubscribe", §7 "Unsubscribe of a
 * user"): no captcha nor mailed link, the session proves the account. The account's newsletter flag goes off, and its
 * address leaves the list when the account proved it owns that address (a verified e-mail).
 */
export async function unsubscribeOwnNewsletter(
  deps: Pick<CoreDeps, "db">,
  user: { id: number; email: string; emailVerified: boolean },
): Promise<{ message: string }> {
  await deps.db.user.update({ where: { id: user.id }, data: { enabledNewsletter: false } });
  if (user.emailVerified)
    await deps.db.newsletterSubscriber.updateMany({ where: { email: user.email.toLowerCase(), unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
  return { message: M.unsubscribed };
}
