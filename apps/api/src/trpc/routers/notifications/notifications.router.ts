import { listNotifications } from "@portal/core/notifications/list-notifications";
import {
  countUnseenNotifications,
  getNotificationPreferences,
  markNotificationSeen,
  markNotificationsSeen,
  saveNotificationPreferences,
} from "@portal/core/notifications/notifications";
import { ZOk } from "@portal/schemas/common/ok";
import {
  ZNotificationId,
  ZNotificationListQuery,
  ZNotificationPage,
  ZNotificationPreference,
  ZNotificationPreferencesUpdate,
  ZUnseenNotificationCount,
} from "@portal/schemas/notifications/notification.schema";
import { z } from "zod";
import { authedProcedure, router } from "../../trpc.ts";

export const notificationsRouter = router({
  unseenCount: authedProcedure.output(ZUnseenNotificationCount).query(async ({ ctx }) => ({ count: await countUnseenNotifications(ctx.deps, ctx.user.id) })),
  /** GET users/notifications (page, pageSize 10) */
  list: authedProcedure
    .input(ZNotificationListQuery)
    .output(ZNotificationPage)
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.user.id, input)),
  /** "Marcar todas como vistas". */
  markSeen: authedProcedure.output(ZOk).mutation(async ({ ctx }) => {
    await markNotificationsSeen(ctx.deps, ctx.user.id);
    return { ok: true as const };
  }),
  /** One of the caller's own notifications as seen (someone else's: 404). */
  markOneSeen: authedProcedure
    .input(ZNotificationId)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await markNotificationSeen(ctx.deps, ctx.user.id, input);
      return { ok: true as const };
    }),
  /** The e-mail-copy preferences (spec 03 §3: Id, Name, Active). */
  preferences: authedProcedure.output(z.array(ZNotificationPreference)).query(({ ctx }) => getNotificationPreferences(ctx.deps, ctx.user.id)),
  savePreferences: authedProcedure
    .input(ZNotificationPreferencesUpdate)
    .output(z.array(ZNotificationPreference))
    .mutation(({ ctx, input }) => saveNotificationPreferences(ctx.deps, ctx.user.id, input)),
});
