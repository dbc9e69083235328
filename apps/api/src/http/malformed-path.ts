import { AppError } from "@portal/core/errors/app-error";
import type { Logger } from "@portal/core/logger";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { refuseRequest } from "./refuse-request.ts";

/** True when every percent-escape of the path decodes to UTF-8 (what routers and handlers will do with it). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A path with a broken percent-encoding (`/contents/%ff%fe`) is the client's mistake: a 400 in the caller's shape, before
 * any router tries to decode it. Left to them, Express's parameter decoding, tRPC and the file routes threw URIError,
 * which answered 500 and logged a stack for every such probe.
 */
export function refuseMalformedPaths(log: Logger): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.path.includes("%") || decodable(req.path)) return next();
    refuseRequest(req, res, new AppError("BAD_REQUEST"), log);
  };
}
