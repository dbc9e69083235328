import type { NextFunction, Request, Response } from "express";

/**
 * Works out the client's address once. Express's `req.ip` is a getter that walks X-Forwarded-For through the trusted
 * proxies (TRUST_PROXY) each time it is read, and a request reads it three to four times (per-client concurrency,
 * rate limits, audit origin, logs): about 1% of the API's time per request under bench:pqrds and bench:chat.
 */
export function settleClientIp(req: Request, _res: Response, next: NextFunction): void {
  Object.defineProperty(req, "ip", { value: req.ip, enumerable: true, configurable: true });
  next();
}
