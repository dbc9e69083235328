import { AppError } from "@portal/core/errors/app-error";
import { ERROR_MESSAGES, type TApiErrorBody } from "@portal/schemas/errors/error-messages";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { ZodError } from "zod";
import { asServiceUnavailable } from "./unavailable.ts";

export type TApiError = TApiErrorBody["error"];

function fromZod(error: ZodError): TApiError {
  const details = error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
  return { status: 400, code: "BAD_REQUEST", message: details[0]?.message ?? ERROR_MESSAGES.badRequest, details };
}

function messageForStatus(status: number): string {
  if (status === 401) return ERROR_MESSAGES.unauthorized;
  if (status === 403) return ERROR_MESSAGES.forbidden;
  if (status === 404) return ERROR_MESSAGES.notFound;
  if (status === 429) return ERROR_MESSAGES.tooManyRequests;
  if (status === 503) return ERROR_MESSAGES.temporarilyUnavailable;
  return status < 500 ? ERROR_MESSAGES.badRequest : ERROR_MESSAGES.general;
}

/**
 * A number the database cannot hold (an id or a count beyond its 32-bit integer, `labels/99999999999`): Prisma's
 * P2020 "Value out of range for the type", or PostgreSQL's 22003 from a raw query through the driver adapter. The
 * query failed, so nothing was written by it: the client sent a value no row can have, a 400 and not a 500.
 */
function asOutOfRange(error: unknown): AppError | null {
  if (!(error instanceof Error) || error instanceof AppError) return null;
  const code = (error as { code?: unknown }).code;
  const adapter = (error as { meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown } } } }).meta?.driverAdapterError?.cause;
  const outOfRange = code === "P2020" || code === "22003" || (adapter?.kind === "postgres" && adapter.code === "22003");
  return outOfRange ? new AppError("BAD_REQUEST", ERROR_MESSAGES.badRequest) : null;
}

/** The AppError that `error` stands for: itself, the cause of a TRPCError, an outage of a dependency (503), or a number out of the database's range (400). */
function appErrorOf(error: unknown): AppError | ZodError | TRPCError | null {
  let current: unknown = error;
  // tRPC's own refusals (PARSE_ERROR of malformed JSON, METHOD_NOT_SUPPORTED…) keep their status when their cause
  // says nothing more specific.
  let outerTrpc: TRPCError | null = null;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof AppError || current instanceof ZodError) return current;
    const mapped = asServiceUnavailable(current) ?? asOutOfRange(current);
    if (mapped) return mapped;
    if (current instanceof TRPCError) outerTrpc ??= current;
    current = current instanceof Error ? current.cause : undefined;
  }
  return outerTrpc;
}

/**
 * One mapping from anything thrown to the spec's error shape, used by tRPC's error formatter and the REST adapter:
 * AppError keeps its Spanish message; zod failures become a 400 whose details carry each rule's message;
 * a dependency that does not answer (Redis, the database) becomes a 503; tRPC's own refusals keep their status;
 * anything else is a 500 with the general message (the cause is logged, never shown).
 */
export function toApiError(error: unknown): TApiError {
  const known = appErrorOf(error);
  if (known instanceof AppError) return { status: known.status, code: known.code, message: known.message, details: known.details };
  if (known instanceof ZodError) return fromZod(known);
  if (known instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(known);
    return { status, code: known.code, message: messageForStatus(status), details: [] };
  }
  return { status: 500, code: "INTERNAL_SERVER_ERROR", message: ERROR_MESSAGES.general, details: [] };
}

/** Seconds to send as `Retry-After` when the error (or its cause) says how long to wait. */
export function retryAfterOf(error: unknown): number | undefined {
  const known = appErrorOf(error);
  return known instanceof AppError ? known.retryAfterSeconds : undefined;
}
