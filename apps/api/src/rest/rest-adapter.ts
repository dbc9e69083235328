import { Router, type NextFunction, type Request, type Response } from "express";
import type { CoreDeps } from "@portal/core/deps";
import { retryAfterOf, toApiError } from "../http/api-error.ts";
import { createContext } from "../trpc/context.ts";
import { createRestCaller } from "./rest-caller.ts";
import { numericFieldsOf, procedureAt, procedurePathOf, restInputBuilder } from "./rest-input.ts";
import type { RestRoute } from "./rest-route.ts";
import { restRoutes } from "./rest-table.ts";

export function sendApiError(res: Response, error: unknown, log: CoreDeps["log"]) {
  const api = toApiError(error);
  if (api.status >= 500) log.error({ err: error }, "error en una llamada REST");
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== undefined && !res.headersSent) res.setHeader("Retry-After", String(retryAfter));
  res.status(api.status).json({ error: api });
}

/**
 * The REST adapter: calls procedures through tRPC's server-side caller (not its HTTP handler, which costs ~3× in
 * throughput, STACK.md), so inputs, permissions and errors are those of the tRPC procedure.
 */
export function createRestRouter(deps: CoreDeps, routes: RestRoute[] = restRoutes): Router {
  const rest = Router();
  for (const route of routes) {
    // Resolved once at start-up: a row naming no procedure fails here, not on the first request.
    const inputOf = restInputBuilder(route, numericFieldsOf(procedureAt(procedurePathOf(route))));
    rest[route.method](`/${route.path}`, async (req: Request, res: Response, next: NextFunction) => {
      if (route.when && !route.when(req)) {
        next();
        return;
      }
      try {
        const ctx = await createContext(deps, req, res);
        const call = route.call(createRestCaller(ctx)) as (input: unknown) => Promise<unknown>;
        const result = await call(inputOf(req));
        res.status(route.status ?? 200).json(result ?? null);
      } catch (error) {
        sendApiError(res, error, deps.log);
      }
    });
  }
  return rest;
}
