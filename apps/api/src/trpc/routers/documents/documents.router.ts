import { searchDocument, searchDocumentByCode } from "@portal/core/documents/document-search";
import { validateDocument } from "@portal/core/documents/document-validate";
import {
  findVariable,
  getSubDocumentType,
  getTemplate,
  listDocumentIssues,
  listSubDocumentTypes,
  listVariables,
  revokeDocument,
  saveSubDocumentType,
  saveTemplate,
  saveVariables,
} from "@portal/core/documents/subdocument-types";
import { startImport } from "@portal/core/imports/start-import";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { ZMessage } from "@portal/schemas/common/ok";
import {
  ZDataDocument,
  ZDetailVariableSave,
  ZDocumentIssuePage,
  ZDocumentIssuesQuery,
  ZDocumentTemplate,
  ZDocumentVariableView,
  ZFindVariable,
  ZRevokeDocument,
  ZSubDocumentTypeId,
  ZSubDocumentTypeSave,
  ZSubDocumentTypeView,
  ZTemplateDocumentSave,
} from "@portal/schemas/documents/document-admin.schema";
import {
  ZDocumentCodeRequest,
  ZDocumentRequest,
  ZDocumentResult,
  ZDocumentValidity,
  ZDocumentValidityResult,
} from "@portal/schemas/documents/document-request.schema";
import { ZImportJobView } from "@portal/schemas/imports/import.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

const admin = () => staffProcedure("Administrator");
const isStaff = (user: { permissions: readonly string[] } | null) => Boolean(user && holdsPermission(user.permissions, "Administrator"));

export const documentsRouter = router({
  /** GET subdocumenttype: enabled types (staff: all, with template and variables). */
  types: publicProcedure.output(z.array(ZSubDocumentTypeView)).query(({ ctx }) => listSubDocumentTypes(ctx.deps, { staff: isStaff(ctx.user) })),
  /** GET subdocumenttype/{id}: the download screen's texts (payment notice, search label). */
  type: publicProcedure
    .input(ZSubDocumentTypeId)
    .output(ZSubDocumentTypeView)
    .query(({ ctx, input }) => getSubDocumentType(ctx.deps, input.id, { staff: isStaff(ctx.user) })),
  /** POST / PUT subdocumenttype */
  saveType: admin()
    .input(ZSubDocumentTypeSave)
    .output(ZSubDocumentTypeView)
    .mutation(({ ctx, input }) => saveSubDocumentType(ctx.deps, input, ctx.user)),
  /** GET templatedocument */
  template: admin()
    .input(ZSubDocumentTypeId)
    .output(ZDocumentTemplate)
    .query(({ ctx, input }) => getTemplate(ctx.deps, input.id)),
  /** PUT templatedocument */
  saveTemplate: admin()
    .input(ZTemplateDocumentSave)
    .output(ZMessage)
    .mutation(({ ctx, input }) => saveTemplate(ctx.deps, input, ctx.user)),
  /** GET VariableDetailBySubDocument/{id} */
  variables: publicProcedure
    .input(ZSubDocumentTypeId)
    .output(z.array(ZDocumentVariableView))
    .query(({ ctx, input }) => listVariables(ctx.deps, input.id, { staff: isStaff(ctx.user) })),
  /** GET getfindvariable/{id} */
  findVariable: publicProcedure
    .input(ZSubDocumentTypeId)
    .output(ZFindVariable)
    .query(({ ctx, input }) => findVariable(ctx.deps, input.id)),
  /** GET DetailVariableInformation?subDocumentTypeID= */
  variableDetails: admin()
    .input(ZSubDocumentTypeId)
    .output(z.array(ZDocumentVariableView))
    .query(({ ctx, input }) => listVariables(ctx.deps, input.id, { staff: true })),
  /** PUT DetailVariableInformation */
  saveVariables: admin()
    .input(ZDetailVariableSave)
    .output(z.array(ZDocumentVariableView))
    .mutation(({ ctx, input }) => saveVariables(ctx.deps, input, ctx.user)),
  /** POST datadocument: the type's rows from an uploaded spreadsheet, through the worker. */
  importData: admin()
    .input(ZDataDocument)
    .output(ZImportJobView)
    .mutation(({ ctx, input }) =>
      startImport(ctx.deps, { kind: "document-data", fileID: input.fileID, subDocumentTypeID: input.subDocumentTypeID, mode: input.mode }, ctx.user),
    ),
  /** GET verDocument/{id}/{value} */
  search: publicProcedure
    .meta({ rateLimit: "certificateLookup" })
    .input(ZDocumentRequest)
    .output(ZDocumentResult)
    .mutation(({ ctx, input }) => searchDocument(ctx.deps, input, { user: ctx.user, address: ctx.ip ?? null })),
  /** POST verDocument/code: the code mailed to the e-mail on file of the person the document is about. */
  searchByCode: publicProcedure
    .meta({ rateLimit: "certificateLookup" })
    .input(ZDocumentCodeRequest)
    .output(ZDocumentResult)
    .mutation(({ ctx, input }) => searchDocumentByCode(ctx.deps, input, { user: ctx.user, address: ctx.ip ?? null })),
  /** GET validarDocument/{id} (/document-validez/) */
  validate: publicProcedure
    .meta({ rateLimit: "certificateLookup" })
    .input(ZDocumentValidity)
    .output(ZDocumentValidityResult)
    .mutation(({ ctx, input }) => validateDocument(ctx.deps, input)),
  /** Issued documents (history). */
  issued: admin()
    .input(ZDocumentIssuesQuery)
    .output(ZDocumentIssuePage)
    .query(({ ctx, input }) => listDocumentIssues(ctx.deps, input)),
  revoke: admin()
    .input(ZRevokeDocument)
    .output(ZMessage)
    .mutation(({ ctx, input }) => revokeDocument(ctx.deps, input, ctx.user)),
});
