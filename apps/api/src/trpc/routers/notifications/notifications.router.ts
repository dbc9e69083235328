import { z } from "zod";
import { authedProcedure, router } from "../../trpc.ts";

export const NOTIFICATIONS_PAGE_SIZE = 10;

export const notificationsRouter = router({
  unseenCount: authedProcedure.query(async ({ ctx }) => ({ count: await ctx.deps.db.notification.count({ where: { userId: ctx.user.id, seen: false } }) })),
  /** GET users/notifications (page, pageSize 10) */
  list: authedProcedure
    .input(z.object({ page: z.number().int().min(1).default(1), pageSize: z.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE) }))
    .query(async ({ ctx, input }) => {
      const where = { userId: ctx.user.id };
      const [items, total] = await Promise.all([
        ctx.deps.db.notification.findMany({ where, orderBy: { date: "desc" }, skip: (input.page - 1) * input.pageSize, take: input.pageSize }),
        ctx.deps.db.notification.count({ where }),
      ]);
      return { items: items.map((n) => ({ id: n.id, value: n.value, url: n.url, date: n.date.toISOString(), seen: n.seen })), total };
    }),
  markSeen: authedProcedure.mutation(async ({ ctx }) => {
    await ctx.deps.db.notification.updateMany({ where: { userId: ctx.user.id, seen: false }, data: { seen: true } });
    return { ok: true as const };
  }),
});
