import { MANAGEMENT_MESSAGES } from "@portal/schemas/complaint-forms/management.schema";
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

/**
 * Why a mailed management link opens nothing: a delegate's link of a request since closed says so (the delegate may
 * wonder where it went); any other refusal reads the link as invalid or expired, telling a stranger nothing more.
 */
export function linkRefusalMessage(error: unknown): string {
  const closed = error instanceof Error && error.message === MANAGEMENT_MESSAGES.delegateLinkClosed;
  return closed ? MANAGEMENT_MESSAGES.delegateLinkClosed : MANAGEMENT_MESSAGES.tokenInvalid;
}
