import { currentPopup, deletePopup, listPopups, savePopup } from "@portal/core/contents/popups";
import { ZCurrentPopup, ZPopupDeleted, ZPopupSaved, ZPopupViews } from "@portal/schemas/contents/content-view.schema";
import { ZPopupForm, ZPopupId, ZPopupQuery } from "@portal/schemas/contents/popup.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** The home popup (contentPopupnews): read by every home visitor, edited by content administrators. */
export const popupsRouter = router({
  /** GET contentPopupnews */
  current: publicProcedure
    .input(ZPopupQuery.optional())
    .output(ZCurrentPopup)
    .query(({ ctx, input }) => currentPopup(ctx.deps, input ?? {}, { staff: Boolean(ctx.user?.isAuthorize) })),
  list: staffProcedure("Contents")
    .output(ZPopupViews)
    .query(({ ctx }) => listPopups(ctx.deps)),
  save: staffProcedure("Contents")
    .input(ZPopupForm)
    .output(ZPopupSaved)
    .mutation(({ ctx, input }) => savePopup(ctx.deps, input)),
  remove: staffProcedure("Contents")
    .input(ZPopupId)
    .output(ZPopupDeleted)
    .mutation(({ ctx, input }) => deletePopup(ctx.deps, input)),
});
