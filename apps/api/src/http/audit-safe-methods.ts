import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import {
  AUDIT_SAFE_ALLOW,
  HTTP_METHOD_MESSAGES,
  isOverridableMethod,
  METHOD_OVERRIDE_FIELD,
  METHOD_OVERRIDE_HEADER,
} from "@portal/schemas/common/http-methods";
import type { TApiErrorBody } from "@portal/schemas/errors/error-messages";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { sendApiError } from "./send-api-error.ts";

const isFields = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The method a POST names (header first, then the JSON body's field, then the query's), removing the field from the input. */
function takeOverride(req: Request): string | undefined {
  const header = req.get(METHOD_OVERRIDE_HEADER);
  let field: unknown;
  if (isFields(req.body) && METHOD_OVERRIDE_FIELD in req.body) {
    field = req.body[METHOD_OVERRIDE_FIELD];
    delete req.body[METHOD_OVERRIDE_FIELD];
  }
  // Express 5 parses req.query from the URL on every read: the field leaves the URL, so no procedure sees it.
  const queryAt = req.url.indexOf("?");
  if (queryAt >= 0) {
    const query = new URLSearchParams(req.url.slice(queryAt + 1));
    if (query.has(METHOD_OVERRIDE_FIELD)) {
      field ??= query.get(METHOD_OVERRIDE_FIELD);
      query.delete(METHOD_OVERRIDE_FIELD);
      const rest = query.toString();
      req.url = req.url.slice(0, queryAt) + (rest ? `?${rest}` : "");
    }
  }
  return header ?? (typeof field === "string" ? field : field === undefined ? undefined : "");
}

function refuseMethod(res: Response) {
  const body: TApiErrorBody = { error: { status: 405, code: "METHOD_NOT_ALLOWED", message: HTTP_METHOD_MESSAGES.notAllowed, details: [] } };
  res.status(405).setHeader("Allow", AUDIT_SAFE_ALLOW);
  res.json(body);
}

function apply(on: boolean, req: Request, res: Response, next: NextFunction, log: CoreDeps["log"]) {
  // Off: nothing changes, and the header is never read, so it cannot carry a method past a proxy's rule.
  if (!on) return next();
  if (isOverridableMethod(req.method)) return refuseMethod(res);
  const wanted = takeOverride(req);
  // Only a POST is turned into a write: a GET (cached, prefetched, followed from a link) naming DELETE stays a read.
  if (req.method !== "POST" || wanted === undefined) return next();
  const method = wanted.trim().toUpperCase();
  if (method === "POST") return next();
  if (!isOverridableMethod(method)) return sendApiError(res, new AppError("BAD_REQUEST", HTTP_METHOD_MESSAGES.badOverride), log);
  req.method = method;
  next();
}

/**
 * The REST area's audit-safe methods mode (setting `auditSafeMethods`, read per request from the settings cache):
 * on, real PUT/PATCH/DELETE are answered 405 with `Allow: GET, POST`, and a POST naming one of them in
 * X-HTTP-Method-Override or `_method` is routed as that method. Mounted after the JSON body is read (the field may be in it).
 */
export function auditSafeMethods(deps: Pick<CoreDeps, "settings" | "log">): RequestHandler {
  return (req, res, next) => {
    const on = deps.settings.peek("auditSafeMethods");
    if (on !== undefined) return apply(on, req, res, next, deps.log);
    deps.settings.get("auditSafeMethods").then((value) => apply(value, req, res, next, deps.log), next);
  };
}
