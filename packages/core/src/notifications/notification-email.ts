import { fillMessage } from "@portal/schemas/common/fill-message";
import { NOTIFICATION_EMAIL_MESSAGES as E } from "@portal/schemas/notifications/notification-messages";
import { type EmailBlock, renderEmailLayout } from "../mail/layout.ts";
import type { TOutgoingEmail } from "../mail/outbox.ts";

export const NOTIFICATION_EMAIL_KIND = "notification-copy";
export const NOTIFICATION_DIGEST_EMAIL_KIND = `${NOTIFICATION_EMAIL_KIND}-digest`;

/** What the copy keeps in EmailMessage.data, so held copies can be gathered into one digest. */
export interface TNotificationCopyData {
  entityName: string;
  value: string;
  /** Absolute link to the subject, or null. */
  link: string | null;
  notificationsLink: string;
}

/** The e-mail copy of one notification (the layout escapes every text: a notification is plain text). */
export function notificationEmail(to: string, data: TNotificationCopyData): TOutgoingEmail {
  const blocks: EmailBlock[] = [{ type: "paragraph", text: data.value }];
  blocks.push({ type: "button", label: data.link ? E.open : E.all, url: data.link ?? data.notificationsLink });
  blocks.push({ type: "note", text: E.why });
  const { html, text } = renderEmailLayout({ entityName: data.entityName, title: E.title, preheader: data.value, blocks });
  return { kind: NOTIFICATION_EMAIL_KIND, to, subject: E.subject, text, html, data: { ...data } };
}

/** One e-mail for the copies held while many notifications arrived at once (mail-policies.ts). */
export function notificationDigestEmail(to: string, items: TNotificationCopyData[], total = items.length): TOutgoingEmail {
  // The list shows the oldest held copies; the count and the button cover them all.
  const n = Math.max(total, items.length);
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: fillMessage(E.digestIntro, { n }) },
    { type: "list", items: items.map((i) => i.value) },
    { type: "button", label: E.all, url: items[0]?.notificationsLink ?? "" },
    { type: "note", text: E.why },
  ];
  const { html, text } = renderEmailLayout({ entityName: items[0]?.entityName ?? "", title: E.digestTitle, blocks });
  return { kind: NOTIFICATION_DIGEST_EMAIL_KIND, to, subject: fillMessage(E.digestSubject, { n }), text, html };
}
