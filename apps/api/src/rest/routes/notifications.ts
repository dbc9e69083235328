import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 03 §7 "GET users/notifications" (page, pageSize 10); the spec names no path for marking them seen or for the
 * preferences, these sit under the same prefix (two segments deep, so a `users/:friendlyName` row cannot shadow them).
 */
export const notificationsRestRoutes: RestRoute[] = [
  { method: "get", path: "users/notifications", call: (t) => t.notifications.list },
  { method: "put", path: "users/notifications/seen", call: (t) => t.notifications.markSeen },
  // Spec 03 §7 "messages token and unseen count" (no paths given).
  { method: "get", path: "users/notifications/unseen", call: (t) => t.notifications.unseenCount },
  { method: "post", path: "messages/token", call: (t) => t.live.ticket },
  { method: "put", path: "users/notifications/:id/seen", call: (t) => t.notifications.markOneSeen },
  { method: "get", path: "users/notifications/preferences", call: (t) => t.notifications.preferences },
  { method: "put", path: "users/notifications/preferences", call: (t) => t.notifications.savePreferences },
];
