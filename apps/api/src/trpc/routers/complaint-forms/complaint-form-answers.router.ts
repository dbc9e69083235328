import { verifyAnswerLetter } from "@portal/core/complaint-forms/answer-letter";
import { recordComplaintCall } from "@portal/core/complaint-forms/calls";
import { ZComplaintCall, ZLetterCode } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { ZAnswerLetterValidity, ZStaffComplaintFormSaved } from "@portal/schemas/complaint-forms/complaint-form-view.schema";
import { ZComplaintFormId } from "@portal/schemas/complaint-forms/management.schema";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/**
 * Answering by post or phone: the calls recorded for the phone channel and the public check of an answer letter's
 * validity code. The letter itself (PDF bytes) is a download row (apps/api/src/rest/routes/complaint-forms.ts).
 */
export const complaintFormAnswersRouter = router({
  /** POST complaintforms/admin/{complaintFormID}/calls */
  recordCall: staffProcedure("PQRs")
    .input(ZComplaintFormId.extend(ZComplaintCall.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(({ ctx, input }) => recordComplaintCall(ctx.deps, input.complaintFormID, ctx.user, { ...input, calledAt: input.calledAt.toISOString() })),
  /** GET complaintforms/letters/{code} — /carta-validez: radicado, date and entity only. */
  letterValidity: publicProcedure
    .meta({ rateLimit: "certificateLookup", personalData: true })
    .input(ZLetterCode)
    .output(ZAnswerLetterValidity)
    .query(({ ctx, input }) => verifyAnswerLetter(ctx.deps, input)),
});
