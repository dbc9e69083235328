import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import { AppError } from "@portal/core/errors/app-error";
import { ERROR_MESSAGES, type TApiErrorBody } from "@portal/schemas/errors/error-messages";

export type TApiError = TApiErrorBody["error"];

const TRPC_STATUS: Partial<Record<TRPCError["code"], number>> = {
  BAD_REQUEST: 400, PARSE_ERROR: 400, UNAUTHORIZED: 401, FORBIDDEN: 403, NOT_FOUND: 404, CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413, TOO_MANY_REQUESTS: 429, METHOD_NOT_SUPPORTED: 405,
};

function fromZod(error: ZodError): TApiError {
  const details = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return { status: 400, code: "BAD_REQUEST", message: details[0]?.message ?? ERROR_MESSAGES.badRequest, details };
}

/**
 * One mapping from anything thrown to the spec's error shape, used by tRPC's error formatter and the REST adapter:
 * AppError keeps its Spanish message; zod failures become a 400 whose details carry each rule's message;
 * anything else is a 500 with the general message (the cause is logged, never shown).
 */
export function toApiError(error: unknown): TApiError {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof AppError) return { status: current.status, code: current.code, message: current.message, details: current.details };
    if (current instanceof ZodError) return fromZod(current);
    if (current instanceof TRPCError && current.cause) {
      current = current.cause;
      continue;
    }
    if (current instanceof TRPCError) {
      const status = TRPC_STATUS[current.code] ?? 500;
      const message = status === 401 ? ERROR_MESSAGES.unauthorized : status === 403 ? ERROR_MESSAGES.forbidden : status === 404 ? ERROR_MESSAGES.notFound : status === 429 ? ERROR_MESSAGES.tooManyRequests : status < 500 ? ERROR_MESSAGES.badRequest : ERROR_MESSAGES.general;
      return { status, code: current.code, message, details: [] };
    }
    break;
  }
  return { status: 500, code: "INTERNAL_SERVER_ERROR", message: ERROR_MESSAGES.general, details: [] };
}

/** Seconds to send as `Retry-After` when the error (or its cause) says how long to wait. */
export function retryAfterOf(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof AppError) return current.retryAfterSeconds;
    current = current instanceof TRPCError ? current.cause : undefined;
  }
  return undefined;
}
