import { errorStatus, formErrorMessage } from "../../lib/errors";

/**
 * The message a staff action on a request shows when it fails. Spec 01 §8: a resolve that fails on the server (500)
 * reads the resolve-error message (`fallback`), not the general one; a 503 keeps its own "try again in…" text, and
 * a 400 its first detail.
 */
export function managementErrorMessage(error: unknown, fallback?: string): string {
  const status = errorStatus(error);
  if (fallback && status >= 500 && status !== 503) return fallback;
  return formErrorMessage(error, fallback);
}
