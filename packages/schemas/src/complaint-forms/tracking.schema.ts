import { z } from "zod";
import { ZCaptchaFields } from "../captcha/captcha.schema.ts";
import { ZPageQuery } from "../common/pagination.ts";
import { RESPONSE_TYPES } from "./complaint-form.schema.ts";

/** Query parameter that carries a radicado to the tracking page ("Consulta tu solicitud" after filing). */
export const TRACKING_QUERY_PARAM = "radicado";

export const TRACKING_ID_MAX = 20;
/**
 * The access key shown once at filing and mailed to the citizen: with the tracking number it opens the request's
 * personal data, answer and files. 12 characters of an alphabet without look-alikes (0/O, 1/I/L), shown in groups of 4.
 */
export const ACCESS_KEY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const ACCESS_KEY_LENGTH = 12;
export const ACCESS_KEY_INPUT_MAX = 40;

export const TRACKING_MESSAGES = {
  codeRequired: "Debes ingresar el número de la solicitud",
  downloadFailed: "No se pudo descargar el archivo. Vuelve a consultar la solicitud e inténtalo de nuevo.",
  notFound: "No encontramos una solicitud con ese número. Verifica el número e inténtalo de nuevo.",
  accessKeyMax: `Debes ingresar máximo ${ACCESS_KEY_INPUT_MAX} caracteres`,
  /** Tracking by number alone (or with a key that does not match): status and dates only. */
  summaryOnly:
    "Por tu seguridad, solo mostramos el estado y las fechas. Para ver tus datos, la respuesta y los archivos, escribe también la clave de acceso que recibiste al radicar la solicitud, o inicia sesión con la cuenta con la que la radicaste.",
  /** A key was given and does not match this request (the number's status and dates are still shown). */
  accessKeyInvalid:
    "La clave de acceso no corresponde a esta solicitud. Revisa que la escribiste igual a como la recibiste al radicarla; mientras tanto, solo mostramos el estado y las fechas.",
  accessKeyEmailNote: "Con el número de radicado y esta clave de acceso puedes ver tus datos, la respuesta y los archivos de tu solicitud. No la compartas.",
  accessKeyNote:
    "Guarda esta clave de acceso: junto con el número de radicado te permite ver tus datos, la respuesta y los archivos de tu solicitud. No la mostraremos de nuevo; también la enviamos a tu correo.",
} as const;

const days = (n: number) => `${n} ${n === 1 ? "día hábil" : "días hábiles"}`;

/** How tracking states the request's clock (TTrackingTerm), in the entity's business days. */
export const TERM_CLOCK_MESSAGES = {
  rule: "Término legal",
  elapsed: "Días hábiles transcurridos",
  left: "Días hábiles restantes",
  elapsedOf: (elapsed: number, total: number) => `${elapsed} de ${total}`,
  leftOpen: (left: number) => (left >= 0 ? days(left) : `Vencido hace ${days(-left)}`),
  leftSuspended: (left: number) => `${days(left)}: el término está suspendido y vuelve a correr cuando completes la solicitud`,
  answeredIn: (elapsed: number) => `Respondida en ${days(elapsed)}`,
  personalDataKind: "Solicitud sobre datos personales",
  /** Ley 1581 de 2012 art. 15: the legend a reclamo carries until it is decided. */
  claimInProgress: "Reclamo en trámite",
  claimInProgressNote: "La entidad marca tus datos con la leyenda «reclamo en trámite» hasta que decida tu reclamo (Ley 1581 de 2012, art. 15).",
} as const;

/** The access key as stored and compared: upper case, without dashes or spaces. */
export function normalizeAccessKey(key: string): string {
  return key.toUpperCase().replace(/[-\s]/g, "");
}

/** "ABCD-EFGH-JKMN": the key in groups of 4, as shown and mailed. */
export function formatAccessKey(key: string): string {
  return (
    normalizeAccessKey(key)
      .match(/.{1,4}/g)
      ?.join("-") ?? ""
  );
}

/** status: 1 open, 2 closed. Tracking shows 1 = Abierta and anything else = Cerrada (spec 01 §2). */
export const COMPLAINT_STATUS = { open: 1, closed: 2 } as const;
export function complaintStatusName(status: number): string {
  return status === COMPLAINT_STATUS.open ? "Abierta" : "Cerrada";
}

/**
 * The contact e-mail label of the tracking screen. The legacy rule reads "Correo electrónico when the response
 * type is 0, else Correo certificado", with 0 the index of the first channel, the e-mail one (responseTypeID 1).
 */
export function contactEmailLabel(responseTypeID: number | null | undefined): string {
  return responseTypeID === RESPONSE_TYPES.email || responseTypeID === 0 ? "Correo electrónico" : "Correo certificado";
}

/** POST complaintforms/tracking — numeric code (at most 20 digits) and captcha. */
export const ZTracking = z
  .object({
    trackingID: z
      .union([z.string(), z.number()], { error: TRACKING_MESSAGES.codeRequired })
      .transform((v) => String(v).trim())
      .refine((v) => /^\d{1,20}$/.test(v), { error: TRACKING_MESSAGES.codeRequired }),
    /** Optional second factor: without it (or with a wrong one) tracking shows status and dates only. */
    accessKey: z
      .string()
      .max(ACCESS_KEY_INPUT_MAX, { error: TRACKING_MESSAGES.accessKeyMax })
      .nullish()
      .transform((v) => (v ? normalizeAccessKey(v) : null)),
  })
  .extend(ZCaptchaFields.shape);
export type TTrackingInput = z.input<typeof ZTracking>;

/**
 * GET complaintforms/mine/{trackingID}: one of the logged-in citizen's own requests, whole, without a captcha (the
 * session is the second factor; "Mis solicitudes" opens it).
 */
export const ZMyComplaintFormRef = z.object({ trackingID: ZTracking.shape.trackingID });

/** GET complaintforms/files/{token}: a private PQRDS file, for whoever was shown the request. */
export interface TGrantedFile {
  fileID: string;
  name: string;
  mimeType: string;
  size: number;
  /** The bytes, base64. */
  content: string;
}

export interface TNamed {
  id: number;
  name: string;
}

/**
 * Where a request stands in the lifecycle, for every screen that shows its due date: `suspended` while the citizen
 * has not completed it (the due date does not run), and how a closed request ended.
 */
export interface TLifecycleView {
  suspended: boolean;
  completionRequest: string | null;
  completionDeadline: string | null;
  suspendedDaysLeft: number | null;
  outcome: "answered" | "transferred" | "withdrawn" | null;
  outcomeName: string | null;
  transferEntityName: string | null;
}

/**
 * The request's clock as the citizen sees it (issue 31), in business days of the entity's published calendar
 * (holidays and closure days skipped).
 */
export interface TTrackingTerm {
  /** The type's legal term and the law that sets it: "15 días hábiles, Ley 1755 de 2015, art. 14". */
  rule: string;
  /** From filing to the due date, the extension included. */
  businessDays: number;
  /** Counted so far: to today while open (frozen while suspended), to the closing day once closed. */
  elapsed: number;
  /** To the due date; negative once it passed. */
  left: number;
  /** Stopped while the citizen completes the request (Ley 1755 art. 17). */
  suspended: boolean;
  /** A personal-data reclamo not yet decided: "Reclamo en trámite" is shown with it (Ley 1581 art. 15). */
  claimInProgress: boolean;
  /** What a personal-data request asks (PERSONAL_DATA_KINDS' name); null for other types. */
  personalDataKind: string | null;
}

/**
 * Tracked request (spec 01 §3), whole: with its second factor (the access key, or the session that filed it), or to
 * the staff. Dates are ISO; days are yyyy-mm-dd. Tracked by number alone, the answer is the summary instead
 * (`personalData` false, below).
 */
export interface TTrackedRequest {
  personalData: true;
  /** Suspension (art. 17) and how it ended (answered, transferred, withdrawn). */
  lifecycle: TLifecycleView;
  complaintFormID: number;
  trackingID: string;
  status: number;
  statusName: string;
  complaintFormType: TNamed;
  complaintFormUserType: TNamed | null;
  anonymous: boolean;
  answer: string | null;
  answerHtml: string | null;
  /** Information requests: access denied with the answer, and why (Decreto 1081 de 2015); shown with the answer. */
  accessDenied: boolean;
  denialReason: string | null;
  /** Answer files. `downloadToken` opens the file for 30 minutes (GET complaintforms/files/{token}), logged in or not. */
  files: { fileID: string; filePath: string; name: string; downloadToken: string | null }[];
  urlFile: string | null;
  date: string;
  closingDate: string | null;
  answerableDate: string;
  extended: boolean;
  extensionReason: string | null;
  term: TTrackingTerm;
  // Basic info.
  firstName: string | null;
  lastName: string | null;
  firstSurName: string | null;
  lastSurName: string | null;
  names: string | null;
  identificationType: TNamed | null;
  identification: string | null;
  genderID: number | null;
  genre: string | null;
  birthDate: string | null;
  phoneNumberPersonal: string | null;
  mobileNumberPersonal: string | null;
  emailPersonal: string | null;
  addressPersonal: string | null;
  rootLocationPersonal: TNamed | null;
  secondLevelLocationPersonal: TNamed | null;
  locationPersonal: TNamed | null;
  cityPersonal: string | null;
  neighborhoodPersonal: string | null;
  // Contact info (the response channel).
  responseTypeID: number;
  responseType: TNamed;
  email: string | null;
  emailLabel: string;
  phoneNumber: string | null;
  mobileNumber: string | null;
  extension: string | null;
  address: string | null;
  rootLocation: TNamed | null;
  secondLevelLocation: TNamed | null;
  location: TNamed | null;
  city: string | null;
  neighborhood: string | null;
  // What was submitted.
  description: string | null;
  /** Where the facts happen (report types, Open311), apart from the applicant's address; null when not given. */
  incident: { neighborhood: string | null; address: string | null; latitude: number | null; longitude: number | null } | null;
  /** The Open311 client that filed it, by its configured name; null when filed on the portal. */
  filedByClient: string | null;
  descriptionHtml: string | null;
  fileID: string | null;
  fileName: string | null;
  filePath: string | null;
  fileDownloadToken: string | null;
  // Appointment.
  presential: number | null;
  attentionDay: string | null;
  hour: number | null;
  hourLabel: string | null;
  qualification: number | null;
}

/**
 * What tracking by number alone answers (no access key, no owner session): the number, type, status and dates. The
 * fields it withholds are not sent at all (they were some fifty nulls: the answer tripled in size and went compressed).
 */
export type TTrackingSummary = Pick<
  TTrackedRequest,
  | "complaintFormID"
  | "trackingID"
  | "status"
  | "statusName"
  | "complaintFormType"
  | "date"
  | "closingDate"
  | "answerableDate"
  | "extended"
  | "lifecycle"
  | "term"
> & {
  personalData: false;
  /** True when the caller typed an access key and it does not match (so the form can say so). */
  accessKeyInvalid: boolean;
};

/** POST complaintforms/tracking: the whole request to whoever holds its second factor, the summary to anyone else. */
export type TTrackingResult = TTrackedRequest | TTrackingSummary;

/** GET complaintforms/mine — "Mis solicitudes": the logged-in citizen's own requests, 10 a page, newest first. */
export const MY_COMPLAINT_FORMS_PAGE_SIZE = 10;
export const ZMyComplaintFormsQuery = ZPageQuery(MY_COMPLAINT_FORMS_PAGE_SIZE);
export type TMyComplaintFormsQuery = z.input<typeof ZMyComplaintFormsQuery>;

export const MY_REQUESTS_MESSAGES = {
  title: "Mis solicitudes",
  intro: "Las PQRDS que radicaste a nombre personal con esta cuenta. Abre una para ver su detalle y la respuesta.",
  empty: "Aún no has radicado solicitudes a nombre personal.",
  count: (n: number) => (n === 1 ? "1 solicitud" : `${n} solicitudes`),
  open: "Ver mis solicitudes",
  qualify: "Calificar la atención",
  qualified: (stars: number) => `Calificada: ${stars} de 5`,
} as const;

/** One row of "Mis solicitudes": which request it is and where it stands; the detail is on the tracking page. */
export interface TMyComplaintForm {
  complaintFormID: number;
  trackingID: string;
  complaintFormType: TNamed;
  status: number;
  statusName: string;
  date: string;
  closingDate: string | null;
  qualification: number | null;
}
