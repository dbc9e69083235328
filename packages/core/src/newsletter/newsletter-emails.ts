import { fillMessage } from "@portal/schemas/common/fill-message";
import { NEWSLETTER_MESSAGES as M, NEWSLETTER_LINK_TTL_HOURS } from "@portal/schemas/newsletter/newsletter.schema";
import type { TOutgoingEmail } from "../mail/outbox.ts";

/** Kinds of the newsletter's e-mails: sent to an address someone typed, so each counts against its recipient limit. */
export const NEWSLETTER_EMAIL_KINDS = {
  confirmSubscription: "newsletter-confirm",
  alreadySubscribed: "newsletter-already",
  confirmRemoval: "newsletter-unsubscribe",
} as const;

const hours = (text: string) => fillMessage(text, { hours: String(NEWSLETTER_LINK_TTL_HOURS) });

export function confirmSubscriptionEmail(to: string, entityName: string, link: string): TOutgoingEmail {
  const text = [hours(M.subscribeIntro), link, "", M.ignore].join("\n");
  return { kind: NEWSLETTER_EMAIL_KINDS.confirmSubscription, to, subject: `${M.subscribeSubject} — ${entityName}`, text };
}

/** The spec's 409 text, said to the mailbox's owner instead of to whoever typed the address. */
export function alreadySubscribedEmail(to: string, entityName: string): TOutgoingEmail {
  const text = [`${M.alreadySubscribed}.`, M.alreadyIntro, "", M.ignore].join("\n");
  return { kind: NEWSLETTER_EMAIL_KINDS.alreadySubscribed, to, subject: `${M.alreadySubject} — ${entityName}`, text };
}

export function confirmRemovalEmail(to: string, entityName: string, link: string): TOutgoingEmail {
  const text = [hours(M.unsubscribeIntro), link, "", M.ignore].join("\n");
  return { kind: NEWSLETTER_EMAIL_KINDS.confirmRemoval, to, subject: `${M.unsubscribeSubject} — ${entityName}`, text };
}
