import { createHash } from "node:crypto";
import type { CoreDeps } from "@portal/core/deps";
import { REST_API_VERSION, type TOpenApiDocument } from "@portal/schemas/developers/openapi-document";
import type { Request, RequestHandler, Response, Router } from "express";
import { sendApiError } from "../http/send-api-error.ts";
import type { RestRoute } from "../rest/rest-route.ts";
import { buildOpenApiDocument, withServer } from "./openapi-document.ts";
import { servedRoutesOf } from "./served-routes.ts";

/** Public, the same for everyone, and only changed by a new release or a new base path: caches may keep it. */
const CACHE = "public, max-age=3600";

/**
 * GET {apiBasePath}/openapi.json: the document of the REST area, built on the first request (when every router of
 * the area is mounted) and kept for the process; only the server URL follows the `apiBasePath` setting.
 */
export function createOpenApiHandler(deps: CoreDeps, area: Router, routes: readonly RestRoute[]): RequestHandler {
  let document: Omit<TOpenApiDocument, "servers"> | null = null;
  let answer: { basePath: string; body: string; etag: string } | null = null;
  const answerFor = (basePath: string) => {
    if (answer?.basePath === basePath) return answer;
    document ??= buildOpenApiDocument({
      routes,
      served: servedRoutesOf(area),
      rateLimits: { writesPerMinute: deps.env.RATE_LIMIT_PER_MINUTE, multiplier: deps.env.RATE_LIMIT_MULTIPLIER },
      version: REST_API_VERSION,
    });
    const body = JSON.stringify(withServer(document, basePath));
    answer = { basePath, body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
    return answer;
  };
  return async (req: Request, res: Response) => {
    try {
      const { body, etag } = answerFor(await deps.settings.get("apiBasePath"));
      res.setHeader("Cache-Control", CACHE);
      res.setHeader("ETag", etag);
      const known = String(req.headers["if-none-match"] ?? "")
        .split(",")
        .map((tag) => tag.trim().replace(/^W\//, ""));
      if (known.includes(etag)) {
        res.status(304).end();
        return;
      }
      res.type("json").send(body);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  };
}
