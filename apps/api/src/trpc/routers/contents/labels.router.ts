import { contentActor } from "@portal/core/contents/content-viewer";
import { deleteLabel, deleteSubLabel, listLabels, listSubLabels, saveLabel } from "@portal/core/contents/labels";
import { type TLabelForm, ZLabelListQuery, ZLabelRef, ZSubLabelRef, ZSubLabelsQuery } from "@portal/schemas/contents/label.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** The category modal's form plus the edited category's id; parsed in core (ZLabelForm, ZLabelRef). */
const zLabelSave = z.custom<Partial<TLabelForm> & { labelID?: number | string | null }>();

/** Categories (labels) and sub-categories: read by everyone (section filters), managed by content administrators. */
export const labelsRouter = router({
  /** GET labels */
  list: publicProcedure.input(ZLabelListQuery.optional()).query(({ ctx, input }) => listLabels(ctx.deps, input ?? {}, contentActor(ctx.user))),
  /** GET labels/{labelID}/sublabels, GET sublabels?labels= */
  subLabels: publicProcedure.input(ZSubLabelsQuery).query(({ ctx, input }) => listSubLabels(ctx.deps, input)),
  /** POST labels, PUT labels/{labelID} */
  save: staffProcedure("Contents")
    .input(zLabelSave)
    .mutation(({ ctx, input }) => saveLabel(ctx.deps, input)),
  /** DELETE labels/{labelID} */
  remove: staffProcedure("Contents")
    .input(ZLabelRef)
    .mutation(({ ctx, input }) => deleteLabel(ctx.deps, input)),
  /** DELETE sublabels/{subLabelID} */
  removeSubLabel: staffProcedure("Contents")
    .input(ZSubLabelRef)
    .mutation(({ ctx, input }) => deleteSubLabel(ctx.deps, input)),
});
