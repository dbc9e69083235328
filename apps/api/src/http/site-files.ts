import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { certificateCatalog } from "@portal/core/certificates/certificates-admin";
import { listComplaintFormTypes } from "@portal/core/complaint-forms/catalogs";
import type { CoreDeps } from "@portal/core/deps";
import { TRANSPARENCY_PATH } from "@portal/schemas/transparency/transparency-paths";
import { Router } from "express";

/** What `vite build` writes to dist/site-routes.json (apps/web/vite-plugin-site-routes.ts) from the router's table. */
type TSiteRoutes = { paths: string[]; pqrPaths: string[] };

export type TSiteDeps = Pick<CoreDeps, "db" | "settings"> & { env: Pick<CoreDeps["env"], "publicUrl"> };

/** Paths crawlers should leave alone: the API, files, staff screens, personal pages and links carrying tokens. */
const DISALLOWED = ["/api/", "/trpc/", "/files/", "/administrador", "/mi-perfil/", "/recordar-clave/", "/calificar/", "/pqrs/", "/darme-de-baja"];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The values a `:param` of a public route takes; a path with any other param stays out of the sitemap. */
async function paramValues(deps: TSiteDeps): Promise<Record<string, string[]>> {
  const [certificates, formTypes] = await Promise.all([certificateCatalog(deps), listComplaintFormTypes(deps)]);
  return {
    slug: certificates.filter((c) => c.enabled).map((c) => c.slug),
    complaintFormTypeId: formTypes.map((t) => String(t.id)),
  };
}

/** Fills `{segment}` placeholders from the settings and expands known params; unknown params drop the path. */
async function sitemapPaths(deps: TSiteDeps, routes: TSiteRoutes): Promise<string[]> {
  const [segments, pqrEnabled, transparencyActive, values] = await Promise.all([
    deps.settings.get("routes"),
    deps.settings.get("pqrEnabled"),
    deps.settings.get("transparencyActive"),
    paramValues(deps),
  ]);
  // Switched off, /transparencia sends visitors home: crawlers are not pointed at it.
  const paths = transparencyActive ? routes.paths : routes.paths.filter((p) => p !== TRANSPARENCY_PATH);
  const withSegments = [...paths, ...(pqrEnabled ? routes.pqrPaths : [])].map((path) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => (segments as Record<string, string>)[name]?.replace(/^\/+|\/+$/g, "") ?? `{${name}}`),
  );
  const expand = (path: string): string[] => {
    const m = /:(\w+)/.exec(path);
    if (!m) return /\{\w+\}/.test(path) ? [] : [path];
    return (values[m[1] as string] ?? []).flatMap((v) => expand(path.replace(m[0], encodeURIComponent(v))));
  };
  return [...new Set(withSegments.flatMap(expand))];
}

/** robots.txt and sitemap.xml, with absolute URLs from PUBLIC_URL and the sitemap from the live settings. */
export function createSiteFilesRouter(distDir: string, deps: TSiteDeps): Router {
  const site = Router();
  const routesFile = join(distDir, "site-routes.json");
  const routes: TSiteRoutes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, "utf8")) as TSiteRoutes) : { paths: ["/"], pqrPaths: [] };
  const base = deps.env.publicUrl.replace(/\/$/, "");

  site.get("/robots.txt", (_req, res) => {
    const lines = ["User-agent: *", ...DISALLOWED.map((p) => `Disallow: ${p}`), "", `Sitemap: ${base}/sitemap.xml`, ""];
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600").send(lines.join("\n"));
  });

  site.get("/sitemap.xml", async (_req, res, next) => {
    try {
      const urls = (await sitemapPaths(deps, routes)).map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`);
      const xml = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""];
      res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600").send(xml.join("\n"));
    } catch (error) {
      next(error);
    }
  });
  return site;
}
