import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";

export type TAppErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "TOO_MANY_REQUESTS"
  | "PAYLOAD_TOO_LARGE"
  | "SERVICE_UNAVAILABLE"
  | "TIMEOUT";

export const APP_ERROR_STATUS: Record<TAppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** The request's body did not arrive in time (tRPC names 408 "TIMEOUT"). */
  TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * A refusal the user should read: the use cases throw it with a Spanish message (and per-field details),
 * and both the tRPC and the REST layers turn it into the spec's error shape.
 */
export class AppError extends Error {
  constructor(
    readonly code: TAppErrorCode,
    message?: string,
    readonly details: { path: string; message: string }[] = [],
    /** Seconds the client should wait (429/503): both transports send it as `Retry-After`. */
    readonly options: { retryAfterSeconds?: number } = {},
  ) {
    super(message ?? defaultMessage(code));
    this.name = "AppError";
  }

  get retryAfterSeconds(): number | undefined {
    return this.options.retryAfterSeconds;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }

  /** A 400 whose first detail is the field's message, as the client shows it. */
  static field(path: string, message: string): AppError {
    return new AppError("BAD_REQUEST", message, [{ path, message }]);
  }
}

function defaultMessage(code: TAppErrorCode): string {
  switch (code) {
    case "UNAUTHORIZED":
      return ERROR_MESSAGES.unauthorized;
    case "FORBIDDEN":
      return ERROR_MESSAGES.forbidden;
    case "NOT_FOUND":
      return ERROR_MESSAGES.notFound;
    case "TOO_MANY_REQUESTS":
      return ERROR_MESSAGES.tooManyRequests;
    case "SERVICE_UNAVAILABLE":
      return ERROR_MESSAGES.serviceUnavailable;
    case "TIMEOUT":
      return ERROR_MESSAGES.requestTimeout;
    default:
      return ERROR_MESSAGES.badRequest;
  }
}
