import { type TNotificationPreference, ZNotificationId, ZNotificationPreferencesUpdate } from "@portal/schemas/notifications/notification.schema";
import { NOTIFICATION_MESSAGES as M } from "@portal/schemas/notifications/notification-messages";
import { NOTIFICATION_PREFERENCES } from "@portal/schemas/notifications/notification-preferences";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { publishUnseenCount } from "./notify.ts";

type LiveDeps = Pick<CoreDeps, "db" | "redis" | "log">;

export async function countUnseenNotifications(deps: Pick<CoreDeps, "db">, userId: number): Promise<number> {
  return deps.db.notification.count({ where: { userId, seen: false } });
}

/** "Marcar todas como vistas": the user's other open pages follow at once. */
export async function markNotificationsSeen(deps: LiveDeps, userId: number): Promise<void> {
  const { count } = await deps.db.notification.updateMany({ where: { userId, seen: false }, data: { seen: true } });
  if (count > 0) await publishUnseenCount(deps, userId);
}

/** One of the user's own notifications as seen; someone else's is a 404, as if it did not exist. */
export async function markNotificationSeen(deps: LiveDeps, userId: number, raw: unknown): Promise<void> {
  const { id } = ZNotificationId.parse(raw);
  const found = await deps.db.notification.findFirst({ where: { id, userId }, select: { seen: true } });
  if (!found) throw new AppError("NOT_FOUND", M.notFound);
  if (found.seen) return;
  await deps.db.notification.updateMany({ where: { id, userId, seen: false }, data: { seen: true } });
  await publishUnseenCount(deps, userId);
}

/** Every known preference with the user's choice (no row: no e-mail copy). */
export async function getNotificationPreferences(deps: Pick<CoreDeps, "db">, userId: number): Promise<TNotificationPreference[]> {
  const [catalog, mine] = await Promise.all([
    deps.db.notificationPreference.findMany({ orderBy: { Id: "asc" } }),
    deps.db.userNotificationPreference.findMany({ where: { userId }, select: { preferenceId: true, Active: true } }),
  ]);
  const active = new Map(mine.map((p) => [p.preferenceId, p.Active]));
  return catalog.map((p) => ({ Id: p.Id, Name: p.Name, Active: active.get(p.Id) ?? false }));
}

/** Saves the user's choices (only the kinds sent) and answers the full list. */
export async function saveNotificationPreferences(deps: Pick<CoreDeps, "db">, userId: number, raw: unknown): Promise<TNotificationPreference[]> {
  const { preferences } = ZNotificationPreferencesUpdate.parse(raw);
  await deps.db.$transaction(async (tx) => {
    for (const p of preferences) {
      await tx.userNotificationPreference.upsert({
        where: { userId_preferenceId: { userId, preferenceId: p.Id } },
        create: { userId, preferenceId: p.Id, Active: p.Active },
        update: { Active: p.Active },
      });
    }
  });
  return getNotificationPreferences(deps, userId);
}

/** The NotificationPreference catalogue (seed); names an operator changed are kept. */
export async function seedNotificationPreferences(db: Pick<CoreDeps["db"], "notificationPreference">): Promise<void> {
  await db.notificationPreference.createMany({ data: Object.values(NOTIFICATION_PREFERENCES).map((p) => ({ ...p })), skipDuplicates: true });
}
