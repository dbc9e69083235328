import { contentActor } from "@portal/core/contents/content-viewer";
import { deleteLabel, deleteSubLabel, listLabels, listSubLabels, saveLabel } from "@portal/core/contents/labels";
import { ZLabelDeleted, ZLabelPage, ZLabelView, ZSubLabelDeleted, ZSubLabelViews } from "@portal/schemas/contents/content-view.schema";
import { type TLabelForm, ZLabelListQuery, ZLabelRef, ZSubLabelRef, ZSubLabelsQuery } from "@portal/schemas/contents/label.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/**
 * The category modal's form plus the edited category's id; parsed in core, the id alone (ZLabelRef) before the form
 * (ZLabelForm): one schema of both would answer both errors at once. The REST rows document it (documentedInput).
 */
const zLabelSave = z.custom<Partial<TLabelForm> & { labelID?: number | string | null }>();

/** Categories (labels) and sub-categories: read by everyone (section filters), managed by content administrators. */
export const labelsRouter = router({
  /** GET labels */
  list: publicProcedure
    .input(ZLabelListQuery.optional())
    .output(ZLabelPage)
    .query(({ ctx, input }) => listLabels(ctx.deps, input ?? {}, contentActor(ctx.user))),
  /** GET labels/{labelID}/sublabels, GET sublabels?labels= */
  subLabels: publicProcedure
    .input(ZSubLabelsQuery)
    .output(ZSubLabelViews)
    .query(({ ctx, input }) => listSubLabels(ctx.deps, input, contentActor(ctx.user))),
  /** POST labels, PUT labels/{labelID} */
  save: staffProcedure("Contents")
    .input(zLabelSave)
    .output(ZLabelView)
    .mutation(({ ctx, input }) => saveLabel(ctx.deps, input)),
  /** DELETE labels/{labelID} */
  remove: staffProcedure("Contents")
    .input(ZLabelRef)
    .output(ZLabelDeleted)
    .mutation(({ ctx, input }) => deleteLabel(ctx.deps, input)),
  /** DELETE sublabels/{subLabelID} */
  removeSubLabel: staffProcedure("Contents")
    .input(ZSubLabelRef)
    .output(ZSubLabelDeleted)
    .mutation(({ ctx, input }) => deleteSubLabel(ctx.deps, input)),
});
