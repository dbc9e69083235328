import {
  deleteTransparencyGroup,
  deleteTransparencyItem,
  saveTransparencyGroup,
  saveTransparencyItem,
  setTransparencyActive,
  sortTransparency,
  transparencyPage,
} from "@portal/core/transparency/transparency";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import {
  ZTransparencyActive,
  ZTransparencyGroupDeleted,
  ZTransparencyGroupForm,
  ZTransparencyGroupRef,
  ZTransparencyItem,
  ZTransparencyItemDeleted,
  ZTransparencyItemForm,
  ZTransparencyItemRef,
  ZTransparencyPage,
  ZTransparencySection,
  ZTransparencySort,
  ZTransparencySorted,
  ZTransparencyState,
} from "@portal/schemas/transparency/transparency.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** /transparencia: read by everyone while active, shaped by content administrators (spec 02 §6). */
export const transparencyRouter = router({
  /** GET transparency */
  get: publicProcedure
    .output(ZTransparencyPage)
    .query(({ ctx }) => transparencyPage(ctx.deps, { canEdit: Boolean(ctx.user && holdsPermission(ctx.user.permissions, "Contents")) })),
  /** PUT transparency/state */
  setActive: staffProcedure("Contents")
    .input(ZTransparencyState)
    .output(ZTransparencyActive)
    .mutation(({ ctx, input }) => setTransparencyActive(ctx.deps, input)),
  /** POST transparency/items, PUT transparency/items/{transparencyItemID} */
  saveItem: staffProcedure("Contents")
    .input(ZTransparencyItemForm)
    .output(ZTransparencyItem)
    .mutation(({ ctx, input }) => saveTransparencyItem(ctx.deps, input)),
  /** DELETE transparency/items/{transparencyItemID} */
  deleteItem: staffProcedure("Contents")
    .input(ZTransparencyItemRef)
    .output(ZTransparencyItemDeleted)
    .mutation(({ ctx, input }) => deleteTransparencyItem(ctx.deps, input)),
  /** POST transparency/groups, PUT transparency/groups/{transparencySectionID} */
  saveGroup: staffProcedure("Contents")
    .input(ZTransparencyGroupForm)
    .output(ZTransparencySection)
    .mutation(({ ctx, input }) => saveTransparencyGroup(ctx.deps, input)),
  /** PUT transparency/sort: one group's items and subgroups, or the main groups, in their new order */
  sort: staffProcedure("Contents")
    .input(ZTransparencySort)
    .output(ZTransparencySorted)
    .mutation(({ ctx, input }) => sortTransparency(ctx.deps, input)),
  /** DELETE transparency/groups/{transparencySectionID} */
  deleteGroup: staffProcedure("Contents")
    .input(ZTransparencyGroupRef)
    .output(ZTransparencyGroupDeleted)
    .mutation(({ ctx, input }) => deleteTransparencyGroup(ctx.deps, input)),
});
