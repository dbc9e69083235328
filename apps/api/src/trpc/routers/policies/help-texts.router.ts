import { listTextResources, listTooltips, updateTextResource, updateTooltip } from "@portal/core/policies/help-texts";
import { ZTextResourceForm, ZTooltipForm } from "@portal/schemas/policies/help-texts.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** Helper tooltips (content administrators) and text resources (Settings). */
export const helpTextsRouter = router({
  /** GET sites/tooltips */
  tooltips: publicProcedure.query(({ ctx }) => listTooltips(ctx.deps)),
  /** PUT sites/tooltips/{id} */
  updateTooltip: staffProcedure("Contents")
    .input(ZTooltipForm)
    .mutation(({ ctx, input }) => updateTooltip(ctx.deps, input)),
  /** GET textresources */
  textResources: staffProcedure("Settings").query(({ ctx }) => listTextResources(ctx.deps)),
  /** PUT textresources/{key} */
  updateTextResource: staffProcedure("Settings")
    .input(ZTextResourceForm)
    .mutation(({ ctx, input }) => updateTextResource(ctx.deps, input)),
});
