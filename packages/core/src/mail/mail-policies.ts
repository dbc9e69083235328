import { MAIL_LIMITS } from "@portal/schemas/mail/mail-limits";
import { COMPLAINT_EMAIL_KINDS } from "../complaint-forms/emails.ts";
import { staffDigestEmail, type TStaffNoticeData } from "../complaint-forms/staff-digest-email.ts";
import { NEWSLETTER_EMAIL_KINDS } from "../newsletter/newsletter-emails.ts";
import { NOTIFICATION_EMAIL_KIND, notificationDigestEmail, type TNotificationCopyData } from "../notifications/notification-email.ts";
import type { TOutgoingEmail } from "./outbox.ts";

/**
 * Kinds sent to an address a citizen typed (not one the entity holds): counted against RATE_LIMITS.mailRecipient,
 * so the portal cannot be used to mail an arbitrary address in bulk. Over the limit the row is SUPPRESSED.
 */
export const RECIPIENT_LIMITED_KINDS: ReadonlySet<string> = new Set([COMPLAINT_EMAIL_KINDS.acknowledgement, ...Object.values(NEWSLETTER_EMAIL_KINDS)]);

export interface DigestPolicy {
  /** Notices to one address within `windowMs` sent one by one; later ones are held (BATCHED). */
  afterNotices: number;
  windowMs: number;
  /**
   * One digest e-mail for the held rows of one address: the oldest ones' `data` (at most DIGEST_LISTED_MAX, oldest
   * first) and how many were held in all.
   */
  build(to: string, items: unknown[], total: number): TOutgoingEmail;
}

export const DIGEST_POLICIES: Readonly<Record<string, DigestPolicy>> = {
  [COMPLAINT_EMAIL_KINDS.staffNotification]: {
    afterNotices: MAIL_LIMITS.staffDigest.afterNotices,
    windowMs: MAIL_LIMITS.staffDigest.windowMinutes * 60_000,
    build: (to, items, total) => staffDigestEmail(to, items as TStaffNoticeData[], total),
  },
  // A user's e-mail copies of notifications (a popular comment's likes): past the threshold, one digest per window.
  [NOTIFICATION_EMAIL_KIND]: {
    afterNotices: MAIL_LIMITS.notificationDigest.afterNotices,
    windowMs: MAIL_LIMITS.notificationDigest.windowMinutes * 60_000,
    build: (to, items, total) => notificationDigestEmail(to, items as TNotificationCopyData[], total),
  },
};
