import {
  getComplaintResource,
  getTextResource,
  listComplaintFormTypes,
  listComplaintFormUserTypes,
  pqrdsGlobalSettings,
} from "@portal/core/complaint-forms/catalogs";
import { addClosureDay, listClosureDays, removeClosureDay } from "@portal/core/complaint-forms/closure-days";
import { readGrantedFile } from "@portal/core/complaint-forms/file-grants";
import { downloadFilingReceipt, verifyFilingReceipt } from "@portal/core/complaint-forms/filing-receipt";
import { listComplaintForms } from "@portal/core/complaint-forms/list";
import {
  delegateComplaintForm,
  extendComplaintFormTerm,
  getComplaintFormByToken,
  getManagedComplaintForm,
  resolveTokenActor,
  staffActor,
  updateComplaintForm,
  validateDelegateToken,
} from "@portal/core/complaint-forms/manage";
import { getQualifyInfo, qualifyComplaintForm, requestQualifyLink } from "@portal/core/complaint-forms/qualify";
import { assertInQueue } from "@portal/core/complaint-forms/queue-scope";
import { listRequestEmails } from "@portal/core/complaint-forms/request-emails";
import { submitComplaintForm } from "@portal/core/complaint-forms/submit";
import { myComplaintForm, myComplaintForms, trackComplaintForm } from "@portal/core/complaint-forms/tracking";
import { ZMessage } from "@portal/schemas/common/ok";
import { ZComplaintResourceKeyword, ZTextResourceKey } from "@portal/schemas/complaint-forms/catalogs.schema";
import type { TComplaintFormInput } from "@portal/schemas/complaint-forms/complaint-form.schema";
import { COMPLAINT_FORM_MESSAGES } from "@portal/schemas/complaint-forms/complaint-form-rules";
import {
  ZCitizenComplaintForm,
  ZClosureDayAdded,
  ZClosureDayRemoved,
  ZClosureDays,
  ZComplaintEmails,
  ZComplaintFileContent,
  ZComplaintFiled,
  ZComplaintGlobalSettings,
  ZComplaintTypes,
  ZComplaintUserTypes,
  ZFilingReceipt,
  ZOwnComplaintFormPage,
  ZQualifyInfo,
  ZQualifyLink,
  ZReceiptValidity,
  ZResourceText,
  ZStaffComplaintForm,
  ZStaffComplaintFormPage,
  ZStaffComplaintFormSaved,
  ZTextResource,
  ZTrackingAnswer,
} from "@portal/schemas/complaint-forms/complaint-form-view.schema";
import { ZComplaintQueueQuery } from "@portal/schemas/complaint-forms/dependencies.schema";
import { ZFilingReceiptRequest, ZReceiptCode } from "@portal/schemas/complaint-forms/filing-receipt.schema";
import {
  ZClosureDay,
  ZClosureDayId,
  ZComplaintAnswer,
  ZComplaintDelegate,
  ZComplaintExtension,
  ZComplaintFormId,
  ZComplaintToken,
} from "@portal/schemas/complaint-forms/management.schema";
import { ZQualification, ZQualifyLinkRequest, ZQualifyToken } from "@portal/schemas/complaint-forms/qualification.schema";
import { ZMyComplaintFormRef, ZMyComplaintFormsQuery, ZTracking } from "@portal/schemas/complaint-forms/tracking.schema";
import { z } from "zod";
import { fileOwnerOf } from "../../context.ts";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";
import { attentionRouter } from "./attention.router.ts";
import { queueProcedure } from "./queue-procedure.ts";

/** The form is checked by the use case, which answers "Verifica todos los datos del formulario" with each rule's message. */
const ZSubmitInput = z.custom<TComplaintFormInput>((v) => v !== null && typeof v === "object" && !Array.isArray(v), {
  error: COMPLAINT_FORM_MESSAGES.checkForm,
});

/** Management through a mailed link (/pqrs/{token}): manage and delegate links, no login needed. */
const byTokenRouter = router({
  /** GET complaintforms/{token} */
  get: publicProcedure
    .meta({ personalData: true })
    .input(ZComplaintToken)
    .output(ZStaffComplaintForm)
    .query(({ ctx, input }) => getComplaintFormByToken(ctx.deps, input.token)),
  /** GET complaintforms/delegate/{token} */
  validateDelegate: publicProcedure
    .meta({ personalData: true })
    .input(ZComplaintToken)
    .output(ZStaffComplaintForm)
    .query(({ ctx, input }) => validateDelegateToken(ctx.deps, input.token)),
  /** PUT complaintforms/{token} — answer, and resolve with `resolve: true`. */
  update: publicProcedure
    .input(ZComplaintToken.extend(ZComplaintAnswer.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(async ({ ctx, input }) => {
      const { actor, complaintFormID } = await resolveTokenActor(ctx.deps, input.token);
      return updateComplaintForm(ctx.deps, complaintFormID, actor, input, new Date(), fileOwnerOf(ctx));
    }),
  /** PUT complaintforms/delegate/{token} */
  delegate: publicProcedure
    .input(ZComplaintToken.extend(ZComplaintDelegate.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(async ({ ctx, input }) => {
      const { actor, complaintFormID } = await resolveTokenActor(ctx.deps, input.token);
      return delegateComplaintForm(ctx.deps, complaintFormID, actor, input);
    }),
});

/**
 * /administrador/pqrs — the PQRs office sees every request; an official of a dependency only its requests (a request
 * outside the caller's reach is a 404, like one that does not exist).
 */
const adminRouter = router({
  /** GET complaintforms — filters, dependency, queue view and pagination. */
  list: queueProcedure
    .input(ZComplaintQueueQuery)
    .output(ZStaffComplaintFormPage)
    .query(({ ctx, input }) => listComplaintForms(ctx.deps, input, new Date(), ctx.access)),
  get: queueProcedure
    .input(ZComplaintFormId)
    .output(ZStaffComplaintForm)
    .query(async ({ ctx, input }) => {
      await assertInQueue(ctx.deps, ctx.access, input.complaintFormID);
      return getManagedComplaintForm(ctx.deps, input.complaintFormID);
    }),
  /** PUT complaintforms — answer, and resolve with `resolve: true`. */
  update: queueProcedure
    .input(ZComplaintFormId.extend(ZComplaintAnswer.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(async ({ ctx, input }) => {
      await assertInQueue(ctx.deps, ctx.access, input.complaintFormID);
      return updateComplaintForm(ctx.deps, input.complaintFormID, staffActor(ctx.user), input, new Date(), fileOwnerOf(ctx));
    }),
  delegate: queueProcedure
    .input(ZComplaintFormId.extend(ZComplaintDelegate.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(async ({ ctx, input }) => {
      await assertInQueue(ctx.deps, ctx.access, input.complaintFormID);
      return delegateComplaintForm(ctx.deps, input.complaintFormID, staffActor(ctx.user), input);
    }),
  /** GET complaintforms/admin/{id}/emails — the request's e-mails and their delivery state (PQRs permission only: not the dependencies' officials). */
  emails: staffProcedure("PQRs")
    .input(ZComplaintFormId)
    .output(ZComplaintEmails)
    .query(({ ctx, input }) => listRequestEmails(ctx.deps, input.complaintFormID)),
  extend: queueProcedure
    .input(ZComplaintFormId.extend(ZComplaintExtension.shape))
    .output(ZStaffComplaintFormSaved)
    .mutation(async ({ ctx, input }) => {
      await assertInQueue(ctx.deps, ctx.access, input.complaintFormID);
      return extendComplaintFormTerm(ctx.deps, input.complaintFormID, staffActor(ctx.user), input);
    }),
});

const closureDaysRouter = router({
  list: staffProcedure("PQRs")
    .output(ZClosureDays)
    .query(({ ctx }) => listClosureDays(ctx.deps)),
  add: staffProcedure("PQRs")
    .input(ZClosureDay)
    .output(ZClosureDayAdded)
    .mutation(({ ctx, input }) => addClosureDay(ctx.deps, input, ctx.user)),
  remove: staffProcedure("PQRs")
    .input(ZClosureDayId)
    .output(ZClosureDayRemoved)
    .mutation(({ ctx, input }) => removeClosureDay(ctx.deps, input, ctx.user)),
});

/** PQRDS (spec 01 §2–§9). */
export const complaintFormsRouter = router({
  /** POST complaintforms */
  submit: publicProcedure
    .meta({ rateLimit: "complaintSubmit" })
    .input(ZSubmitInput)
    .output(ZComplaintFiled)
    .mutation(({ ctx, input }) => submitComplaintForm(ctx.deps, input, { user: ctx.user, uploadSessionHash: ctx.uploadSessionHash })),
  /** POST complaintforms/tracking */
  track: publicProcedure
    .meta({ rateLimit: "tracking" })
    .input(ZTracking)
    .output(ZTrackingAnswer)
    .mutation(({ ctx, input }) => trackComplaintForm(ctx.deps, input, { user: ctx.user })),
  /** POST complaintforms/receipt — the "Constancia de radicación y términos" PDF, with the request's second factor. */
  receipt: publicProcedure
    .meta({ rateLimit: "tracking", personalData: true })
    .input(ZFilingReceiptRequest)
    .output(ZFilingReceipt)
    .mutation(({ ctx, input }) => downloadFilingReceipt(ctx.deps, input, { user: ctx.user })),
  /** GET complaintforms/receipts/{code} — whether a filing receipt with this code was issued (nothing personal). */
  receiptValidity: publicProcedure
    .meta({ rateLimit: "certificateLookup" })
    .input(ZReceiptCode)
    .output(ZReceiptValidity)
    .query(({ ctx, input }) => verifyFilingReceipt(ctx.deps, input)),
  /** GET complaintforms/files/{token} — a private attachment or answer file shown with a request (30-minute token). */
  file: publicProcedure
    .meta({ rateLimit: "tracking", personalData: true })
    .input(ZComplaintToken)
    .output(ZComplaintFileContent)
    .query(({ ctx, input }) => readGrantedFile(ctx.deps, input.token)),
  /** GET complaintforms/mine — "Mis solicitudes": the logged-in user's requests filed in personal mode, paged. */
  mine: authedProcedure
    .input(ZMyComplaintFormsQuery.optional())
    .output(ZOwnComplaintFormPage)
    .query(({ ctx, input }) => myComplaintForms(ctx.deps, ctx.user, input ?? {})),
  /** GET complaintforms/mine/{trackingID} — one of them, whole, without a captcha (the session is the second factor). */
  mineDetail: authedProcedure
    .input(ZMyComplaintFormRef)
    .output(ZCitizenComplaintForm)
    .query(({ ctx, input }) => myComplaintForm(ctx.deps, ctx.user, input)),
  byToken: byTokenRouter,
  admin: adminRouter,
  closureDays: closureDaysRouter,
  attention: attentionRouter,
  /** GET complaintformtypes */
  types: publicProcedure.output(ZComplaintTypes).query(({ ctx }) => listComplaintFormTypes(ctx.deps)),
  /** GET complaintformusertype */
  userTypes: publicProcedure.output(ZComplaintUserTypes).query(({ ctx }) => listComplaintFormUserTypes(ctx.deps)),
  /** GET complaintformtypes/qualify */
  qualifyInfo: publicProcedure
    .meta({ personalData: true })
    .input(ZQualifyToken)
    .output(ZQualifyInfo)
    .query(({ ctx, input }) => getQualifyInfo(ctx.deps, input)),
  /** PUT complaintformtypes/qualify */
  qualify: publicProcedure
    .input(ZQualification)
    .output(ZMessage)
    .mutation(({ ctx, input }) => qualifyComplaintForm(ctx.deps, input)),
  /** POST complaintformtypes/qualify/link — postal-mail and phone requesters: tracking number + access key → a qualify link. */
  qualifyLink: publicProcedure
    .meta({ rateLimit: "tracking" })
    .input(ZQualifyLinkRequest)
    .output(ZQualifyLink)
    .mutation(({ ctx, input }) => requestQualifyLink(ctx.deps, input, { user: ctx.user })),
  /** GET textresources/Personal.Policy */
  textResource: publicProcedure
    .input(ZTextResourceKey)
    .output(ZTextResource)
    .query(({ ctx, input }) => getTextResource(ctx.deps, input.key)),
  /** GET complaintresources/{keyword} */
  resource: publicProcedure
    .input(ZComplaintResourceKeyword)
    .output(ZResourceText)
    .query(({ ctx, input }) => getComplaintResource(ctx.deps, input.keyword)),
  /** GET settings/pqrds/global */
  globalSettings: publicProcedure.output(ZComplaintGlobalSettings).query(({ ctx }) => pqrdsGlobalSettings(ctx.deps)),
});
