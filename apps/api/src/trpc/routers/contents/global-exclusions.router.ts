import { excludedGlobalContents, excludeGlobalContent, restoreGlobalContent } from "@portal/core/contents/global-exclusions";
import { ZGlobalExclusionSaved, ZGlobalExclusions } from "@portal/schemas/contents/content-view.schema";
import { ZContentExclude } from "@portal/schemas/contents/global-exclusion.schema";
import { router, staffProcedure } from "../../trpc.ts";

const manage = () => staffProcedure("Contents");

/** Global contents this site hides (contentexclude), managed by content administrators. */
export const globalExclusionsRouter = router({
  list: manage()
    .output(ZGlobalExclusions)
    .query(({ ctx }) => excludedGlobalContents(ctx.deps)),
  /** POST contentexclude */
  exclude: manage()
    .input(ZContentExclude)
    .output(ZGlobalExclusionSaved)
    .mutation(({ ctx, input }) => excludeGlobalContent(ctx.deps, input)),
  restore: manage()
    .input(ZContentExclude)
    .output(ZGlobalExclusionSaved)
    .mutation(({ ctx, input }) => restoreGlobalContent(ctx.deps, input)),
});
