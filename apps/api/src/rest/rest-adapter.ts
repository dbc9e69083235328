import type { CoreDeps } from "@portal/core/deps";
import { type NextFunction, type Request, type RequestHandler, type Response, Router } from "express";
import { match } from "path-to-regexp";
import { sendApiError } from "../http/send-api-error.ts";
import { createContext } from "../trpc/context.ts";
import { numericFieldsOf, procedureAt, procedurePathOf, restInputBuilder } from "./rest-input.ts";
import { restProcedure } from "./rest-procedure.ts";
import type { RestRoute } from "./rest-route.ts";
import { restRoutes } from "./rest-table.ts";

/**
 * A procedure's answer as JSON. A read goes through `res.json` (ETag, 304 while the client's copy is fresh); a write's
 * answer is never revalidated, and Express would hash it for an ETag all the same (a SHA-1 per submission).
 */
function sendResult(req: Request, res: Response, status: number, result: unknown) {
  if (req.method === "GET" || req.method === "HEAD") {
    res.status(status).json(result);
    return;
  }
  res.status(status).setHeader("Content-Type", "application/json; charset=utf-8");
  res.end(JSON.stringify(result));
}

/**
 * The rows a request reaches by a lookup (method and path) instead of the router's walk through some 300 patterns in
 * table order (tracking sat eightieth, a submission not far before it): rows without path parameters that no earlier
 * row of the same method matches, so the lookup finds the row the walk would. Anything else (another spelling of
 * the path, HEAD, a guarded row declining) goes on to the walk.
 */
export function directRoutes(routes: RestRoute[]): Map<string, RestRoute> {
  const direct = new Map<string, RestRoute>();
  routes.forEach((route, index) => {
    const path = `/${route.path}`;
    if (/[:*{]/.test(path)) return;
    const shadowed = routes.slice(0, index).some((earlier) => earlier.method === route.method && match(`/${earlier.path}`)(path) !== false);
    if (!shadowed) direct.set(`${route.method.toUpperCase()} ${path}`, route);
  });
  return direct;
}

/**
 * The REST adapter: calls procedures through tRPC's server-side caller (not its HTTP handler, which costs ~3× in
 * throughput, STACK.md), so inputs, permissions and errors are those of the tRPC procedure.
 */
export function createRestRouter(deps: CoreDeps, routes: RestRoute[] = restRoutes): Router {
  const rest = Router();
  const direct = directRoutes(routes);
  const directHandlers = new Map<string, RequestHandler>();
  rest.use((req, res, next) => {
    const handler = directHandlers.get(`${req.method} ${req.path}`);
    if (handler) void handler(req, res, next);
    else next();
  });
  for (const route of routes) {
    // Resolved once at start-up: a row naming no procedure fails here, not on the first request.
    const path = procedurePathOf(route);
    const inputOf = restInputBuilder(route, numericFieldsOf(procedureAt(path)));
    const call = restProcedure(path);
    const handler = async (req: Request, res: Response, next: NextFunction) => {
      if (route.when && !route.when(req)) {
        next();
        return;
      }
      try {
        const ctx = await createContext(deps, req, res);
        const result = await call(ctx, inputOf(req));
        sendResult(req, res, route.status ?? 200, result ?? null);
      } catch (error) {
        sendApiError(res, error, deps.log);
      }
    };
    const key = `${route.method.toUpperCase()} /${route.path}`;
    if (direct.get(key) === route) directHandlers.set(key, handler);
    rest[route.method](`/${route.path}`, handler);
  }
  return rest;
}
