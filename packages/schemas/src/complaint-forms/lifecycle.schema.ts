import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zEmail } from "../common/email.schema.ts";
import { EMAIL_MAX_PQRDS } from "../common/email.ts";
import { personalDataKindFor } from "./complaint-catalog.ts";
import { ACCESS_KEY_INPUT_MAX, TRACKING_ID_MAX } from "./tracking-rules.ts";

/**
 * The legal lifecycle of a request besides answering it (Ley 1755 de 2015): transfer to the competent authority
 * (art. 21), the requirement to complete an incomplete request and its suspension of the term (art. 17), and the
 * tacit withdrawal when the citizen does not complete it within a month.
 */

/** Art. 21: the entity that is not competent transfers the request within 5 business days of filing. */
export const TRANSFER_BUSINESS_DAYS = 5;
/** The portal warns from this business day after filing that the transfer window is closing. */
export const TRANSFER_WARNING_DAY = 3;
/** Art. 17: the requirement to complete a request is made within 10 business days of filing. */
export const COMPLETION_REQUEST_BUSINESS_DAYS = 10;
/** Art. 17: the citizen has one month from the requirement to complete it; after it, tacit withdrawal. */
export const COMPLETION_MONTHS = 1;

/** How an incomplete request is required and when its filer is taken to have desisted, and the law that says so. */
export interface TCompletionTerms {
  /** Business days after filing within which staff may require completion. */
  requestDays: number;
  /** Calendar months the citizen has to complete it; after them, tacit withdrawal. */
  months: number;
  /** The months in words, for the e-mails. */
  period: string;
  /** The article that governs the requirement. */
  requestLaw: string;
  /** The article that governs the withdrawal. */
  withdrawalLaw: string;
}

/** Ley 1755 de 2015 art. 17: every PQRDS but a personal-data reclamo. */
export const PETITION_COMPLETION: TCompletionTerms = {
  requestDays: COMPLETION_REQUEST_BUSINESS_DAYS,
  months: COMPLETION_MONTHS,
  period: "un mes",
  requestLaw: "artículo 17 de la Ley 1755 de 2015",
  withdrawalLaw: "artículo 17 de la Ley 1437 de 2011, sustituido por el artículo 1 de la Ley 1755 de 2015",
};

/**
 * Ley 1581 de 2012 art. 15: an incomplete reclamo is required within the 5 days after its receipt, and two months
 * after the requirement without the information the claimant is taken to have desisted.
 */
export const CLAIM_COMPLETION: TCompletionTerms = {
  requestDays: 5,
  months: 2,
  period: "dos meses",
  requestLaw: "artículo 15 de la Ley 1581 de 2012",
  withdrawalLaw: "artículo 15 de la Ley 1581 de 2012",
};

/** The completion terms of a request: a personal-data reclamo's (Ley 1581 art. 15), or art. 17's. */
export function completionTermsOf(row: { complaintFormTypeID: number; personalDataKind: number | null }): TCompletionTerms {
  const kind = personalDataKindFor(row.complaintFormTypeID, row.personalDataKind);
  return kind?.claim ? CLAIM_COMPLETION : PETITION_COMPLETION;
}

export const TRANSFER_ENTITY_NAME_MAX = 200;
export const LIFECYCLE_TEXT_MAX = 2028;

export const LIFECYCLE_MESSAGES = {
  transferEntityNameRequired: "Debes ingresar el nombre de la entidad competente",
  transferEntityNameMax: `Debes ingresar máximo ${TRANSFER_ENTITY_NAME_MAX} caracteres`,
  transferEntityEmailRequired: "Debes ingresar el correo electrónico de la entidad competente",
  transferReasonRequired: "Debes ingresar el motivo del traslado",
  textMin: COMMON_MESSAGES.min2,
  textMax: `Debes ingresar máximo ${LIFECYCLE_TEXT_MAX} caracteres`,
  transferred: "La solicitud se trasladó a la entidad competente y se informó al ciudadano",
  transferredLate: "La solicitud se trasladó fuera del término de 5 días hábiles: el traslado quedó marcado como tardío",
  /** {0}: business days left to transfer. */
  transferWindowClosing: "Quedan {0} días hábiles para trasladar por competencia (artículo 21 de la Ley 1755 de 2015)",
  transferWindowLastDay: "Hoy vence el término para trasladar por competencia (artículo 21 de la Ley 1755 de 2015)",
  transferWindowPassed: "Venció el término de 5 días hábiles para trasladar por competencia: si la trasladas, el traslado quedará marcado como tardío",
  completionRequestRequired: "Debes indicar qué información o documentos debe aportar el ciudadano",
  /** {0}: the business days after filing (10, or 5 for a personal-data reclamo). */
  completionRequestLate: "Solo se puede requerir al ciudadano que complete la solicitud dentro de los {0} días hábiles siguientes a su radicación",
  completionRequestTwice: "Ya se requirió al ciudadano que complete esta solicitud",
  completionRequested: "Se requirió al ciudadano que complete la solicitud: el término quedó suspendido",
  completionTextRequired: "Debes escribir la información o los documentos que completan tu solicitud",
  completed: "Recibimos la información: el término para responder tu solicitud se reanudó",
  completionNotPending: "Esta solicitud no tiene un requerimiento pendiente de completar",
  /** {0}: the last day it could be completed. */
  completionExpired: "El plazo para completar esta solicitud venció el {0}",
  notFound: COMMON_MESSAGES.requestNotFound,
  suspended: "Suspendida: esperando que el ciudadano complete la solicitud",
  suspendedWhileExtending: "El término está suspendido mientras el ciudadano completa la solicitud: no se puede prorrogar",
  /** {0}: the last day to complete it. */
  completeBefore:
    "Tienes hasta el {0} para completarla. Si no lo haces, se entenderá que desististe de ella (desistimiento tácito) y podrás radicarla de nuevo.",
} as const;
const M = LIFECYCLE_MESSAGES;

const zText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .min(2, { error: M.textMin, abort: true })
    .max(LIFECYCLE_TEXT_MAX, { error: M.textMax });

/** Transfer to the competent authority: its name and e-mail (the copy goes there) and why. */
export const ZComplaintTransfer = z.object({
  transferEntityName: z
    .string({ error: M.transferEntityNameRequired })
    .trim()
    .min(1, { error: M.transferEntityNameRequired, abort: true })
    .min(2, { error: M.textMin, abort: true })
    .max(TRANSFER_ENTITY_NAME_MAX, { error: M.transferEntityNameMax }),
  transferEntityEmail: zEmail(EMAIL_MAX_PQRDS, M.transferEntityEmailRequired),
  transferReason: zText(M.transferReasonRequired),
});
export type TComplaintTransferInput = z.input<typeof ZComplaintTransfer>;

/** The requirement to complete: what information or documents are missing. */
export const ZCompletionRequest = z.object({ completionRequest: zText(M.completionRequestRequired) });
export type TCompletionRequestInput = z.input<typeof ZCompletionRequest>;

/** What the citizen adds to complete the request. */
export const ZCompletionText = z.object({ completionText: zText(M.completionTextRequired) });

/**
 * Completion from the tracking page: the tracking number and the access key (or the session of the account that
 * filed it, then the key may be empty).
 */
export const ZCompletionByKey = ZCompletionText.extend({
  trackingID: z
    .string({ error: M.notFound })
    .trim()
    .regex(/^\d{1,20}$/, { error: M.notFound })
    .max(TRACKING_ID_MAX, { error: M.notFound }),
  accessKey: z.string().trim().max(ACCESS_KEY_INPUT_MAX).nullish(),
});
export type TCompletionByKeyInput = z.input<typeof ZCompletionByKey>;

/** The query parameter of the mailed completion link on the tracking page (/{pqrds}/seguimiento?completar=…). */
export const COMPLETION_LINK_PARAM = "completar";

/** What the mailed completion link shows before the citizen writes: the request and what is missing. */
export interface TCompletionInfo {
  trackingID: string;
  typeName: string;
  completionRequest: string;
  completionDeadline: string;
}

/** What staff may do with an open request in the lifecycle, and the transfer window's warning (from business day 3). */
export interface TLifecycleActions {
  canTransfer: boolean;
  /** Business days left to transfer on time (negative: late). */
  transferDaysLeft: number;
  transferWarning: string | null;
  canRequireCompletion: boolean;
}
