import { listNotifications } from "@portal/core/notifications/list-notifications";
import {
  countUnseenNotifications,
  getNotificationPreferences,
  markNotificationSeen,
  markNotificationsSeen,
  saveNotificationPreferences,
} from "@portal/core/notifications/notifications";
import { ZNotificationId, ZNotificationListQuery, ZNotificationPreferencesUpdate } from "@portal/schemas/notifications/notification.schema";
import { authedProcedure, router } from "../../trpc.ts";

export const notificationsRouter = router({
  unseenCount: authedProcedure.query(async ({ ctx }) => ({ count: await countUnseenNotifications(ctx.deps, ctx.user.id) })),
  /** GET users/notifications (page, pageSize 10) */
  list: authedProcedure.input(ZNotificationListQuery).query(({ ctx, input }) => listNotifications(ctx.deps, ctx.user.id, input)),
  /** "Marcar todas como vistas". */
  markSeen: authedProcedure.mutation(async ({ ctx }) => {
    await markNotificationsSeen(ctx.deps, ctx.user.id);
    return { ok: true as const };
  }),
  /** One of the caller's own notifications as seen (someone else's: 404). */
  markOneSeen: authedProcedure.input(ZNotificationId).mutation(async ({ ctx, input }) => {
    await markNotificationSeen(ctx.deps, ctx.user.id, input);
    return { ok: true as const };
  }),
  /** The e-mail-copy preferences (spec 03 §3: Id, Name, Active). */
  preferences: authedProcedure.query(({ ctx }) => getNotificationPreferences(ctx.deps, ctx.user.id)),
  savePreferences: authedProcedure
    .input(ZNotificationPreferencesUpdate)
    .mutation(({ ctx, input }) => saveNotificationPreferences(ctx.deps, ctx.user.id, input)),
});
