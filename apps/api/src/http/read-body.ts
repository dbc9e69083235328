import type { IncomingMessage } from "node:http";
import { AppError } from "@portal/core/errors/app-error";
import type { Logger } from "@portal/core/logger";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { requestIdOf } from "./request-id.ts";
import { redactUrl } from "./request-log.ts";

export interface ReadBodyOptions {
  /** Largest body, as body-parser reads it ("1mb"). */
  limit: string;
  /** Longest time the whole body may take to arrive, ms (BODY_TIMEOUT_MS). */
  timeoutMs: number;
  /** Parse any content type as JSON (tRPC reads a body of any type itself: it must never reach it unread). */
  anyType: boolean;
  log: Logger;
  /** Answers a body that did not arrive in time (the transport decides the shape: REST or tRPC). */
  refuse(req: Request, res: Response, error: AppError): void;
}

/** A request that announces a body (the test `type-is` makes, without its dependency). */
function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || (req.headers["content-length"] !== undefined && req.headers["content-length"] !== "0");
}

/** What a client that left in the middle of its body looks like to body-parser. */
function clientLeft(error: unknown): boolean {
  return (error as { type?: string } | null)?.type === "request.aborted";
}

/**
 * Reads a JSON body whole, within `timeoutMs`, before the request takes a turn of the load shedding (admission.ts):
 * read after it, 17 clients sending a byte every 4 s held every turn and the API answered 503 to everyone. Past the
 * time the client gets 408 and the connection is closed. A client that leaves mid-body is logged at info, without a
 * stack: it is the client's doing, not a fault.
 */
export function readBodyInTime(options: ReadBodyOptions): RequestHandler {
  const parse = express.json({ limit: options.limit, strict: false, ...(options.anyType ? { type: () => true } : {}) });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    let settled = false;
    const where = () => ({ reqId: requestIdOf(req), ip: req.ip, method: req.method, url: redactUrl(req.originalUrl) });
    const timer = setTimeout(() => {
      settled = true;
      options.log.info(where(), "cuerpo de la solicitud sin terminar a tiempo: se responde 408 y se cierra la conexión");
      res.setHeader("Connection", "close");
      res.once("finish", () => req.socket.destroy());
      options.refuse(req, res, new AppError("TIMEOUT"));
    }, options.timeoutMs);
    parse(req, res, (error?: unknown) => {
      clearTimeout(timer);
      if (settled) return;
      settled = true;
      if (clientLeft(error)) {
        options.log.info(where(), "el cliente cerró la conexión antes de enviar todo el cuerpo");
        return;
      }
      next(error);
    });
  };
}
