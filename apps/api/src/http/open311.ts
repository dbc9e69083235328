import { createHash, timingSafeEqual } from "node:crypto";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { fileOpen311Request, findOpen311Requests, listOpen311Services, open311ServiceDefinition } from "@portal/core/open311/open311";
import { OPEN311_MESSAGES as M, OPEN311_PATH, type TOpen311Errors } from "@portal/schemas/open311/open311.schema";
import express, { type Response, Router } from "express";
import { retryAfterOf, toApiError } from "./api-error.ts";
import { logServerError } from "./server-error-log.ts";

/**
 * Open311 answers every failure as a list of `{ code, description }`: the same mapping as the rest of the API
 * (api-error.ts: Spanish message, 503 with Retry-After when the database or Redis is out), in the standard's shape.
 */
function sendOpen311Error(res: Response, error: unknown, deps: CoreDeps): void {
  const known = toApiError(error);
  logServerError(deps.log, error, { transport: "open311" });
  const wait = retryAfterOf(error);
  if (wait) res.setHeader("Retry-After", String(wait));
  const body: TOpen311Errors = [{ code: known.status, description: known.details[0]?.message ?? known.message }];
  res.status(known.status).json(body);
}

/** The client whose key this is, by its configured name; compared as SHA-256 digests (equal length, no early exit). */
function clientOf(deps: CoreDeps, sent: unknown): string | null {
  if (typeof sent !== "string" || sent === "") return null;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  const offered = digest(sent);
  let found: string | null = null;
  for (const client of deps.env.OPEN311_API_KEYS) if (timingSafeEqual(offered, digest(client.key))) found = client.name;
  return found;
}

/**
 * Open311 GeoReport v2 under `{apiBasePath}/open311/v2/` (issue 31), on the PQRDS use cases (core/open311): services,
 * a service's definition, filing (with an API key from OPEN311_API_KEYS) and status by tracking number. JSON only.
 * Form-encoded bodies, which Open311 clients send, are read here (within the REST area's body time limit: the area
 * left them unread); the rest of the REST area takes JSON only.
 */
export function createOpen311Router(deps: CoreDeps): Router {
  const open311 = Router();
  const base = `/${OPEN311_PATH}`;
  const readForm = express.urlencoded({ extended: false, limit: "100kb" });
  const wrap =
    (handler: (req: express.Request, res: Response) => Promise<void>): express.RequestHandler =>
    (req, res) => {
      handler(req, res).catch((error: unknown) => sendOpen311Error(res, error, deps));
    };

  open311.get(
    `${base}/services.json`,
    wrap(async (_req, res) => {
      res.json(await listOpen311Services(deps));
    }),
  );
  open311.get(
    `${base}/services/:serviceCode.json`,
    wrap(async (req, res) => {
      res.json(await open311ServiceDefinition(deps, String(req.params.serviceCode)));
    }),
  );
  open311.post(
    `${base}/requests.json`,
    readForm,
    wrap(async (req, res) => {
      const body: Record<string, unknown> = req.body && typeof req.body === "object" ? req.body : {};
      const client = clientOf(deps, body.api_key ?? req.query.api_key);
      if (!client) throw new AppError("FORBIDDEN", M.apiKeyInvalid);
      res.status(201).json(await fileOpen311Request(deps, client, body));
    }),
  );
  open311.get(
    `${base}/requests/:serviceRequestId.json`,
    wrap(async (req, res) => {
      const found = await findOpen311Requests(deps, [String(req.params.serviceRequestId)]);
      if (found.length === 0) throw new AppError("NOT_FOUND", M.requestNotFound);
      res.json(found);
    }),
  );
  open311.get(
    `${base}/requests.json`,
    wrap(async (req, res) => {
      const ids = typeof req.query.service_request_id === "string" ? req.query.service_request_id.split(",") : [];
      res.json(await findOpen311Requests(deps, ids));
    }),
  );
  return open311;
}
