import { AppError } from "@portal/core/errors/app-error";
import { isRedisUnavailableError } from "@portal/jobs/redis";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";

/** Seconds a client should wait after a dependency did not answer. */
const DEPENDENCY_RETRY_AFTER_SECONDS = 10;

/**
 * Prisma's codes for "the database did not give us a connection or a transaction in time" (P2024 pool timeout,
 * P2028 "Unable to start a transaction in the given time") and for an unreachable server (P1001, P1002, P1017).
 */
const PRISMA_UNAVAILABLE_CODES = new Set(["P1001", "P1002", "P1017", "P2024", "P2028"]);
/**
 * The driver adapter's kinds for a server that is not there (Prisma's P2010 "raw query failed" carries them in
 * meta.driverAdapterError): a restarting PostgreSQL refused or closed the connection.
 */
const ADAPTER_UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections", "DatabaseAccessDenied"]);
/**
 * PostgreSQL's SQLSTATEs of a server going away or not yet back: class 08 (connection exception), 57P01 "terminating
 * connection due to administrator command", 57P02 crash shutdown, 57P03 "the database system is starting up / shutting
 * down", 53300 too many connections. A restart (`pg_ctl restart -m fast`) gives these, from the pg driver directly
 * (the filing's SQL) or wrapped by the adapter.
 */
const UNAVAILABLE_SQLSTATE = /^(08\w{3}|57P0[123]|53300)$/;
/** The socket's own errors while the server restarts or the network drops. */
const UNAVAILABLE_ERRNO = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);
const DATABASE_UNAVAILABLE_MESSAGES = [
  "Unable to start a transaction in the given time",
  "Timed out fetching a new connection from the connection pool",
  "timeout exceeded when trying to connect",
  "Connection terminated unexpectedly",
  "Connection terminated due to connection timeout",
  "Client has encountered a connection error and is not queryable",
  "Can't reach database server",
] as const;

type TDriverAdapterCause = { kind?: unknown; code?: unknown };

function isDatabaseUnavailableError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (PRISMA_UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  const adapter = (error as { meta?: { driverAdapterError?: { cause?: TDriverAdapterCause } } }).meta?.driverAdapterError?.cause;
  if (adapter && (ADAPTER_UNAVAILABLE_KINDS.has(String(adapter.kind)) || (adapter.kind === "postgres" && UNAVAILABLE_SQLSTATE.test(String(adapter.code)))))
    return true;
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
