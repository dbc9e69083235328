import { listNotifications } from "@portal/core/notifications/list-notifications";
import { countUnseenNotifications, markNotificationsSeen } from "@portal/core/notifications/notifications";
import { ZNotificationListQuery } from "@portal/schemas/notifications/notification.schema";
import { authedProcedure, router } from "../../trpc.ts";

export const notificationsRouter = router({
  unseenCount: authedProcedure.query(async ({ ctx }) => ({ count: await countUnseenNotifications(ctx.deps, ctx.user.id) })),
  /** GET users/notifications (page, pageSize 10) */
  list: authedProcedure.input(ZNotificationListQuery).query(({ ctx, input }) => listNotifications(ctx.deps, ctx.user.id, input)),
  markSeen: authedProcedure.mutation(async ({ ctx }) => {
    await markNotificationsSeen(ctx.deps, ctx.user.id);
    return { ok: true as const };
  }),
});
