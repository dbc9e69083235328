import { ERROR_MESSAGES, type TApiErrorBody } from "@portal/schemas/errors/error-messages";

/** A failed REST call (`fetch`/XHR to `{apiBasePath}/…`): the status and the parsed JSON body, if any. */
export class RestError extends Error {
  readonly status: number;
  readonly body: Partial<TApiErrorBody> | null;
  constructor(status: number, body: Partial<TApiErrorBody> | null, message?: string) {
    super(message ?? body?.error?.message ?? `HTTP ${status}`);
    this.name = "RestError";
    this.status = status;
    this.body = body;
  }
}

type Detail = { path?: string; message?: string };
type Loose = {
  status?: unknown;
  message?: unknown;
  data?: { status?: unknown; httpStatus?: unknown; details?: unknown } | null;
  body?: { error?: { status?: unknown; details?: unknown; message?: unknown } } | null;
  shape?: { data?: { status?: unknown; httpStatus?: unknown; details?: unknown } } | null;
};

function asDetails(value: unknown): Detail[] {
  return Array.isArray(value) ? (value.filter((d) => d && typeof d === "object") as Detail[]) : [];
}

/** The HTTP status of a tRPC or REST error; 0 for network failures and unknown errors. */
export function errorStatus(error: unknown): number {
  if (!error || typeof error !== "object") return 0;
  const e = error as Loose;
  const candidates = [e.data?.status, e.data?.httpStatus, e.shape?.data?.status, e.shape?.data?.httpStatus, e.body?.error?.status, e.status];
  for (const c of candidates) if (typeof c === "number" && c > 0) return c;
  return 0;
}

/** `details` of a tRPC error (`error.data.details`) or a REST error (`body.error.details`). */
export function errorDetails(error: unknown): Detail[] {
  if (!error || typeof error !== "object") return [];
  const e = error as Loose;
  const fromTrpc = asDetails(e.data?.details ?? e.shape?.data?.details);
  return fromTrpc.length > 0 ? fromTrpc : asDetails(e.body?.error?.details);
}

/** The first detail message, if the server sent one. */
export function firstDetailMessage(error: unknown): string | null {
  const message = errorDetails(error)[0]?.message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

/**
 * The server's own Spanish message (tRPC `message`, REST `error.message`): for 429 and 503 it says how long to wait
 * or that the account is locked, which the fixed texts cannot. Transport placeholders are not messages for people.
 */
function serverMessage(error: unknown): string | null {
  if (!error || typeof error !== "object") return null;
  const e = error as Loose;
  const message = e.body?.error?.message ?? e.message;
  if (typeof message !== "string" || message.trim() === "" || /^HTTP \d+$/.test(message) || /fetch|network|JSON|Unexpected token/i.test(message)) return null;
  return message;
}

export type TErrorOutcome = {
  status: number;
  /** What the user reads (Spanish). */
  message: string;
  /** 401: the current user is cleared. */
  clearUser: boolean;
};

/** The generic handler of spec 03 §8, as a pure mapping from an error to what the UI does. */
export function describeApiError(error: unknown): TErrorOutcome {
  const status = errorStatus(error);
  switch (status) {
    case 400:
    case 422:
      return { status, message: firstDetailMessage(error) ?? ERROR_MESSAGES.badRequest, clearUser: false };
    case 401:
      return { status, message: ERROR_MESSAGES.unauthorized, clearUser: true };
    case 403:
      return { status, message: ERROR_MESSAGES.forbidden, clearUser: false };
    case 404:
      return { status, message: ERROR_MESSAGES.notFound, clearUser: false };
    case 409:
      // The spec's table has no 409; the API's conflicts say in Spanish what changed meanwhile ('El mensaje ya está
      // cerrado.', 'El certificado ya estaba anulado'), which 'Ocurrió un error inesperado' would hide.
      return { status, message: firstDetailMessage(error) ?? serverMessage(error) ?? ERROR_MESSAGES.general, clearUser: false };
    case 429:
      return { status, message: serverMessage(error) ?? ERROR_MESSAGES.tooManyRequests, clearUser: false };
    case 503:
      return { status, message: serverMessage(error) ?? ERROR_MESSAGES.serviceUnavailable, clearUser: false };
    default: {
      // 500 and anything unexpected (network failures included) get the general message.
      const detail = status > 0 && status < 500 ? firstDetailMessage(error) : null;
      return { status, message: detail ?? ERROR_MESSAGES.general, clearUser: false };
    }
  }
}

/** The message a form shows under itself: the first detail on 400, else the generic mapping, else `fallback` for the form's own case. */
export function formErrorMessage(error: unknown, fallback?: string): string {
  const status = errorStatus(error);
  if (status === 400) return firstDetailMessage(error) ?? fallback ?? ERROR_MESSAGES.badRequest;
  if (fallback && status > 0 && status < 500 && status !== 401 && status !== 429) return fallback;
  return describeApiError(error).message;
}
