import type { CoreDeps } from "@portal/core/deps";
import { Router } from "express";
import { sendApiError } from "../http/send-api-error.ts";
import { sendFile } from "../http/send-file.ts";
import { assertWellFormedInput } from "../http/well-formed-input.ts";
import { createContext, requestDeps } from "../trpc/context.ts";
import type { RestDownloadRoute } from "./download-route.ts";
import { restDownloads } from "./download-table.ts";

/** Serves the download rows: session (when asked), rate limit, the use case's file, its headers; errors in the spec's shape. */
export function createDownloadRouter(deps: CoreDeps, routes: RestDownloadRoute[] = restDownloads): Router {
  const downloads = Router();
  for (const route of routes) {
    downloads[route.method](`/${route.path}`, async (req, res) => {
      try {
        assertWellFormedInput([req.params, req.query]);
        const ctx = route.session ? await createContext(deps, req, res) : null;
        const address = req.ip ?? null;
        if (route.rateLimit) await deps.rateLimits.consume(route.rateLimit, address ?? "desconocida");
        const file = await route.file({ deps: ctx?.deps ?? requestDeps(deps, req), req, user: ctx?.user ?? null, address });
        sendFile(res, file, deps);
      } catch (error) {
        sendApiError(res, error, deps.log);
      }
    });
  }
  return downloads;
}
