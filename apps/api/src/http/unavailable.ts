import { AppError } from "@portal/core/errors/app-error";
import { isRedisUnavailableError } from "@portal/jobs/redis";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";

/** Seconds a client should wait after a dependency did not answer. */
export const DEPENDENCY_RETRY_AFTER_SECONDS = 10;

/**
 * Prisma's codes for "the database did not give us a connection or a transaction in time" (P2024 pool timeout,
 * P2028 "Unable to start a transaction in the given time") and for an unreachable server (P1001, P1002, P1017).
 */
const PRISMA_UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1017", "P2024", "P2028"]);
const DATABASE_UNAVAILABLE_MESSAGES = [
  "Unable to start a transaction in the given time",
  "Timed out fetching a new connection from the connection pool",
  "timeout exceeded when trying to connect",
  "Connection terminated unexpectedly",
] as const;

function isDatabaseUnavailableError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && PRISMA_UNAVAILABLE_CODES.has(code)) return true;
  return DATABASE_UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m));
}

/**
 * The one place that tells an outage of a dependency from a bug: a Redis command that timed out or found no
 * connection, or a database that gave no connection or transaction in time, becomes a 503 with a Spanish message
 * and Retry-After (both transports use it through toApiError / retryAfterOf), never a 500.
 */
export function asServiceUnavailable(error: unknown): AppError | null {
  if (!(error instanceof Error) || error instanceof AppError) return null;
  if (isRedisUnavailableError(error) || isDatabaseUnavailableError(error)) {
    return new AppError("SERVICE_UNAVAILABLE", ERROR_MESSAGES.temporarilyUnavailable, [], { retryAfterSeconds: DEPENDENCY_RETRY_AFTER_SECONDS });
  }
  return null;
}
