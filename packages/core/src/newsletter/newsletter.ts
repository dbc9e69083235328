import {
  NEWSLETTER_MESSAGES as M, ZNewsletterSubscribe, ZNewsletterUnsubscribe, type TNewsletterSubscribeInput, type TNewsletterUnsubscribeInput,
} from "@portal/schemas/newsletter/newsletter.schema";
import { AppError } from "../errors/app-error.ts";
import type { CoreDeps } from "../deps.ts";

/** POST newsletter — subscribes an e-mail (captcha "newsletter"); an active subscription is a 409. */
export async function subscribeNewsletter(deps: Pick<CoreDeps, "db" | "captcha">, rawInput: TNewsletterSubscribeInput): Promise<{ message: string }> {
  const input = ZNewsletterSubscribe.parse(rawInput);
  await deps.captcha.verify("newsletter", input.captchaId, input.captcha);
  const existing = await deps.db.newsletterSubscriber.findUnique({ where: { email: input.email } });
  if (existing && existing.unsubscribedAt === null) throw new AppError("CONFLICT", M.alreadySubscribed);
  await deps.db.$transaction([
    existing
      ? deps.db.newsletterSubscriber.update({ where: { id: existing.id }, data: { unsubscribedAt: null, subscribedAt: new Date() } })
      : deps.db.newsletterSubscriber.create({ data: { email: input.email } }),
    deps.db.user.updateMany({ where: { email: input.email }, data: { enabledNewsletter: true } }),
  ]);
  return { message: M.subscribed };
}

/** POST newsletter/down — unsubscribes (captcha "unsubscribe"); an unknown or already removed e-mail is a 404. */
export async function unsubscribeNewsletter(deps: Pick<CoreDeps, "db" | "captcha">, rawInput: TNewsletterUnsubscribeInput): Promise<{ message: string }> {
  const input = ZNewsletterUnsubscribe.parse(rawInput);
  await deps.captcha.verify("unsubscribe", input.captchaId, input.captcha);
  const { count } = await deps.db.newsletterSubscriber.updateMany({ where: { email: input.email, unsubscribedAt: null }, data: { unsubscribedAt: new Date() } });
  if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
  await deps.db.user.updateMany({ where: { email: input.email }, data: { enabledNewsletter: false } });
  return { message: M.unsubscribed };
}
