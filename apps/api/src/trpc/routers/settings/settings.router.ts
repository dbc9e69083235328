import { ZSettingUpdate } from "@portal/schemas/settings/settings.schema";
import { updateSetting } from "@portal/core/settings/update-setting";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

export const settingsRouter = router({
  /** What the portal shell needs: route segments, base path, limits, theme, entity contact data. */
  public: publicProcedure.query(({ ctx }) => ctx.deps.settings.publicSettings()),
  /** Every setting, for the Settings permission. */
  all: staffProcedure("Settings").query(({ ctx }) => ctx.deps.settings.all()),
  update: staffProcedure("Settings")
    .input(ZSettingUpdate)
    .mutation(({ ctx, input }) => updateSetting(ctx.deps, ctx.user.id, input)),
});
