import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { errorStatus, firstDetailMessage } from "./errors";

/**
 * Login failure (spec 03 §8): a 400 shows the first detail; a 403 is a refusal that explains itself in the error's
 * message (a pending registration form: "Para poder iniciar sesión debes actualizar tus datos personales" — the
 * server sends no details for it); any other refusal is "Usuario o clave incorrecta"; a server or network failure
 * the general error.
 */
export function loginErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  const detail = firstDetailMessage(error);
  // A locked account reads the lockout notice (with its minutes), not a generic "too many requests".
  if (status === 429) return serverMessage(error) ?? ERROR_MESSAGES.tooManyRequests;
  if (status === 0 || status >= 500) return ERROR_MESSAGES.general;
  if (status === 403) return detail ?? serverMessage(error) ?? LOGIN_MESSAGES.failed;
  return detail ?? LOGIN_MESSAGES.failed;
}

/** Registration failure: the first detail, else the error's message (under 500), else the general error. */
export function registerErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  const detail = firstDetailMessage(error);
  if (detail) return detail;
  if (status > 0 && status < 500 && error instanceof Error && error.message && !/^HTTP \d+$/.test(error.message)) return error.message;
  return ERROR_MESSAGES.general;
}

/** Other account forms (password recovery, new password): the first detail on 400, the general error otherwise. */
export function accountErrorMessage(error: unknown, fallback: string = ERROR_MESSAGES.general): string {
  const status = errorStatus(error);
  const detail = firstDetailMessage(error);
  if (status === 429) return serverMessage(error) ?? ERROR_MESSAGES.tooManyRequests;
  if (detail && status < 500) return detail;
  return status === 0 || status >= 500 ? ERROR_MESSAGES.general : fallback;
}

/** The Spanish message the server put on the error itself (not a transport's "HTTP 429"). */
function serverMessage(error: unknown): string | null {
  return error instanceof Error && error.message && !/^HTTP \d+$/.test(error.message) ? error.message : null;
}
