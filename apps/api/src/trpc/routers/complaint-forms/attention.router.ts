import { attentionRoot, listAttentionConfigs, updateAttentionConfigs } from "@portal/core/complaint-forms/attention";
import { ZAttentionUpdate } from "@portal/schemas/complaint-forms/attention.schema";
import { ZAttentionCalendar, ZAttentionDays, ZAttentionSaved } from "@portal/schemas/complaint-forms/complaint-form-view.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** Attention days and hours of appointments (type 7). */
export const attentionRouter = router({
  /** GET attention/GetRoot — active days with their hours and next open dates (the appointment form). */
  root: publicProcedure.output(ZAttentionCalendar).query(({ ctx }) => attentionRoot(ctx.deps)),
  /** GET attention/getall — every configured day, for the editor (spec 01 §7: admin). */
  all: staffProcedure("PQRs")
    .output(ZAttentionDays)
    .query(({ ctx }) => listAttentionConfigs(ctx.deps)),
  /** PUT attention — days and A.M./P.M. hours (PQRs permission). */
  update: staffProcedure("PQRs")
    .input(ZAttentionUpdate)
    .output(ZAttentionSaved)
    .mutation(({ ctx, input }) => updateAttentionConfigs(ctx.deps, input, ctx.user)),
});
