import type { TPageQuery } from "@portal/schemas/common/pagination";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";

/** The user's notifications, newest first, one page at a time. */
export function listNotifications(deps: Pick<CoreDeps, "db">, userId: number, q: TPageQuery) {
  const where = { userId };
  return paginate(
    q,
    (window) => deps.db.notification.findMany({ where, orderBy: { date: "desc" }, ...window }),
    () => deps.db.notification.count({ where }),
    (n) => ({ id: n.id, value: n.value, url: n.url, date: n.date.toISOString(), seen: n.seen }),
  );
}
