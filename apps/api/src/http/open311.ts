import { createHash, timingSafeEqual } from "node:crypto";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import {
  fileOpen311Request,
  findOpen311Requests,
  listOpen311RequestsOfClient,
  listOpen311Services,
  open311ServiceDefinition,
} from "@portal/core/open311/open311";
import { OPEN311_MESSAGES as M, OPEN311_FORMATS, OPEN311_PATH, type TOpen311Errors, type TOpen311Format } from "@portal/schemas/open311/open311.schema";
import express, { type Response, Router } from "express";
import { XMLBuilder } from "fast-xml-parser";
import { retryAfterOf, toApiError } from "./api-error.ts";
import { logServerError } from "./server-error-log.ts";

/** The path's format (`.json` or `.xml`); anything else is not an Open311 path. */
function formatOf(req: express.Request): TOpen311Format | null {
  const format = String(req.params.format);
  return (OPEN311_FORMATS as readonly string[]).includes(format) ? (format as TOpen311Format) : null;
}

/** Answers in the path's format: JSON as is, XML in the standard's shape (fast-xml-parser's builder escapes the text). */
function send(res: Response, format: TOpen311Format, status: number, body: unknown, root: TOpen311XmlRoot): void {
  res.status(status);
  if (format === "json") {
    res.json(body);
    return;
  }
  res.type("application/xml").send(`<?xml version="1.0" encoding="utf-8"?>\n${xml.build(asXml(body, root))}`);
}

/**
 * The XML documents of GeoReport v2: a list goes inside its plural root, one element per item (`<services><service>`,
 * `<service_requests><request>`, `<errors><error>`); a service definition lists its attributes the same way.
 */
type TOpen311XmlRoot = "services" | "service_definition" | "service_requests" | "errors";
const XML_ITEM: Record<Exclude<TOpen311XmlRoot, "service_definition">, string> = { services: "service", service_requests: "request", errors: "error" };
const xml = new XMLBuilder({ format: true, suppressEmptyNode: false });

function asXml(body: unknown, root: TOpen311XmlRoot): Record<string, unknown> {
  if (root === "service_definition") {
    const definition = body as { attributes: unknown[] };
    return { service_definition: { ...definition, attributes: { attribute: definition.attributes } } };
  }
  return { [root]: { [XML_ITEM[root]]: body } };
}

/**
 * Open311 answers every failure as a list of `{ code, description }`: the same mapping as the rest of the API
 * (api-error.ts: Spanish message, 503 with Retry-After when the database or Redis is out), in the standard's shape
 * and the path's format.
 */
function sendOpen311Error(req: express.Request, res: Response, error: unknown, deps: CoreDeps): void {
  const known = toApiError(error);
  logServerError(deps.log, error, { transport: "open311" });
  const wait = retryAfterOf(error);
  if (wait) res.setHeader("Retry-After", String(wait));
  const body: TOpen311Errors = [{ code: known.status, description: known.details[0]?.message ?? known.message }];
  send(res, formatOf(req) ?? "json", known.status, body, "errors");
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
 * a service's definition, filing (with an API key from OPEN311_API_KEYS), status by tracking number and a client's
 * own list (with its key). Each path in the standard's two formats, `.json` and `.xml`; another extension is not
 * served. Form-encoded bodies, which Open311 clients send, are read here (within the REST area's body time limit: the
 * area left them unread); the rest of the REST area takes JSON only.
 */
export function createOpen311Router(deps: CoreDeps): Router {
  const open311 = Router();
  const base = `/${OPEN311_PATH}`;
  const readForm = express.urlencoded({ extended: false, limit: "100kb" });
  const wrap =
    (handler: (req: express.Request, res: Response, format: TOpen311Format) => Promise<void>): express.RequestHandler =>
    (req, res, next) => {
      const format = formatOf(req);
      if (!format) return next();
      handler(req, res, format).catch((error: unknown) => sendOpen311Error(req, res, error, deps));
    };

  open311.get(
    `${base}/services.:format`,
    wrap(async (_req, res, format) => {
      send(res, format, 200, await listOpen311Services(deps), "services");
    }),
  );
  open311.get(
    `${base}/services/:serviceCode.:format`,
    wrap(async (req, res, format) => {
      send(res, format, 200, await open311ServiceDefinition(deps, String(req.params.serviceCode)), "service_definition");
    }),
  );
  open311.post(
    `${base}/requests.:format`,
    readForm,
    wrap(async (req, res, format) => {
      const raw: unknown = req.body;
      const body = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
      const client = clientOf(deps, body.api_key ?? req.query.api_key);
      if (!client) throw new AppError("FORBIDDEN", M.apiKeyInvalid);
      send(res, format, 201, await fileOpen311Request(deps, client, body), "service_requests");
    }),
  );
  open311.get(
    `${base}/requests/:serviceRequestId.:format`,
    wrap(async (req, res, format) => {
      const found = await findOpen311Requests(deps, [String(req.params.serviceRequestId)]);
      if (found.length === 0) throw new AppError("NOT_FOUND", M.requestNotFound);
      send(res, format, 200, found, "service_requests");
    }),
  );
  open311.get(
    `${base}/requests.:format`,
    wrap(async (req, res, format) => {
      const ids = typeof req.query.service_request_id === "string" ? req.query.service_request_id.split(",") : [];
      // Without ids, a client's own filings, with its key; anyone else is told to name the requests.
      const client = ids.length === 0 ? clientOf(deps, req.query.api_key) : null;
      const found = client ? await listOpen311RequestsOfClient(deps, client, req.query) : await findOpen311Requests(deps, ids);
      send(res, format, 200, found, "service_requests");
    }),
  );
  return open311;
}
