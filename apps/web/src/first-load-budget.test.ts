import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { firstLoadSize, staticClosure } from "../scripts/first-load-size.mjs";

const require = createRequire(import.meta.url);

/** The home page's first load (entry + static imports, gzip) must stay under this (issue 9: 120 kB): zod, forms, staff screens,
 * Mantine and the tRPC/react-query clients are lazy (src/lib/app-providers.tsx). */
const BUDGET_KB = 120;
/** At most this share of @mantine/core's component classes may ship: the components the app uses, never the whole sheet. */
const MANTINE_CLASS_SHARE = 0.75;

/**
 * Public pages whose code loads without zod: they show limits and messages, never validate. Building a module's
 * schemas as its page loaded was the longest task after the first paint on a slow phone (issue 28); the limits and
 * messages live in zod-free modules (content-query-options.ts, label-limits.ts, tooltip-catalog.ts…).
 */
const ZOD_FREE_PAGES = ["search-page", "section-page", "complaint-form-page", "certificate-request-page"];

/** `npm test` builds the web once (turbo, cached) and names it here, so this test and the browser tests share one build. */
const prebuiltDir = process.env.PORTAL_WEB_DIST;

async function buildProduction(outDir: string): Promise<void> {
  const root = resolve(import.meta.dirname, "..");
  // vitest runs with NODE_ENV=test, which a build would bake in (React's development bundle): build as production.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({ root, mode: "production", configFile: join(root, "vite.config.ts"), logLevel: "silent", build: { outDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
}

describe("home page first-load JavaScript", () => {
  const outDir = prebuiltDir ?? mkdtempSync(join(tmpdir(), "portal-web-budget-"));
  afterAll(() => {
    if (!prebuiltDir) rmSync(outDir, { recursive: true, force: true });
  });

  it(`stays under ${BUDGET_KB} kB gzip, with zod out of it`, async () => {
    if (!prebuiltDir) await buildProduction(outDir);
    const { files, totalBytes } = firstLoadSize(outDir);
    expect(totalBytes / 1000).toBeLessThan(BUDGET_KB);
    for (const f of files) expect(readFileSync(join(outDir, f.file), "utf8")).not.toContain("ZodError");
    // The build also leaves what the API serves: brotli and gzip twins of the assets, and the sitemap's routes.
    // (Files under the plugin's 1 KB threshold, such as the entry's few-byte facade, are served as they are.)
    const compressible = files.filter((f) => statSync(join(outDir, f.file)).size >= 1024);
    expect(compressible.length).toBeGreaterThan(0);
    for (const f of compressible) for (const ext of [".br", ".gz"]) expect(existsSync(join(outDir, `${f.file}${ext}`)), `${f.file}${ext}`).toBe(true);
    // Only the Mantine styles the app uses are shipped (src/styles/mantine.css): every Mantine class the built code
    // uses must have its rules in the built CSS, or a component would show unstyled.
    const assets = readdirSync(join(outDir, "assets"));
    const text = (ext: string) =>
      assets
        .filter((f) => f.endsWith(ext))
        .map((f) => readFileSync(join(outDir, "assets", f), "utf8"))
        .join("\n");
    const css = text(".css");
    const unstyled = [...new Set(text(".js").match(/\bm_[0-9a-f]{8}\b/g) ?? [])].filter((c) => !css.includes(c));
    expect(unstyled, "Mantine classes without rules: add their component's CSS to src/styles/mantine.css").toEqual([]);
    // Counted in Mantine's own classes, not bytes: lazy features (editor, charts, map) add CSS of their own.
    const mantineClasses = new Set(readFileSync(require.resolve("@mantine/core/styles.css"), "utf8").match(/\.m_[0-9a-f]{8}\b/g));
    const shipped = new Set((css.match(/\.m_[0-9a-f]{8}\b/g) ?? []).filter((c) => mantineClasses.has(c)));
    expect(shipped.size / mantineClasses.size, "a component's CSS, not all of @mantine/core/styles.css").toBeLessThan(MANTINE_CLASS_SHARE);
    const routes = JSON.parse(readFileSync(join(outDir, "site-routes.json"), "utf8"));
    expect(routes.paths).toContain("/");
    expect(routes.pqrPaths).toContain("/{complaint}/enviar/:complaintFormTypeId");
    // The search and a section's list: their chunk and what it imports statically carry no zod.
    for (const page of ZOD_FREE_PAGES) {
      const chunk = assets.find((f) => f.startsWith(`${page}-`) && f.endsWith(".js"));
      expect(chunk, `${page}'s chunk`).toBeDefined();
      const withZod = staticClosure(outDir, [`/assets/${chunk}`]).files.filter((f) => readFileSync(join(outDir, f.file), "utf8").includes("ZodError"));
      expect(
        withZod.map((f) => f.file),
        `${page} loads zod`,
      ).toEqual([]);
    }
  }, 120_000);
});
