import { completeWithAccessKey, completeWithToken, getCompletionInfo, requireCompletion, transferComplaintForm } from "@portal/core/complaint-forms/lifecycle";
import { resolveTokenActor, staffActor } from "@portal/core/complaint-forms/manage";
import { ZCompletionDone, ZCompletionInfo, ZStaffComplaintFormSaved } from "@portal/schemas/complaint-forms/complaint-form-view.schema";
import { ZComplaintTransfer, ZCompletionByKey, ZCompletionRequest, ZCompletionText } from "@portal/schemas/complaint-forms/lifecycle.schema";
import { ZComplaintFormId, ZComplaintToken } from "@portal/schemas/complaint-forms/management.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/**
 * The legal lifecycle of a request (Ley 1755 de 2015): transfer to the competent authority (art. 21) and the
 * requirement to complete an incomplete request (art. 17), by staff with the PQRs permission or the holder of a
 * mailed management link (as answering works); the citizen's completion with the access key, the owner's session
 * or the mailed completion link.
 */
export const complaintLifecycleRouter = router({
  /** PUT complaintforms/admin/{complaintFormID}/transfer */
  transfer: staffProcedure("PQRs")
    .input(ZComplaintFormId.extend(ZComplaintTransfer.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(({ ctx, input }) => transferComplaintForm(ctx.deps, input.complaintFormID, staffActor(ctx.user), input)),
  /** PUT complaintforms/admin/{complaintFormID}/completion-request */
  requireCompletion: staffProcedure("PQRs")
    .input(ZComplaintFormId.extend(ZCompletionRequest.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(({ ctx, input }) => requireCompletion(ctx.deps, input.complaintFormID, staffActor(ctx.user), input)),
  /** PUT complaintforms/{token}/transfer */
  transferByToken: publicProcedure
    .input(ZComplaintToken.extend(ZComplaintTransfer.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(async ({ ctx, input }) => {
      const { actor, complaintFormID } = await resolveTokenActor(ctx.deps, input.token);
      return transferComplaintForm(ctx.deps, complaintFormID, actor, input);
    }),
  /** PUT complaintforms/{token}/completion-request */
  requireCompletionByToken: publicProcedure
    .input(ZComplaintToken.extend(ZCompletionRequest.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(async ({ ctx, input }) => {
      const { actor, complaintFormID } = await resolveTokenActor(ctx.deps, input.token);
      return requireCompletion(ctx.deps, complaintFormID, actor, input);
    }),
  /** POST complaintforms/completion — tracking number + access key (or the owner's session). */
  complete: publicProcedure
    .meta({ rateLimit: "tracking" })
    .input(ZCompletionByKey)
    .output(ZCompletionDone)
    .mutation(({ ctx, input }) => completeWithAccessKey(ctx.deps, input, { user: ctx.user })),
  /** GET complaintforms/completion/{token} — what the mailed completion link opens. */
  completionInfo: publicProcedure
    .meta({ rateLimit: "tracking", personalData: true })
    .input(ZComplaintToken)
    .output(ZCompletionInfo)
    .query(({ ctx, input }) => getCompletionInfo(ctx.deps, input.token)),
  /** PUT complaintforms/completion/{token} */
  completeByLink: publicProcedure
    .meta({ rateLimit: "tracking" })
    .input(ZComplaintToken.extend(ZCompletionText.shape))
    .output(ZCompletionDone)
    .mutation(({ ctx, input }) => completeWithToken(ctx.deps, input.token, input)),
});
