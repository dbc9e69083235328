import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** Pages are leaves: only their feature's routes.ts loads them (as a lazy chunk), so no page drags another into its chunk. */
const SRC = resolve(import.meta.dirname, "..");
const IMPORT = /(?:import|export)\s[^"';]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const RESOLVE_AS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

const files = sourceFiles(SRC);
const known = new Set(files);
const rel = (file: string) => relative(SRC, file).replaceAll("\\", "/");

/** Every (importer, imported file) pair inside src, static and dynamic imports alike. */
const edges = files.flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(IMPORT)]
    .map((m) => m[1] ?? m[2] ?? "")
    .filter((spec) => spec.startsWith("."))
    .flatMap((spec) => {
      const target = RESOLVE_AS.map((ext) => resolve(dirname(file), spec) + ext).find((f) => known.has(f));
      return target ? [{ from: rel(file), to: rel(target) }] : [];
    }),
);

const isPage = (path: string) => /^features\/[^/]+\/.*-page\.tsx$/.test(path);
const isRoutes = (path: string) => /^features\/[^/]+\/routes\.ts$/.test(path);
/** A test beside its page renders it directly; tests are never bundled, so they cannot pull a page into a chunk. */
const isTest = (path: string) => /\.test\.tsx?$/.test(path);

describe("page imports", () => {
  it("finds the pages and their imports (the scan itself works)", () => {
    expect(files.filter((f) => isPage(rel(f))).length).toBeGreaterThan(25);
    expect(edges).toContainEqual({ from: "features/home/routes.ts", to: "features/home/home-page.tsx" });
    expect(edges).toContainEqual({ from: "features/complaint-forms/routes.ts", to: "features/complaint-forms/tracking-page.tsx" });
  });

  it("a features/*/…-page.tsx is imported only by a features/<domain>/routes.ts", () => {
    const offenders = edges.filter((e) => isPage(e.to) && !isRoutes(e.from) && !isTest(e.from)).map((e) => `${e.from} -> ${e.to}`);
    expect(offenders).toEqual([]);
  });

  it("every page is routed", () => {
    const routed = new Set(edges.filter((e) => isRoutes(e.from)).map((e) => e.to));
    expect(files.map(rel).filter((f) => isPage(f) && !routed.has(f))).toEqual([]);
  });
});
