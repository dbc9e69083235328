import { Router, type Request, type Response } from "express";
import type { CoreDeps } from "@portal/core/deps";
import { retryAfterOf, toApiError } from "../http/api-error.ts";
import { appRouter } from "../trpc/app-router.ts";
import { createContext } from "../trpc/context.ts";
import { createCallerFactory } from "../trpc/trpc.ts";
import type { RestRoute } from "./rest-route.ts";
import { certificatesRestRoutes } from "./routes/certificates.ts";
import { accountsRestRoutes } from "./routes/accounts.ts";
import { complaintFormsRestRoutes } from "./routes/complaint-forms.ts";
import { contentsRestRoutes } from "./routes/contents.ts";
import { commentsRestRoutes } from "./routes/comments.ts";

/** Every REST route of the spec, by domain. */
export const restRoutes: RestRoute[] = [...accountsRestRoutes, ...complaintFormsRestRoutes, ...certificatesRestRoutes, ...contentsRestRoutes, ...commentsRestRoutes];

const createCaller = createCallerFactory(appRouter);
type Callable = (input?: unknown) => Promise<unknown>;

function procedureAt(caller: unknown, path: string): Callable {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], caller);
  if (typeof fn !== "function") throw new Error(`Procedimiento inexistente en la tabla REST: ${path}`);
  return fn as Callable;
}

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
    rest[route.method](`/${route.path}`, async (req: Request, res: Response) => {
      try {
        const ctx = await createContext(deps, req, res);
        const input = route.input ? route.input(req) : route.method === "post" || route.method === "put" ? req.body : undefined;
        const result = await procedureAt(createCaller(ctx), route.procedure)(input);
        res.status(route.status ?? 200).json(result ?? null);
      } catch (error) {
        sendApiError(res, error, deps.log);
      }
    });
  }
  return rest;
}
