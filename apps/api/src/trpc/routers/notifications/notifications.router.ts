import { z } from "zod";
import { countUnseenNotifications, listNotifications, markNotificationsSeen } from "@portal/core/notifications/notifications";
import { authedProcedure, router } from "../../trpc.ts";

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationsRouter = router({
  unseenCount: authedProcedure.query(async ({ ctx }) => ({ count: await countUnseenNotifications(ctx.deps, ctx.user.id) })),
  /** GET users/notifications (page, pageSize 10) */
  list: authedProcedure
    .input(z.object({ page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE) }))
    .query(({ ctx, input }) => listNotifications(ctx.deps, ctx.user.id, input)),
  markSeen: authedProcedure.mutation(async ({ ctx }) => {
    await markNotificationsSeen(ctx.deps, ctx.user.id);
    return { ok: true as const };
  }),
});
