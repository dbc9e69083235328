import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Logger } from "@portal/core/logger";
import { isRequestId, REQUEST_ID_HEADER } from "@portal/schemas/common/request-id";
import type { NextFunction, Request, Response } from "express";

/**
 * Gives every request an id: the load balancer's `X-Request-Id` when it is a sane token (≤ 128 of [A-Za-z0-9._-]),
 * otherwise a new UUID. It is echoed in the answer's `X-Request-Id`, bound to the request's log lines (`reqId`) and
 * carried into the jobs the request queues, so one citizen's request can be followed across API instances and the
 * worker.
 */
export function assignRequestId(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers[REQUEST_ID_HEADER];
  const id = isRequestId(given) ? given : randomUUID();
  // pino-http (request-log.ts) keeps an id already set on the request. Set without pino-http's type augmentation of
  // Request, which the web app's type check (it reads the API's router types) does not load.
  Object.assign(req, { id });
  res.setHeader("X-Request-Id", id);
  next();
}

/** The id `assignRequestId` gave this request (none before it ran). */
export function requestIdOf(req: IncomingMessage): string | undefined {
  const id: unknown = (req as { id?: unknown }).id;
  return typeof id === "string" ? id : undefined;
}

/**
 * The logger for this request's lines: the request logger's own (already bound to `reqId`) when request logs are on,
 * else `base` bound to it.
 */
export function requestLog(req: IncomingMessage, base: Logger): Logger {
  const own = (req as { log?: Logger }).log;
  if (own) return own;
  const id = requestIdOf(req);
  return id ? base.child({ reqId: id }) : base;
}
