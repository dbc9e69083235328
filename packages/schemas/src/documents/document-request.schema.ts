import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { zPersonalCode } from "../certificates/personal-access.schema.ts";
import { DOCUMENT_CODE_MAX, DOCUMENT_CODE_MIN, DOCUMENT_MESSAGES, DOCUMENT_VALUE_MAX, DOCUMENT_VALUE_MIN } from "./document-rules.ts";

const M = DOCUMENT_MESSAGES;

const zSubDocumentTypeId = () =>
  z.coerce.number({ error: M.typeRequired }).int({ error: M.typeRequired }).positive({ error: M.typeRequired }).max(2_147_483_647, { error: M.typeRequired });

const zDocumentValue = () =>
  z
    .string({ error: M.valueRequired })
    .trim()
    .min(1, { error: M.valueRequired, abort: true })
    .min(DOCUMENT_VALUE_MIN, { error: M.valueMin, abort: true })
    .max(DOCUMENT_VALUE_MAX, { error: M.valueMax });

/** Document download (/certificate/documents/{id}; GET verDocument/{id}/{value}). */
export const ZDocumentRequest = z
  .object({
    subDocumentTypeID: zSubDocumentTypeId(),
    value: zDocumentValue(),
    typeprivacy: z.preprocess((v) => (v === "true" ? true : v), z.literal(true, { error: M.privacyRequired })),
  })
  .extend(ZCaptchaFields.shape);
export type TDocumentRequestInput = z.input<typeof ZDocumentRequest>;

/** POST verDocument/code: the one-time code mailed to the e-mail on file of the person the document is about. */
export const ZDocumentCodeRequest = z.object({
  subDocumentTypeID: zSubDocumentTypeId(),
  value: zDocumentValue(),
  code: zPersonalCode(),
});
export type TDocumentCodeRequestInput = z.input<typeof ZDocumentCodeRequest>;

/**
 * The document found and issued (spec 01 §3 document request + validation fields). Documents carry a person's data
 * (income, employment): only their verified owner gets it at once; anyone else gets `codeSent` and the code notice,
 * the same whether the value is registered or not (guid, numeroIdentificacion and pdfUrl are then null).
 */
export const ZDocumentResult = z.object({
  codeSent: z.boolean(),
  message: z.string().nullable(),
  guid: z.string().nullable(),
  subDocumentTypeID: z.number().int(),
  nameSubDocumentType: z.string(),
  nameVariableDetailDocument: z.string().nullable(),
  value: z.string(),
  numeroIdentificacion: z.string().nullable(),
  descripcion: z.string().nullable(),
  hasPayment: z.boolean(),
  paymentDescription: z.string().nullable(),
  paymentTime: z.string().nullable(),
  /** GET verPDF/{guid}?grant=… under the API base path. */
  pdfUrl: z.string().nullable(),
});
export type TDocumentResult = z.infer<typeof ZDocumentResult>;

/** /document-validez/ (GET validarDocument/{id}): a code of 32–100 characters plus captcha. */
export const ZDocumentValidity = z
  .object({
    id: z
      .string({ error: M.codeRequired })
      .trim()
      .min(1, { error: M.codeRequired, abort: true })
      .min(DOCUMENT_CODE_MIN, { error: M.codeInvalid, abort: true })
      .max(DOCUMENT_CODE_MAX, { error: M.codeInvalid })
      .regex(/^[A-Za-z0-9-]+$/, { error: M.codeInvalid })
      .transform((v) => v.replaceAll("-", "").toUpperCase()),
  })
  .extend(ZCaptchaFields.shape);
export type TDocumentValidityInput = z.input<typeof ZDocumentValidity>;

/** "Documento válido" with the verified code, the type name and the interested person's identification. */
export const ZDocumentValidityResult = z.object({
  message: z.string(),
  guid: z.string(),
  nameSubDocumentType: z.string(),
  numeroIdentificacion: z.string().nullable(),
  issuedAt: z.string(),
});
export type TDocumentValidityResult = z.infer<typeof ZDocumentValidityResult>;

/** Where the QR code of a document points: /document-validez/ with the code filled in. */
export function documentValidityUrl(publicUrl: string, guid: string): string {
  return `${publicUrl.replace(/\/$/, "")}/document-validez/?id=${encodeURIComponent(guid)}`;
}
