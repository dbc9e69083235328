import { COMMON_MESSAGES } from "../common/common-messages.ts";
/** The generic error handler's messages (spec 03 §8) and the error pages. */
export const ERROR_MESSAGES = {
  general: "Ocurrió un error inesperado, inténtalo más tarde",
  unauthorized: COMMON_MESSAGES.sessionExpired,
  forbidden: "No tienes permisos para realizar esta acción",
  notFound: "No encontramos el recurso solicitado",
  badRequest: "Verifica los datos ingresados",
  tooManyRequests: "Has realizado demasiadas solicitudes, inténtalo de nuevo en unos minutos",
  serviceUnavailable: COMMON_MESSAGES.serviceUnavailable,
  /** 503 while a dependency (database, Redis) does not answer in time. */
  temporarilyUnavailable: "El servicio no está disponible en este momento, inténtalo de nuevo en unos minutos",
  /** 503 when the API sheds load (its queue of requests is full). */
  overloaded: "Estamos atendiendo muchas solicitudes en este momento, inténtalo de nuevo en unos segundos",
  /** 408 when a request's body does not arrive within the time allowed (a stalled or deliberately slow client). */
  requestTimeout: "La solicitud tardó demasiado en llegar, revisa tu conexión e inténtalo de nuevo",
  /** 429 when one client address has too many requests in progress at once. */
  tooManyInProgress: "Tienes demasiadas solicitudes en curso, espera a que terminen e inténtalo de nuevo",
} as const;

export const NOT_FOUND_PAGE = { title: "Oh oh!!! No encontramos esta página", button: "Ir al home" } as const;
export const SERVER_ERROR_PAGE = { title: "Algo pasó, pronto lo arreglaremos, inténtalo más tarde.", button: "Ir al home" } as const;
/** The pages a guard shows instead of a page the visitor may not see. */
export const ACCESS_MESSAGES = {
  loginTabTitle: "Inicia sesión",
  loginTitle: "Inicia sesión para continuar",
  loginText: "Esta página es solo para usuarios registrados. Inicia sesión o crea tu cuenta para verla.",
  loginButton: COMMON_MESSAGES.login,
  forbiddenTitle: "Acceso denegado",
} as const;
/** A page's code could not be downloaded (connection lost, or the portal was updated while the tab was open). */
export const PAGE_LOAD_FAILED = {
  title: "No pudimos cargar esta página",
  text: "Revisa tu conexión a internet y recarga la página; es posible que el portal se haya actualizado.",
  button: "Recargar la página",
} as const;

/** The JSON body of every REST error, and `data.details` of every tRPC error: the client shows details[0].message. */
export interface TApiErrorBody {
  error: { status: number; code: string; message: string; details: { path: string; message: string }[] };
}
