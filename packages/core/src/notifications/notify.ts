import type { Prisma } from "@portal/db/client";
import { NOTIFICATION_PREFERENCES, type TNotificationKind } from "@portal/schemas/notifications/notification-preferences";
import type { CoreDeps } from "../deps.ts";
import { publishToUser } from "../live/live-channel.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { notificationEmail } from "./notification-email.ts";

/** What `notifyUser` wrote inside the caller's transaction, handed to `deliverNotifications` after the commit. */
export interface TNotified {
  userId: number;
  emailMessageId: string | null;
}

export interface TNotificationInput {
  userId: number;
  kind: TNotificationKind;
  /** Plain text (NOTIFICATION_TEXTS filled in); escaped wherever it is shown. */
  value: string;
  /** A path inside the portal ("/…") or null. */
  url: string | null;
}

/** Absolute links of the copy: the portal's public address and its notifications route (settings). */
export interface TNotifyContext {
  entityName: string;
  publicUrl: string;
  notificationsPath: string;
}

export async function notifyContext(deps: Pick<CoreDeps, "env" | "settings">): Promise<TNotifyContext> {
  const [entity, routes] = await Promise.all([deps.settings.get("entity"), deps.settings.get("routes")]);
  return { entityName: entity.name, publicUrl: deps.env.publicUrl, notificationsPath: `/${routes.notifications.replace(/^\/+|\/+$/g, "")}` };
}

/**
 * Writes a notification inside the transaction of the event it tells about (so it exists exactly when the event
 * does), and its e-mail copy in the outbox when the user asked for copies of this kind and their address is
 * verified. Call `deliverNotifications` with the results once the transaction has committed.
 */
export async function notifyUser(tx: Prisma.TransactionClient, n: TNotificationInput, ctx: TNotifyContext, now = new Date()): Promise<TNotified> {
  await tx.notification.create({ data: { userId: n.userId, value: n.value, url: n.url, date: now } });
  const user = await tx.user.findUnique({
    where: { id: n.userId },
    select: {
      email: true,
      emailVerified: true,
      active: true,
      notificationSettings: { where: { preferenceId: NOTIFICATION_PREFERENCES[n.kind].Id }, select: { Active: true } },
    },
  });
  const wantsCopy = user?.active && user.emailVerified && user.notificationSettings[0]?.Active === true;
  if (!user || !wantsCopy) return { userId: n.userId, emailMessageId: null };
  const { id } = await insertEmailMessage(
    tx,
    notificationEmail(user.email, {
      entityName: ctx.entityName,
      value: n.value,
      link: n.url ? `${ctx.publicUrl}${n.url}` : null,
      notificationsLink: `${ctx.publicUrl}${ctx.notificationsPath}`,
    }),
  );
  return { userId: n.userId, emailMessageId: id };
}

/**
 * After the commit: queues the copies (the outbox relay does it later if Redis is down) and tells each user's open
 * pages their new unseen count. Never throws: the event it follows has already happened.
 */
export async function deliverNotifications(deps: Pick<CoreDeps, "db" | "redis" | "log" | "queues">, notified: readonly TNotified[]): Promise<void> {
  for (const n of notified) {
    if (n.emailMessageId) await tryEnqueueEmail(deps, n.emailMessageId);
  }
  for (const userId of new Set(notified.map((n) => n.userId))) await publishUnseenCount(deps, userId);
}

/** Pushes the user's current unseen count to their open pages (after a new notification or a mark as seen). */
export async function publishUnseenCount(deps: Pick<CoreDeps, "db" | "redis" | "log">, userId: number): Promise<void> {
  try {
    const unseen = await deps.db.notification.count({ where: { userId, seen: false } });
    await publishToUser(deps, userId, { type: "notifications", unseen });
  } catch (error) {
    deps.log.warn({ err: error, userId }, "no se pudo avisar del número de notificaciones sin ver");
  }
}
