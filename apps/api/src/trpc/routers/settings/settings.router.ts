import { instagramSettings, keycloakSettings } from "@portal/core/settings/integration-settings";
import { updateSetting } from "@portal/core/settings/update-setting";
import { ZInstagramSettings, ZKeycloakSettings, ZSettingSaved, ZSettings, ZSettingUpdate } from "@portal/schemas/settings/settings.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

export const settingsRouter = router({
  /**
   * What the portal shell needs: route segments, base path, limits, theme, entity contact data. No output schema: every
   * page load asks for it, and the store has already parsed each key with ZSettings (TPublicSettings is its type).
   */
  public: publicProcedure.query(({ ctx }) => ctx.deps.settings.publicSettings()),
  /** GET settings/keycloak: the identity provider's public identifiers (issuer, client id), never its secret. */
  keycloak: publicProcedure.output(ZKeycloakSettings).query(({ ctx }) => keycloakSettings(ctx.deps.env)),
  /** GET settings/instagram: whether the server reads the account's posts; the token never leaves the server. */
  instagram: publicProcedure.output(ZInstagramSettings).query(({ ctx }) => instagramSettings(ctx.deps.env)),
  /** Every setting, for the Settings permission. */
  all: staffProcedure("Settings")
    .output(ZSettings)
    .query(({ ctx }) => ctx.deps.settings.all()),
  update: staffProcedure("Settings")
    .input(ZSettingUpdate)
    .output(ZSettingSaved)
    .mutation(({ ctx, input }) => updateSetting(ctx.deps, ctx.user.id, input)),
});
