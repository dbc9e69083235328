import type { RequestHandler } from "express";
import helmet from "helmet";
import type { CoreDeps } from "@portal/core/deps";
import { STATISTICS_EMBED_ORIGINS } from "@portal/schemas/indicators/statistics-settings.schema";

/**
 * What every API answer (REST and tRPC JSON, downloads) carries, as OWASP's REST Security Cheat Sheet advises: no
 * content may run or be framed from it, no sniffing, HTTPS only, no referrer. Set as one fixed list: it is what the
 * page policy's fourteen headers mean for a JSON answer, at a tenth of the bytes and without eleven middleware hops
 * on the hottest paths (tracking, submissions).
 */
const API_HEADERS: readonly [string, string][] = [
  ["Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'"],
  ["Cross-Origin-Resource-Policy", "same-origin"],
  ["Referrer-Policy", "no-referrer"],
  ["Strict-Transport-Security", "max-age=31536000; includeSubDomains"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
];

/** Whether a path is the API's: tRPC, or under the REST base path (a setting; while it is not cached, pages' headers). */
function isApiPath(path: string, restBase: string | undefined): boolean {
  const lower = path.toLowerCase();
  if (lower.startsWith("/trpc/")) return true;
  if (!restBase) return false;
  const base = restBase.replace(/\/+$/, "").toLowerCase();
  return lower === base || lower.startsWith(`${base}/`);
}

/** Security headers: the web pages' policy (helmet) for pages, files and static assets; the short API list for the API. */
export function securityHeaders(deps: Pick<CoreDeps, "settings">): RequestHandler {
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "https:"],
        // Mantine writes its CSS variables in a style element.
        "style-src": ["'self'", "'unsafe-inline'"],
        // The analytics report of /estadisticas/ (statistics.embedUrl) is one of the usual report hosts; the social
        // network block embeds Facebook's page plugin.
        "frame-src": ["'self'", "https://www.youtube.com", "https://www.youtube-nocookie.com", "https://www.google.com", "https://www.facebook.com", ...STATISTICS_EMBED_ORIGINS],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const api: RequestHandler = (_req, res, next) => {
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    next();
  };
  return (req, res, next) => (isApiPath(req.path, deps.settings.peek("apiBasePath")) ? api : pages)(req, res, next);
}
