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
  ZTransparencyGroupForm,
  ZTransparencyGroupRef,
  ZTransparencyItemForm,
  ZTransparencyItemRef,
  ZTransparencySort,
  ZTransparencyState,
} from "@portal/schemas/transparency/transparency.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** /transparencia: read by everyone while active, shaped by content administrators (spec 02 §6). */
export const transparencyRouter = router({
  /** GET transparency */
  get: publicProcedure.query(({ ctx }) => transparencyPage(ctx.deps, { canEdit: Boolean(ctx.user && holdsPermission(ctx.user.permissions, "Contents")) })),
  /** PUT transparency/state */
  setActive: staffProcedure("Contents")
    .input(ZTransparencyState)
    .mutation(({ ctx, input }) => setTransparencyActive(ctx.deps, input)),
  /** POST transparency/items, PUT transparency/items/{transparencyItemID} */
  saveItem: staffProcedure("Contents")
    .input(ZTransparencyItemForm)
    .mutation(({ ctx, input }) => saveTransparencyItem(ctx.deps, input)),
  /** DELETE transparency/items/{transparencyItemID} */
  deleteItem: staffProcedure("Contents")
    .input(ZTransparencyItemRef)
    .mutation(({ ctx, input }) => deleteTransparencyItem(ctx.deps, input)),
  /** POST transparency/groups, PUT transparency/groups/{transparencySectionID} */
  saveGroup: staffProcedure("Contents")
    .input(ZTransparencyGroupForm)
    .mutation(({ ctx, input }) => saveTransparencyGroup(ctx.deps, input)),
  /** PUT transparency/sort: one group's items and subgroups, or the main groups, in their new order */
  sort: staffProcedure("Contents")
    .input(ZTransparencySort)
    .mutation(({ ctx, input }) => sortTransparency(ctx.deps, input)),
  /** DELETE transparency/groups/{transparencySectionID} */
  deleteGroup: staffProcedure("Contents")
    .input(ZTransparencyGroupRef)
    .mutation(({ ctx, input }) => deleteTransparencyGroup(ctx.deps, input)),
});
