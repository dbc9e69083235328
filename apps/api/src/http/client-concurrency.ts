import { clientAddressKey } from "@portal/core/common/client-address";
import { AppError } from "@portal/core/errors/app-error";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import type { NextFunction, Request, RequestHandler, Response } from "express";

export interface ClientConcurrencyOptions {
  /** Requests one client address may have in progress at once. */
  max: number;
  /** Answers a refused request (the transport decides the shape: REST or tRPC). */
  refuse(req: Request, res: Response, error: AppError): void;
}

/**
 * At most `max` requests in progress per client address (an IPv6 /64), from the first byte of the request to the end
 * of its answer: one address cannot fill the API's turns, its body readers or its upload pool, however many connections
 * it opens. Per instance, in memory: a count of open requests dies with its process, so there is nothing to share.
 */
export function limitConcurrencyPerClient(options: ClientConcurrencyOptions): RequestHandler {
  const inProgress = new Map<string, number>();
  const busy = () => new AppError("TOO_MANY_REQUESTS", ERROR_MESSAGES.tooManyInProgress, [], { retryAfterSeconds: 1 });
  return (req: Request, res: Response, next: NextFunction) => {
    const key = clientAddressKey(req.ip);
    const count = inProgress.get(key) ?? 0;
    if (count >= options.max) {
      res.setHeader("Connection", "close");
      options.refuse(req, res, busy());
      return;
    }
    inProgress.set(key, count + 1);
    res.once("close", () => {
      const left = (inProgress.get(key) ?? 1) - 1;
      if (left <= 0) inProgress.delete(key);
      else inProgress.set(key, left);
    });
    next();
  };
}
