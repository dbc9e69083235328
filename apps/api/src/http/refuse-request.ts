import type { AppError } from "@portal/core/errors/app-error";
import type { Logger } from "@portal/core/logger";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import type { Request, Response } from "express";
import { toApiError } from "./api-error.ts";
import { sendApiError } from "./send-api-error.ts";

/**
 * Answers a request refused before it reached its handler (load shedding) in the shape its client reads: tRPC's
 * error envelope (one per call of a batch) under /trpc, the spec's REST error elsewhere; with Retry-After.
 */
export function refuseRequest(req: Request, res: Response, error: AppError, log: Logger): void {
  if (!req.originalUrl.startsWith("/trpc/")) return sendApiError(res, error, log);
  const api = toApiError(error);
  const envelope = {
    error: {
      message: api.message,
      code: TRPC_ERROR_CODES_BY_KEY[error.code],
      data: { code: error.code, httpStatus: api.status, status: api.status, details: api.details },
    },
  };
  const calls = req.query.batch === "1" ? req.path.split(",").length : 1;
  if (error.retryAfterSeconds !== undefined) res.setHeader("Retry-After", String(error.retryAfterSeconds));
  res.status(api.status).json(req.query.batch === "1" ? Array.from({ length: calls }, () => envelope) : envelope);
}
