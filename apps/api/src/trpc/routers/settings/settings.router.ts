import { ZSettingUpdate } from "@portal/schemas/settings/settings.schema";
import { recordAudit } from "@portal/core/audit/audit-log";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

export const settingsRouter = router({
  /** What the portal shell needs: route segments, base path, limits, theme, entity contact data. */
  public: publicProcedure.query(({ ctx }) => ctx.deps.settings.publicSettings()),
  /** Every setting, for the Settings permission. */
  all: staffProcedure("Settings").query(({ ctx }) => ctx.deps.settings.all()),
  update: staffProcedure("Settings")
    .input(ZSettingUpdate)
    .mutation(async ({ ctx, input }) => {
      await ctx.deps.settings.set(input.key, input.value as never);
      await recordAudit(ctx.deps.db, { userId: ctx.user.id, action: "settings.update", entityType: "Setting", entityId: input.key });
      return { ok: true as const };
    }),
});
