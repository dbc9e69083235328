import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zEmail } from "../common/email.schema.ts";
import { EMAIL_MAX_PQRDS } from "../common/email.ts";
import { ZPageQuery } from "../common/pagination.ts";
import { zFileId } from "../files/uploaded-file.schema.ts";
import { ACCESS_DENIAL_FIELDS, checkAccessDenial, type TComplaintCall } from "./answer-channels.schema.ts";
import { isIsoDay } from "./fields.ts";
import type { TLifecycleActions } from "./lifecycle.schema.ts";
import type { TComplaintOutcome } from "./outcome.schema.ts";
import { REQUEST_EMAIL_MESSAGES } from "./request-emails.schema.ts";
import type { TLifecycleView, TTrackedRequest } from "./tracking.schema.ts";
import { COMPLAINT_STATUS } from "./tracking-rules.ts";

export const ANSWER_MIN = 2;
export const ANSWER_MAX = 2028;
export const ANSWER_FILES_MAX = 10;
/** The answer's `urlFile` (spec 01 §3): a link to a file kept elsewhere (a large one, a records system). */
export const ANSWER_URL_FILE_MAX = 500;
/** A request may be delegated while it was delegated fewer than this many times (spec 01 §9: "allowed up to 2"). */
export const MAX_DELEGATIONS = 2;
export const EXTENSION_REASON_MAX = 2028;
export const CLOSURE_REASON_MAX = 200;
export const COMPLAINT_LIST_PAGE_SIZE = 20;

export const MANAGEMENT_MESSAGES = {
  answerRequired: "Debes ingresar la respuesta a la solicitud",
  answerMin: COMMON_MESSAGES.min2,
  answerMax: `Debes ingresar máximo ${ANSWER_MAX} caracteres`,
  answerFilesMax: `Puedes adjuntar máximo ${ANSWER_FILES_MAX} archivos`,
  answerFileInvalid: "Uno de los archivos de la respuesta no es válido o ya está asociado a otra solicitud",
  answerSaved: "La respuesta se guardó con éxito",
  /** spec silent */
  urlFileInvalid: `El enlace al archivo debe ser una dirección https:// o un archivo del portal (/files/…) de máximo ${ANSWER_URL_FILE_MAX} caracteres`,
  resolved: "La solicitud fue resuelta y se notificó al ciudadano",
  resolveError: "No se pudo resolver la solicitud, inténtalo más tarde",
  delegateEmailRequired: "Debes ingresar el correo electrónico del usuario a delegar",
  delegated: "PQRDS delegada con éxito",
  delegateLimit: `Esta solicitud ya fue delegada el máximo de ${MAX_DELEGATIONS} veces`,
  delegateSelf: "No puedes delegar la solicitud a tu propio correo electrónico",
  extensionDaysRequired: "Debes ingresar los días hábiles de la prórroga",
  extensionReasonRequired: "Debes ingresar los motivos de la prórroga",
  extensionReasonMin: COMMON_MESSAGES.min2,
  extensionReasonMax: `Debes ingresar máximo ${EXTENSION_REASON_MAX} caracteres`,
  extensionNotAllowed: "Este tipo de solicitud no admite prórroga",
  extensionTwice: "El término de esta solicitud ya fue prorrogado una vez",
  extensionExpired: "El término de esta solicitud ya venció: no se puede prorrogar",
  /** {0}: the most business days allowed. */
  extensionTooLong: "La prórroga no puede superar {0} días hábiles (el doble del término inicial como máximo)",
  extended: "El término se prorrogó y se informó al ciudadano",
  tokenInvalid: "El enlace no es válido o ya venció",
  delegateLinkClosed: "La solicitud ya fue cerrada: el enlace de delegación ya no da acceso a ella",
  notFound: COMMON_MESSAGES.requestNotFound,
  closureDateRequired: "Debes seleccionar la fecha",
  closureReasonRequired: "Debes ingresar el motivo del cierre",
  closureReasonMax: `Debes ingresar máximo ${CLOSURE_REASON_MAX} caracteres`,
  closureExists: "Ya existe un día de cierre en esa fecha",
  closureAdded: "El día de cierre se registró con éxito",
  closureRemoved: COMMON_MESSAGES.deleted,
  dateInvalid: COMMON_MESSAGES.dateInvalid,
} as const;
const M = MANAGEMENT_MESSAGES;

const zAnswerText = z
  .string({ error: M.answerRequired })
  .trim()
  .min(1, { error: M.answerRequired, abort: true })
  .min(ANSWER_MIN, { error: M.answerMin, abort: true })
  .max(ANSWER_MAX, { error: M.answerMax });

const zFileIDs = z
  .array(zFileId(M.answerFileInvalid), { error: M.answerFileInvalid })
  .max(ANSWER_FILES_MAX, { error: M.answerFilesMax })
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** True for an https address with a host, or a file of the portal (/files/{id}/…): never javascript:, data: nor //host. */
export function isAnswerUrlFile(value: string): boolean {
  if (/^\/files\/[\w-]+(\/[^\s"'<>\\]*)?$/.test(value)) return true;
  if (!/^https:\/\/[^\s"'<>\\]+$/i.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

const zUrlFile = z
  .string({ error: M.urlFileInvalid })
  .trim()
  .max(ANSWER_URL_FILE_MAX, { error: M.urlFileInvalid })
  .refine((v) => v === "" || isAnswerUrlFile(v), { error: M.urlFileInvalid })
  .nullish()
  .transform((v) => v || null);

/**
 * PUT complaintforms — the answer (2–2028) with attachment fileIDs (uploaded as "answer"). `resolve: true` also
 * closes the request and notifies the citizen through the chosen channel; without it the answer is saved as a draft.
 * `urlFile` (optional) links a file kept elsewhere; tracking shows it with the answer.
 */
export const ZComplaintAnswer = z
  .object({ answer: zAnswerText, fileIDs: zFileIDs, urlFile: zUrlFile, resolve: z.boolean().default(false), ...ACCESS_DENIAL_FIELDS })
  .superRefine(checkAccessDenial);
export type TComplaintAnswerInput = z.input<typeof ZComplaintAnswer>;

/** The delegate e-mail ({email}). */
export const ZComplaintDelegate = z.object({ email: zEmail(EMAIL_MAX_PQRDS, M.delegateEmailRequired) });
export type TComplaintDelegateInput = z.input<typeof ZComplaintDelegate>;

/** A term extension: business days added after the current due date, and the reasons sent to the citizen. */
export const ZComplaintExtension = z.object({
  days: z.coerce
    .number({ error: M.extensionDaysRequired })
    .int({ error: M.extensionDaysRequired })
    .min(1, { error: M.extensionDaysRequired })
    .max(60, { error: M.extensionDaysRequired }),
  reason: z
    .string({ error: M.extensionReasonRequired })
    .trim()
    .min(1, { error: M.extensionReasonRequired, abort: true })
    .min(2, { error: M.extensionReasonMin, abort: true })
    .max(EXTENSION_REASON_MAX, { error: M.extensionReasonMax }),
});
export type TComplaintExtensionInput = z.input<typeof ZComplaintExtension>;

/** A management link's token (random 32 bytes, base64url). */
export const ZComplaintToken = z.object({
  token: z.string({ error: M.tokenInvalid }).trim().min(1, { error: M.tokenInvalid }).max(200, { error: M.tokenInvalid }),
});

export const ZComplaintFormId = z.object({
  complaintFormID: z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }),
});

const zDay = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))
  .refine((v) => v === null || isIsoDay(v), { error: M.dateInvalid });

const zOptionalBool = z
  .union([z.boolean(), z.literal("true"), z.literal("false"), z.literal("")])
  .nullish()
  .transform((v) => (v === true || v === "true" ? true : v === false || v === "false" ? false : null));

/** GET complaintforms (staff list): filters by type, status, filing dates (Bogotá days) and overdue, paginated. */
export const ZComplaintFormListQuery = ZPageQuery(COMPLAINT_LIST_PAGE_SIZE).extend({
  complaintFormTypeID: z.coerce.number().int().positive().nullish(),
  status: z.coerce
    .number()
    .int()
    .refine((s) => s === COMPLAINT_STATUS.open || s === COMPLAINT_STATUS.closed)
    .nullish(),
  from: zDay,
  to: zDay,
  overdue: zOptionalBool,
  /** Tracking number, identification or e-mail. */
  keyword: z.string().trim().max(100).nullish(),
});
export type TComplaintFormListQueryInput = z.input<typeof ZComplaintFormListQuery>;

/** A day the entity is closed (terms skip it). */
export const ZClosureDay = z.object({
  date: z
    .string({ error: M.closureDateRequired })
    .trim()
    .min(1, { error: M.closureDateRequired, abort: true })
    .transform((v) => v.slice(0, 10))
    .refine(isIsoDay, { error: M.dateInvalid }),
  reason: z
    .string({ error: M.closureReasonRequired })
    .trim()
    .min(1, { error: M.closureReasonRequired, abort: true })
    .max(CLOSURE_REASON_MAX, { error: M.closureReasonMax }),
});
export type TClosureDayInput = z.input<typeof ZClosureDay>;
export const ZClosureDayId = z.object({ id: z.coerce.number().int().positive() });

/**
 * How far along its term a request is: 0 under half, 1 from 50 %, 2 from 80 %, 3 at 100 % (due today or overdue).
 */
export const TERM_LEVELS = [
  { level: 0, threshold: 0, name: "En término" },
  { level: 1, threshold: 0.5, name: "50 % del término" },
  { level: 2, threshold: 0.8, name: "80 % del término" },
  { level: 3, threshold: 1, name: "Término cumplido" },
] as const;
export function termLevel(elapsedBusinessDays: number, termBusinessDays: number): number {
  if (termBusinessDays <= 0) return 3;
  const fraction = elapsedBusinessDays / termBusinessDays;
  let level = 0;
  for (const l of TERM_LEVELS) if (fraction >= l.threshold) level = l.level;
  return level;
}

/** Labels of ComplaintFormHistory actions. */
export const HISTORY_ACTION_LABELS: Readonly<Record<string, string>> = {
  created: "Solicitud radicada",
  "notification.sent": "Notificación a los responsables",
  answered: "Respuesta guardada",
  resolved: "Solicitud resuelta y cerrada",
  "answered.late": "Respondida fuera de término",
  assigned: "Asignada a una dependencia y un funcionario",
  reassigned: "Reasignada",
  "term.reminder-50": "Recordatorio al responsable: 50 % del término",
  "term.reminder-80": "Recordatorio al responsable: 80 % del término",
  "term.exceeded": "Término vencido: aviso al jefe de la dependencia y a los administradores de PQRDS",
  "citizen.notified": "Respuesta enviada por correo electrónico al ciudadano",
  "citizen.pending-postal": "Pendiente enviar la respuesta por correo físico",
  "answer.bounced": REQUEST_EMAIL_MESSAGES.answerBounced,
  "citizen.pending-phone": "Pendiente comunicar la respuesta por teléfono",
  delegated: "Solicitud delegada",
  extended: "Término prorrogado",
  "due-date.recomputed": "Fecha de vencimiento recalculada por un día de cierre",
  qualified: "Gestión calificada por el ciudadano",
  "call.recorded": "Llamada registrada",
  "letter.issued": "Carta de respuesta generada",
  transferred: "Trasladada por competencia (Ley 1755 art. 21)",
  "transferred.late": "Trasladada por competencia fuera del término de 5 días hábiles",
  "transfer.copy-sent": "Copia enviada a la entidad competente",
  "transfer.citizen-notified": "Traslado informado al ciudadano por correo electrónico",
  "transfer.citizen-pending": "Pendiente informar el traslado al ciudadano por su canal de respuesta",
  "completion.requested": "Requerimiento para completar la solicitud: término suspendido (Ley 1755 art. 17)",
  "completion.notified": "Requerimiento enviado por correo electrónico al ciudadano",
  "completion.notice-pending": "Pendiente enviar el requerimiento al ciudadano por su canal de respuesta",
  "completion.completed": "Solicitud completada por el ciudadano: el término se reanudó",
  withdrawn: "Desistimiento tácito: no se completó en el plazo de un mes",
  "withdrawal.notified": "Aviso de desistimiento tácito enviado al ciudadano",
  "withdrawal.notice-pending": "Pendiente enviar el aviso de desistimiento tácito por el canal de respuesta",
};

export interface THistoryEntry {
  id: number;
  action: string;
  actionName: string;
  /** Who: the staff user's name and e-mail, the delegate's e-mail, "Ciudadano" or "Sistema". */
  actor: string;
  date: string;
  details: unknown;
}

/** A request as its responsible users see it (token page and /administrador/pqrs). */
export interface TManagedRequest extends TTrackedRequest {
  termDays: number;
  daysLeft: number;
  level: number;
  levelName: string;
  nDelegate: number;
  delegate: boolean;
  delegateEmail: string | null;
  canDelegate: boolean;
  canExtend: boolean;
  originalAnswerableDate: string | null;
  qualificationComment: string | null;
  /** When the citizen rated the answer (null until then). */
  qualifiedAt: string | null;
  lifecycleActions: TLifecycleActions;
  user: { id: number; name: string; email: string } | null;
  history: THistoryEntry[];
  /** How it ended once closed (answered, transferred, withdrawn); null while open. */
  outcome: TComplaintOutcome | null;
  outcomeName: string | null;
  /** Resolved after its due date ("Respondida fuera de término"). */
  answeredLate: boolean;
  /** The dependency that answers it and its responsible official (issue 11). */
  dependency: { id: number; name: string } | null;
  responsible: { id: number; name: string; email: string } | null;
  /** Calls recorded to communicate the answer (phone channel). */
  calls: TComplaintCall[];
}

export interface TComplaintListItem {
  complaintFormID: number;
  trackingID: string;
  complaintFormType: { id: number; name: string };
  status: number;
  statusName: string;
  anonymous: boolean;
  applicant: string | null;
  date: string;
  answerableDate: string;
  daysLeft: number;
  level: number;
  levelName: string;
  nDelegate: number;
  delegateEmail: string | null;
  responseTypeID: number;
  outcome: TComplaintOutcome | null;
  outcomeName: string | null;
  answeredLate: boolean;
  dependency: { id: number; name: string } | null;
  responsible: { id: number; name: string; email: string } | null;
  lifecycle: TLifecycleView;
  /** From business day 3 after filing, while open: the art. 21 transfer window is closing or passed. */
  transferWarning: string | null;
}
