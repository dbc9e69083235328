import type { RestRoute } from "../rest-route.ts";

/** Spec 03 §7 "GET users/notifications" (page, pageSize 10). */
export const notificationsRestRoutes: RestRoute[] = [{ method: "get", path: "users/notifications", call: (t) => t.notifications.list }];
