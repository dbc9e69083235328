import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type Response, Router } from "express";
import expressStaticGzip from "express-static-gzip";
import { createPageHints, type TPageHints } from "./page-hints.ts";
import { createSiteFilesRouter, type TSiteDeps } from "./site-files.ts";

/** A path ending in one of these is a file: when it does not exist it answers 404, never the app's HTML. */
const FILE_EXTENSION =
  /\.(?:js|mjs|cjs|css|map|json|webmanifest|txt|xml|html?|ico|png|jpe?g|gif|webp|avif|svg|bmp|woff2?|ttf|otf|eot|pdf|zip|gz|br|wasm|php|aspx?)$/i;

const ONE_DAY_S = 86_400;

/**
 * The page's own hints go first in the head (after the charset, which must stay in the first bytes), ahead of the
 * scripts; its data at the end of the body.
 */
/** index.html's preload of the public settings (apps/web/index.html), dropped since the page carries them (page-hints.ts). */
const SETTINGS_PRELOAD = /<link rel="preload" href="\/trpc\/settings\.public[^>]*>\s*/i;

function withHints(html: string, hints: TPageHints): string {
  let page = html.replace(SETTINGS_PRELOAD, "");
  if (hints.first) {
    page = /<meta charset[^>]*>/i.test(page)
      ? page.replace(/<meta charset[^>]*>/i, (m) => `${m}${hints.first}`)
      : page.replace(/<head[^>]*>/i, (m) => `${m}${hints.first}`);
  }
  if (hints.data) page = page.replace(/<\/body>/i, (m) => `${hints.data}${m}`);
  return page;
}

function notFound(res: Response) {
  res.status(404).type("text/plain").setHeader("Cache-Control", "no-cache");
  res.send("No encontrado");
}

/**
 * Serves the built web app. Hashed assets go out pre-compressed (brotli or gzip, made by `vite build`, chosen from
 * Accept-Encoding, with `Vary: Accept-Encoding`) and cached for a year as immutable; index.html is never cached;
 * robots.txt and sitemap.xml are built here; a missing file answers 404; every other GET that is not an API path
 * gets index.html so the client router handles it (and sends unknown pages to the not-found page).
 */
export function createStaticWebRouter(distDir: string, apiPrefixes: string[], site?: TSiteDeps): Router | null {
  if (!existsSync(join(distDir, "index.html"))) return null;
  const web = Router();
  const precompressed: expressStaticGzip.ExpressStaticGzipOptions = { enableBrotli: true, orderPreference: ["br", "gzip"], index: false };
  if (site) web.use(createSiteFilesRouter(distDir, site));
  web.use(
    "/assets",
    expressStaticGzip(join(distDir, "assets"), { ...precompressed, serveStatic: { immutable: true, maxAge: "365d", index: false, redirect: false } }),
    (_req, res) => notFound(res),
  );
  web.use(
    expressStaticGzip(distDir, {
      ...precompressed,
      serveStatic: {
        index: false,
        redirect: false,
        setHeaders: (res, path) => res.setHeader("Cache-Control", path.endsWith("index.html") ? "no-cache" : `public, max-age=${ONE_DAY_S}`),
      },
    }),
  );
  const pageHints = site ? createPageHints(site) : null;
  web.get(/.*/, async (req, res, next) => {
    if (apiPrefixes.some((p) => req.path === p || req.path.startsWith(`${p}/`))) return next();
    if (FILE_EXTENSION.test(req.path)) return notFound(res);
    res.setHeader("Cache-Control", "no-cache");
    // Read at each request (the OS caches it): a rebuilt app is served at once, never a stale list of its assets.
    const html = await readFile(join(distDir, "index.html"), "utf8");
    // A hint the database cannot give (down, restarting) is left out: the page itself still loads.
    const hints = pageHints ? await pageHints(req.path).catch(() => null) : null;
    if (!hints) return void res.type("html").send(html);
    res.type("html").send(withHints(html, hints));
  });
  return web;
}
