import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { COMPLAINT_FORM_TYPE_IDS, RESPONSE_TYPES } from "./complaint-catalog.ts";
import { COMPLAINT_STATUS } from "./tracking-rules.ts";

/**
 * Answering by post or phone (Ley 1755 de 2015) and denying access to information (Decreto 1081 de 2015
 * art. 2.1.1.6.2): the answer letter, the recorded calls and the denial, with their rules and Spanish texts.
 */
export const CALL_SUMMARY_MIN = 2;
export const CALL_SUMMARY_MAX = 2000;
export const CALL_OFFICIAL_MAX = 200;
export const DENIAL_REASON_MIN = 2;
export const DENIAL_REASON_MAX = 2000;
/** Letter validity codes: 32 upper-case hex characters (like a certificate's). */
export const LETTER_CODE_LENGTH = 32;
export { LETTER_VALIDITY_PATH } from "./letter-validity-path.ts";

export const ANSWER_CHANNEL_MESSAGES = {
  letterNoAnswer: "La carta de respuesta se genera cuando la solicitud ya fue resuelta con su respuesta",
  letterNotPostal: "La carta de respuesta solo se genera para solicitudes con respuesta por correo físico",
  letterNotFound: "No encontramos la carta de respuesta",
  letterSealReason: "Carta de respuesta a la PQRDS {trackingID}",
  letterValid: "Carta de respuesta auténtica",
  letterCodeInvalid: COMMON_MESSAGES.codeMismatch,
  callRequired: "Antes de cerrar una solicitud con respuesta por teléfono debes registrar la llamada en la que se comunicó la respuesta",
  callRecorded: "La llamada se registró con éxito",
  callDateRequired: "Debes ingresar la fecha y hora de la llamada",
  callDateFuture: "La fecha de la llamada no puede ser posterior al momento actual",
  callDateBeforeFiling: "La fecha de la llamada no puede ser anterior a la radicación de la solicitud",
  callSummaryRequired: "Debes ingresar el resumen de la llamada",
  callSummaryMin: `Debes ingresar por lo menos ${CALL_SUMMARY_MIN} caracteres`,
  callSummaryMax: `Debes ingresar máximo ${CALL_SUMMARY_MAX} caracteres`,
  callOfficialMax: `Debes ingresar máximo ${CALL_OFFICIAL_MAX} caracteres`,
  denialReasonRequired: "Debes ingresar el motivo por el que se niega el acceso a la información",
  denialReasonMin: `Debes ingresar por lo menos ${DENIAL_REASON_MIN} caracteres`,
  denialReasonMax: `Debes ingresar máximo ${DENIAL_REASON_MAX} caracteres`,
  denialOnlyInformation: "Solo en las solicitudes de información se puede negar el acceso",
  /** Under the reason's field: the reason is published, row by row, in the access-to-information report. */
  denialReasonPublished:
    "Este motivo se publica en el informe de solicitudes de acceso a la información (Transparencia): cita la norma que sustenta la negativa y no escribas nombres ni otros datos de personas",
} as const;
const M = ANSWER_CHANNEL_MESSAGES;

/** Fixed wording of the answer letter (zod-free use in core). {0}… are filled in order. */
export const ANSWER_LETTER_TEXTS = {
  title: "Respuesta a su solicitud",
  trackingLine: "Radicado No. {0}",
  addresseeLead: "Señor(a)",
  anonymousAddressee: "Ciudadano(a)",
  /** {0} type name, {1} filing date. */
  subject: "Asunto: respuesta a su {0} radicada el {1}.",
  greeting: "Cordial saludo:",
  accessDeniedTitle: "Acceso a la información negado. Motivo:",
  accessDeniedRights: "Contra esta decisión procede el recurso de insistencia (Ley 1755 de 2015, art. 26) y, en lo que corresponda, la acción de tutela.",
  farewell: "Atentamente,",
  signerRoleFallback: "Servidor(a) público(a)",
  verify: "Verifique la autenticidad de esta carta escaneando el código QR o ingresando el código en:",
  /** {0} page, {1} pages. */
  page: "Página {0} de {1}",
} as const;

/** Whether the answer letter can be printed: a postal-channel request resolved with its answer. */
export function canPrintAnswerLetter(r: { responseTypeID: number; status: number; answer: string | null }): boolean {
  return r.responseTypeID === RESPONSE_TYPES.postal && r.status === COMPLAINT_STATUS.closed && !!r.answer;
}

/** Whether the request's answer must be communicated by phone (a call must be recorded before it closes). */
export const needsRecordedCall = (r: { responseTypeID: number }) => r.responseTypeID === RESPONSE_TYPES.phone;

/** Whether access may be denied on this request (information requests only). */
export const canDenyAccess = (r: { complaintFormTypeID: number }) => r.complaintFormTypeID === COMPLAINT_FORM_TYPE_IDS.informationRequest;

/** A validity code printed on a PQRDS paper (letter, filing receipt): 32 hexadecimal characters, any case, trimmed. */
export const zPrintedCode = (message: string) =>
  z.object({
    code: z
      .string({ error: message })
      .trim()
      .toUpperCase()
      .regex(new RegExp(`^[0-9A-F]{${LETTER_CODE_LENGTH}}$`), { error: message }),
  });

/** GET carta-validez: the code printed on the letter. */
export const ZLetterCode = zPrintedCode(M.letterCodeInvalid);

export interface TLetterValidity {
  message: string;
  trackingID: string;
  /** The letter's date (the day the request was resolved), ISO. */
  date: string;
  entityName: string;
}

/** A recorded call: when, who called (defaults to the recording user) and what was said. */
export const ZComplaintCall = z.object({
  calledAt: z
    .string({ error: M.callDateRequired })
    .trim()
    .min(1, { error: M.callDateRequired, abort: true })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: M.callDateRequired, abort: true })
    .transform((v) => new Date(v)),
  official: z
    .string()
    .trim()
    .max(CALL_OFFICIAL_MAX, { error: M.callOfficialMax })
    .nullish()
    .transform((v) => v || null),
  summary: z
    .string({ error: M.callSummaryRequired })
    .trim()
    .min(1, { error: M.callSummaryRequired, abort: true })
    .min(CALL_SUMMARY_MIN, { error: M.callSummaryMin, abort: true })
    .max(CALL_SUMMARY_MAX, { error: M.callSummaryMax }),
});
export type TComplaintCallInput = z.input<typeof ZComplaintCall>;

export interface TComplaintCall {
  id: number;
  calledAt: string;
  official: string;
  summary: string;
  createdAt: string;
}

/**
 * The answer form's denial fields (information requests): `accessDenied` with its reason (2–2000), required when
 * denied and dropped when not.
 */
export const ACCESS_DENIAL_FIELDS = {
  accessDenied: z.boolean().default(false),
  denialReason: z.string().trim().max(DENIAL_REASON_MAX, { error: M.denialReasonMax }).nullish(),
};

export function checkAccessDenial(v: { accessDenied: boolean; denialReason?: string | null }, ctx: z.RefinementCtx): void {
  if (!v.accessDenied) return;
  const reason = v.denialReason ?? "";
  if (reason.length === 0) ctx.addIssue({ code: "custom", path: ["denialReason"], message: M.denialReasonRequired });
  else if (reason.length < DENIAL_REASON_MIN) ctx.addIssue({ code: "custom", path: ["denialReason"], message: M.denialReasonMin });
}
