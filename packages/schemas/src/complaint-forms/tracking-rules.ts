// Tracking's texts, access keys and states, without zod: pages that show them (the filing's confirmation, tracking,
// "Mis solicitudes") import them without building the tracking schemas as their code loads (issue 28).
import { RESPONSE_TYPES } from "./complaint-catalog.ts";

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

export const MY_REQUESTS_MESSAGES = {
  title: "Mis solicitudes",
  intro: "Las PQRDS que radicaste a nombre personal con esta cuenta. Abre una para ver su detalle y la respuesta.",
  empty: "Aún no has radicado solicitudes a nombre personal.",
  count: (n: number) => (n === 1 ? "1 solicitud" : `${n} solicitudes`),
  open: "Ver mis solicitudes",
  qualify: "Calificar la atención",
  qualified: (stars: number) => `Calificada: ${stars} de 5`,
} as const;
