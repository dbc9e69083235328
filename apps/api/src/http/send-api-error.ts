import type { CoreDeps } from "@portal/core/deps";
import type { Response } from "express";
import { retryAfterOf, toApiError } from "./api-error.ts";
import { requestIdOf } from "./request-id.ts";
import { logServerError } from "./server-error-log.ts";

/** An error as the spec's JSON answer (`{ error: { status, code, message, details } }`), logged when it is the server's. */
export function sendApiError(res: Response, error: unknown, log: CoreDeps["log"]) {
  const api = toApiError(error);
  // The base logger, not the request's: the 503 lines are counted per logger (server-error-log.ts).
  logServerError(log, error, { transport: "rest", reqId: requestIdOf(res.req) });
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined && !res.headersSent) res.setHeader("Retry-After", String(retryAfter));
  res.status(api.status).json({ error: api });
}
