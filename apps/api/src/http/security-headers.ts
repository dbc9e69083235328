import type { CoreDeps } from "@portal/core/deps";
import {
  FACEBOOK_PLUGIN_SOURCE,
  FIXED_IMAGE_SOURCES,
  INSTAGRAM_IMAGE_SOURCES,
  LEGAL_HOUR_FRAME_ORIGINS,
  TWITTER_TIMELINE_SOURCE,
  YOUTUBE_EMBED_SOURCES,
} from "@portal/schemas/common/embed-origins";
import { API_SECURITY_HEADERS } from "@portal/schemas/common/security-headers";
import { STATISTICS_EMBED_ORIGINS } from "@portal/schemas/indicators/statistics-settings.schema";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import { memoImageSources } from "./image-sources.ts";

/**
 * What every API answer carries (schemas/common/security-headers.ts, also read by the Autodiagnóstico). Set as one
 * fixed list: it is what the page policy's fourteen headers mean for a JSON answer, at a tenth of the bytes and without
 * eleven middleware hops on the hottest paths (tracking, submissions).
 */
const API_HEADERS = API_SECURITY_HEADERS;

/** Whether a path is the API's: tRPC, or under the REST base path (a setting; while it is not cached, pages' headers). */
function isApiPath(path: string, restBase: string | undefined): boolean {
  const lower = path.toLowerCase();
  if (lower.startsWith("/trpc/")) return true;
  if (!restBase) return false;
  const base = restBase.replace(/\/+$/, "").toLowerCase();
  return lower === base || lower.startsWith(`${base}/`);
}

/**
 * Powerful browser features no page of the portal uses: denied to the pages and to every frame they embed, so a
 * framed player or a script that slipped in cannot ask a citizen for the camera, microphone or location.
 */
const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "bluetooth",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Security headers: the web pages' policy (helmet) for pages, files and static assets; the short API list for the API. */
export function securityHeaders(deps: Pick<CoreDeps, "settings"> & { env: Pick<CoreDeps["env"], "INSTAGRAM_ACCESS_TOKEN"> }): RequestHandler {
  // Instagram's image hosts only while the server reads the account's posts (INSTAGRAM_ACCESS_TOKEN).
  const extraImages = deps.env.INSTAGRAM_ACCESS_TOKEN ? ` ${INSTAGRAM_IMAGE_SOURCES.join(" ")}` : "";
  const pages = helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        // Set per request from the settings (image-sources.ts): the portal's own, the fixed hosts, the settings' images.
        "img-src": ["'self'", "data:", (_req, res) => `${(res as Response).locals.imageSources as string}${extraImages}`],
        // Mantine writes its CSS variables in a style element.
        "style-src": ["'self'", "'unsafe-inline'"],
        // Only the pages the portal embeds: YouTube's player, Facebook's page plugin and X's profile timeline (social
        // block), the analytics report of /estadisticas/ (statistics.embedUrl) and the legal hour's clock in the footer.
        "frame-src": [
          "'self'",
          ...YOUTUBE_EMBED_SOURCES,
          FACEBOOK_PLUGIN_SOURCE,
          TWITTER_TIMELINE_SOURCE,
          ...STATISTICS_EMBED_ORIGINS,
          ...LEGAL_HOUR_FRAME_ORIGINS,
        ],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  const imageSources = memoImageSources();
  const page: RequestHandler = (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    const [entity, statistics, homeMap] = [deps.settings.peek("entity"), deps.settings.peek("statistics"), deps.settings.peek("homeMap")];
    if (entity && statistics && homeMap) {
      res.locals.imageSources = imageSources({ entity, statistics, homeMap });
      return pages(req, res, next);
    }
    // The settings' cache has expired: read them once (one shared query), then answer.
    deps.settings
      .all()
      .then(
        (all) => {
          res.locals.imageSources = imageSources(all);
        },
        () => {
          res.locals.imageSources = FIXED_IMAGE_SOURCES.join(" ");
        },
      )
      .finally(() => pages(req, res, next));
  };
  const api: RequestHandler = (_req, res, next) => {
    for (const [name, value] of API_HEADERS) res.setHeader(name, value);
    next();
  };
  return (req, res, next) => (isApiPath(req.path, deps.settings.peek("apiBasePath")) ? api : page)(req, res, next);
}
