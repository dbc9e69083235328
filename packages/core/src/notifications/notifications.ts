import type { TPageQuery } from "@portal/schemas/common/pagination";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";

export async function countUnseenNotifications(deps: Pick<CoreDeps, "db">, userId: number): Promise<number> {
  return deps.db.notification.count({ where: { userId, seen: false } });
}

/** GET users/notifications — the user's notifications, newest first. */
export async function listNotifications(deps: Pick<CoreDeps, "db">, userId: number, q: TPageQuery) {
  const where = { userId };
  const { items, total } = await paginate(
    q,
    (window) => deps.db.notification.findMany({ where, orderBy: { date: "desc" }, ...window }),
    () => deps.db.notification.count({ where }),
    (n) => ({ id: n.id, value: n.value, url: n.url, date: n.date.toISOString(), seen: n.seen }),
  );
  return { items, total };
}

export async function markNotificationsSeen(deps: Pick<CoreDeps, "db">, userId: number): Promise<void> {
  await deps.db.notification.updateMany({ where: { userId, seen: false }, data: { seen: true } });
}
