import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import { type Plugin, runnerImport } from "vite";
import type { TRouteEntry } from "./src/app/route-table";

/** The file the API reads to answer /sitemap.xml (apps/api/src/http/site-files.ts). */
const SITE_ROUTES_FILE = "site-routes.json";

/** Settings segments are left as `{name}` placeholders: the API fills them from the live settings. */
const SEGMENTS: TPublicSettings["routes"] = {
  tag: "{tag}",
  contentInfo: "{contentInfo}",
  comment: "{comment}",
  user: "{user}",
  notifications: "{notifications}",
  complaint: "{complaint}",
};

type TSiteRoutes = {
  /** Public paths; `:param` segments are filled by the API (e.g. certificate slugs) or the path is left out. */
  paths: string[];
  /** Paths that exist only while PQRDS is enabled. */
  pqrPaths: string[];
};

const indexable = (table: TRouteEntry[]) =>
  table
    // Public pages that are content: each feature marks its error pages, sign-in hand-offs and token links noIndex.
    .filter((e) => e.access.kind === "public" && !e.noIndex)
    // Trailing optional params (`/certificate/documents/:id?`) name the page without them.
    .map((e) => e.path.replace(/(\/:[^/]+\?)+$/, "") || "/");

const STYLES_STUB = "\0portal:styles-stub";

/**
 * The route table holds the pages the first load needs (home, error pages) and their CSS modules; only the table's
 * data is read here, so styles become an object answering each class name with itself.
 */
function stylesAsNames(): Plugin {
  return {
    name: "portal:styles-as-names",
    enforce: "pre",
    resolveId: (id) => (/\.css(\?.*)?$/.test(id) ? STYLES_STUB : null),
    load: (id) => (id === STYLES_STUB ? "export default new Proxy({}, { get: (_, key) => String(key) });" : null),
  };
}

/**
 * Writes dist/site-routes.json from the router's own route table (src/app/route-table.ts), so the sitemap lists
 * exactly the public pages the app routes, without the API importing web code.
 */
export function siteRoutes(): Plugin {
  let root = process.cwd();
  return {
    name: "portal:site-routes",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const { module } = await runnerImport<typeof import("./src/app/route-table")>("./src/app/route-table.ts", {
        root,
        configFile: false,
        logLevel: "silent",
        plugins: [stylesAsNames()],
      });
      const withPqr = indexable(module.buildRouteTable({ routes: SEGMENTS, pqrEnabled: true }));
      const paths = [...new Set(indexable(module.buildRouteTable({ routes: SEGMENTS, pqrEnabled: false })))];
      const routes: TSiteRoutes = { paths, pqrPaths: [...new Set(withPqr.filter((p) => !paths.includes(p)))] };
      this.emitFile({ type: "asset", fileName: SITE_ROUTES_FILE, source: `${JSON.stringify(routes, null, 2)}\n` });
    },
  };
}
