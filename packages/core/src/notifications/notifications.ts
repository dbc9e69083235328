import type { CoreDeps } from "../deps.ts";

export async function countUnseenNotifications(deps: Pick<CoreDeps, "db">, userId: number): Promise<number> {
  return deps.db.notification.count({ where: { userId, seen: false } });
}

export async function markNotificationsSeen(deps: Pick<CoreDeps, "db">, userId: number): Promise<void> {
  await deps.db.notification.updateMany({ where: { userId, seen: false }, data: { seen: true } });
}
