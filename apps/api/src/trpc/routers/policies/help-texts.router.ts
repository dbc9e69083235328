import { listTextResources, listTooltips, updateTextResource, updateTooltip } from "@portal/core/policies/help-texts";
import { ZTextResource, ZTextResourceForm, ZTextResourceSaved, ZTooltip, ZTooltipForm } from "@portal/schemas/policies/help-texts.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** Helper tooltips (content administrators) and text resources (Settings). */
export const helpTextsRouter = router({
  /** GET sites/tooltips */
  tooltips: publicProcedure.output(z.array(ZTooltip)).query(({ ctx }) => listTooltips(ctx.deps)),
  /** PUT sites/tooltips/{id} */
  updateTooltip: staffProcedure("Contents")
    .input(ZTooltipForm)
    .output(ZTooltip)
    .mutation(({ ctx, input }) => updateTooltip(ctx.deps, input)),
  /** GET textresources */
  textResources: staffProcedure("Settings")
    .output(z.array(ZTextResource))
    .query(({ ctx }) => listTextResources(ctx.deps)),
  /** PUT textresources/{key} */
  updateTextResource: staffProcedure("Settings")
    .input(ZTextResourceForm)
    .output(ZTextResourceSaved)
    .mutation(({ ctx, input }) => updateTextResource(ctx.deps, input)),
});
