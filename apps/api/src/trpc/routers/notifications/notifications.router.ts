import { listNotifications } from "@portal/core/notifications/list-notifications";
import { ZNotificationListQuery } from "@portal/schemas/notifications/notification.schema";
import { authedProcedure, router } from "../../trpc.ts";

export const notificationsRouter = router({
  unseenCount: authedProcedure.query(async ({ ctx }) => ({ count: await ctx.deps.db.notification.count({ where: { userId: ctx.user.id, seen: false } }) })),
  /** GET users/notifications (page, pageSize 10) */
  list: authedProcedure.input(ZNotificationListQuery).query(({ ctx, input }) => listNotifications(ctx.deps, ctx.user.id, input)),
  markSeen: authedProcedure.mutation(async ({ ctx }) => {
    await ctx.deps.db.notification.updateMany({ where: { userId: ctx.user.id, seen: false }, data: { seen: true } });
    return { ok: true as const };
  }),
});
