import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "@portal/core/logger";
import type { Request } from "express";
import { type HttpLogger, pinoHttp } from "pino-http";

export const REDACTED = "[redactado]";

/**
 * Path segments that are secrets: the segment right after each of these prefixes (recovery, management, delegation
 * and download tokens, certificate export keys, document codes, identification numbers; the web pages that receive
 * them too).
 */
const SECRET_AFTER: RegExp[] = [
  /(\/users\/passwordreset\/)[^/?#]+/gi,
  /(\/complaintforms\/(?:files|delegate)\/)[^/?#]+/gi,
  // complaintforms/{token}, but not the fixed paths next to it.
  /(\/complaintforms\/)(?!(?:tracking|mine|closuredays|admin|files|delegate)(?:[/?#]|$))(?!\d+(?:[/?#]|$))[^/?#]+/gi,
  /(\/certificates\/[^/?#]+\/export\/)[^/?#]+/gi,
  /(\/verPDF\/)[^/?#]+/gi,
  // Identification numbers: the value a document search asks by (GET verDocument/{type}/{value}) and a user lookup.
  /(\/verDocument\/[^/?#]+\/)[^/?#]+/gi,
  /(\/users\/identifier\/)[^/?#]+/gi,
  /(\/(?:recordar-clave|verificar-correo|pqrs|calificar|darme-de-baja)\/)[^/?#]+/gi,
  // A stored file's name is the uploader's (/files/{id}/{name}): a PQRDS attachment's is often "Cédula Ana Pérez
  // 52123456.pdf". An image's resized copy (w640.webp) names no one and stays.
  /(\/files\/[^/?#]+\/)(?!w\d{3,4}\.webp(?:[?#]|$))[^/?#]+/gi,
];

/** Any other segment that looks like a token (long base64url / hex / UUID), so a new token route is covered too. */
const TOKEN_LIKE_SEGMENT = /(?<=\/)[A-Za-z0-9_-]{20,}(?=[/?#]|$)/g;

/** Query parameters whose values are safe to log; every other value (tRPC `input`, `token`, `keyword`…) is hidden. */
const SAFE_QUERY_PARAMS = new Set(["batch", "form", "page", "pageSize", "download", "kind"]);

/** A URL as it may appear in a log: secret path segments and query values replaced by "[redactado]". */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf("?");
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_AFTER) path = path.replace(pattern, `$1${REDACTED}`);
  path = path.replace(TOKEN_LIKE_SEGMENT, REDACTED);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf("=");
      const name = eq === -1 ? pair : pair.slice(0, eq);
      return eq === -1 || SAFE_QUERY_PARAMS.has(name) ? pair : `${name}=${REDACTED}`;
    })
    .join("&");
  return `${path}?${query}`;
}

/** Request headers worth logging; authorization, cookies and anything unknown stay out. */
const LOGGED_REQUEST_HEADERS = ["host", "user-agent", "content-type", "content-length", "x-forwarded-for", "x-request-id"] as const;
/** Response headers worth logging; refresh-token, invalid-token and set-cookie stay out. */
const LOGGED_RESPONSE_HEADERS = ["content-type", "content-length", "retry-after", "location"] as const;

function pick(headers: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (headers[name] !== undefined) out[name] = headers[name];
  return out;
}

function serializeRequest(req: IncomingMessage & Partial<Pick<Request, "originalUrl" | "ip">> & { id?: unknown }) {
  const referer = req.headers.referer;
  return {
    id: req.id,
    method: req.method,
    url: redactUrl(req.originalUrl ?? req.url ?? ""),
    ip: req.ip ?? req.socket?.remoteAddress,
    headers: { ...pick(req.headers, LOGGED_REQUEST_HEADERS), ...(referer ? { referer: redactUrl(referer) } : {}) },
  };
}

function serializeResponse(res: ServerResponse) {
  return { statusCode: res.statusCode, headers: pick(res.getHeaders(), LOGGED_RESPONSE_HEADERS) };
}

/**
 * The request logger: one line per request with method, redacted URL, client address, status and time. Bodies are
 * never logged; tokens in paths, query inputs, the Authorization header, cookies and the refresh-token header never
 * reach the log (spec: secrets never reach logs).
 */
export function createRequestLogger(log: Logger): HttpLogger {
  return pinoHttp({
    logger: log,
    wrapSerializers: false,
    serializers: {
      req: serializeRequest as (req: IncomingMessage) => unknown,
      res: serializeResponse,
    },
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    // The request's own logger (req.log) is bound to its id only, as `reqId` like every line of the request.
    quietReqLogger: true,
  });
}
