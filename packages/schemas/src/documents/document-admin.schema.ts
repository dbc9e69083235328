import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { fillMessage } from "../common/fill-message.ts";
import { ZPageOf, ZPageQuery } from "../common/pagination.ts";
import { type TTextMax, zOptionalText, zRequiredText } from "../common/text.schema.ts";
import { zFileId } from "../files/uploaded-file.schema.ts";

export const DOCUMENT_ADMIN_MESSAGES = {
  nameRequired: "Debes ingresar el nombre del tipo de documento",
  max: COMMON_MESSAGES.maxLength,
  variableNameRequired: "Debes ingresar el nombre de la variable",
  variableNamePattern: "El nombre de la variable solo puede tener letras minúsculas sin tildes, números y _ (por ejemplo numero_documento)",
  variableLabelRequired: "Debes ingresar la etiqueta de la variable",
  variablesRepeated: "Hay variables con el mismo nombre",
  oneSearchKey: "Debes marcar exactamente una variable como la de búsqueda",
  /** {0} placeholder. */
  unknownPlaceholder: "La plantilla usa la variable {{{0}}}, que no existe en este tipo de documento",
  notFound: "No encontramos el tipo de documento",
  saved: COMMON_MESSAGES.saved,
  revokeReasonRequired: COMMON_MESSAGES.revokeReasonRequired,
  revoked: "El documento quedó anulado",
  alreadyRevoked: "El documento ya estaba anulado",
  issueNotFound: "No encontramos el documento emitido",
} as const;
const M = DOCUMENT_ADMIN_MESSAGES;
const max = (n: number) => fillMessage(M.max, [n]);
const within = (n: number): TTextMax => ({ length: n, message: max(n) });
const zOptional = (n: number) => zOptionalText(within(n));
export const zSubDocumentTypeID = () =>
  z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }).max(2_147_483_647, { error: M.notFound });

export const VARIABLE_NAME = /^[a-z][a-z0-9_]{0,49}$/;
export const ZDocumentVariable = z.object({
  name: z
    .string({ error: M.variableNameRequired })
    .trim()
    .min(1, { error: M.variableNameRequired, abort: true })
    .regex(VARIABLE_NAME, { error: M.variableNamePattern }),
  label: zRequiredText(M.variableLabelRequired, within(100)),
  isSearchKey: z.boolean().default(false),
  displayOrder: z.coerce.number().int().min(0).max(1000).optional(),
});
export type TDocumentVariable = z.output<typeof ZDocumentVariable>;

export const zDocumentVariables = () =>
  z
    .array(ZDocumentVariable)
    .min(1, { error: M.oneSearchKey })
    .max(100)
    .superRefine((vars, ctx) => {
      if (new Set(vars.map((v) => v.name)).size !== vars.length) ctx.addIssue({ code: "custom", message: M.variablesRepeated });
      if (vars.filter((v) => v.isSearchKey).length !== 1) ctx.addIssue({ code: "custom", message: M.oneSearchKey });
    });

/** POST/PUT subdocumenttype. A new document type needs no code change: name, texts, payment flag, variables, template. */
export const ZSubDocumentTypeSave = z.object({
  subDocumentTypeID: zSubDocumentTypeID().optional(),
  name: zRequiredText(M.nameRequired, within(150)),
  description: zOptional(2000),
  hasPayment: z.boolean().default(false),
  paymentDescription: zOptional(1000),
  paymentTime: zOptional(250),
  enabled: z.boolean().default(true),
  template: z
    .string()
    .max(20_000, { error: max(20_000) })
    .optional(),
  variables: zDocumentVariables().optional(),
});
export type TSubDocumentTypeSaveInput = z.input<typeof ZSubDocumentTypeSave>;

export const ZSubDocumentTypeId = z.object({ id: zSubDocumentTypeID() });

/** PUT templatedocument. */
export const ZTemplateDocumentSave = z.object({
  subDocumentTypeID: zSubDocumentTypeID(),
  template: z.string().max(20_000, { error: max(20_000) }),
});

/** PUT DetailVariableInformation: replaces the variables of a type. */
export const ZDetailVariableSave = z.object({ subDocumentTypeID: zSubDocumentTypeID(), variables: zDocumentVariables() });

/** POST datadocument: a spreadsheet already uploaded (POST uploadfiles/spreadsheet) becomes the type's rows. */
export const ZDataDocument = z.object({
  subDocumentTypeID: zSubDocumentTypeID(),
  fileID: zFileId(),
  mode: z.enum(["replace", "append"]).default("replace"),
});

/** Revokes an issued document by its code. */
export const ZRevokeDocument = z.object({
  id: z
    .string()
    .trim()
    .min(32, { error: M.issueNotFound })
    .max(100, { error: M.issueNotFound })
    .regex(/^[A-Za-z0-9-]+$/, { error: M.issueNotFound })
    .transform((v) => v.replaceAll("-", "").toUpperCase()),
  reason: zRequiredText(M.revokeReasonRequired, within(500)),
});

export const ZDocumentIssuesQuery = ZPageQuery(20).extend({
  subDocumentTypeID: zSubDocumentTypeID().nullish(),
  keyword: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => (v ? v : null)),
});

/** A variable of a document type, in its order. */
export const ZDocumentVariableView = z.object({
  documentVariableID: z.number().int(),
  name: z.string(),
  label: z.string(),
  isSearchKey: z.boolean(),
  displayOrder: z.number().int(),
});

/** A document type as the download screen shows it; staff also get its template and variables. */
export const ZSubDocumentTypeView = z.object({
  subDocumentTypeID: z.number().int(),
  name: z.string(),
  descripcion: z.string().nullable(),
  description: z.string().nullable(),
  hasPayment: z.boolean(),
  paymentDescription: z.string().nullable(),
  paymentTime: z.string().nullable(),
  enabled: z.boolean(),
  nameVariableDetailDocument: z.string().nullable(),
  template: z.string().optional(),
  variables: z.array(ZDocumentVariableView).optional(),
});

/** GET templatedocument/{id}: the template and the variables it may name. */
export const ZDocumentTemplate = z.object({ subDocumentTypeID: z.number().int(), template: z.string(), variables: z.array(ZDocumentVariableView) });

/** GET getfindvariable/{id}: the variable citizens search by. */
export const ZFindVariable = ZDocumentVariableView.extend({ nameVariableDetailDocument: z.string() });

/** The issued documents (history), newest first. */
export const ZDocumentIssuePage = ZPageOf(
  z.object({
    id: z.number().int(),
    guid: z.string(),
    subDocumentTypeID: z.number().int(),
    nameSubDocumentType: z.string(),
    value: z.string(),
    numeroIdentificacion: z.string().nullable(),
    issuedAt: z.string(),
    revokedAt: z.string().nullable(),
  }),
);
