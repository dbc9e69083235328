import { z } from "zod";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { NOTIFICATION_PREFERENCE_MESSAGES } from "./notification-messages.ts";
import { NOTIFICATION_PREFERENCES } from "./notification-preferences.ts";

/** Spec 02: notifications page size 10. */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** GET users/notifications (page, pageSize 10); a page holds at most 50. */
export const ZNotificationListQuery = ZPageQuery(NOTIFICATIONS_PAGE_SIZE, 50);

/** One notification, by id (mark it seen). */
export const ZNotificationId = z.object({ id: z.coerce.number().int().positive() });

const PREFERENCE_IDS: readonly number[] = Object.values(NOTIFICATION_PREFERENCES).map((p) => p.Id);

/** The user's e-mail-copy choices: a subset of the known preferences, each once. */
export const ZNotificationPreferencesUpdate = z.object({
  preferences: z
    .array(
      z.object({
        Id: z
          .number()
          .int()
          .refine((id) => PREFERENCE_IDS.includes(id), NOTIFICATION_PREFERENCE_MESSAGES.unknown),
        Active: z.boolean(),
      }),
    )
    .max(PREFERENCE_IDS.length)
    .refine((list) => new Set(list.map((p) => p.Id)).size === list.length, NOTIFICATION_PREFERENCE_MESSAGES.unknown),
});
export type TNotificationPreferencesUpdate = z.infer<typeof ZNotificationPreferencesUpdate>;

/** One preference as the profile shows it (spec 03 §3: Id, Name, Active). */
export const ZNotificationPreference = z.object({ Id: z.number().int(), Name: z.string(), Active: z.boolean() });
export type TNotificationPreference = z.infer<typeof ZNotificationPreference>;

/** One notification of the caller's list (the date as ISO text). */
export const ZNotificationItem = z.object({ id: z.number().int(), value: z.string(), url: z.string().nullable(), date: z.string(), seen: z.boolean() });

/** GET users/notifications: a page of the caller's notifications. */
export const ZNotificationPage = ZPageOf(ZNotificationItem);

/** The number of the caller's notifications not seen yet (the bell's badge). */
export const ZUnseenNotificationCount = z.object({ count: z.number().int() });
