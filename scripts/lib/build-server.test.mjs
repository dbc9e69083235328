// `npm start` runs the API and the worker from one bundle each (build-server.mjs) instead of through tsx.
import { existsSync, readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildServer } from "./build-server.mjs";
import { repoRoot } from "./steps.mjs";

/** esbuild and a few hundred files: seconds on a quiet host, more beside the rest of `npm test`. */
const BUILDS = { timeout: 120_000 };

describe("the server bundles", () => {
  it("import every package by a path that exists, from where the importing workspace resolves it, and bundle our own", BUILDS, async () => {
    const bundles = await buildServer({ log: () => {} });
    for (const bundle of Object.values(bundles)) {
      const code = readFileSync(bundle, "utf8");
      const specifiers = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1] ?? "");
      expect(specifiers.length).toBeGreaterThan(10);
      for (const specifier of specifiers) {
        if (specifier.startsWith("node:")) continue;
        expect(specifier.startsWith("/"), specifier).toBe(true);
        expect(existsSync(specifier), specifier).toBe(true);
      }
      expect(code).not.toMatch(/from "@portal\//);
      // paths.ts finds the repository from its own file, as under tsx.
      expect(code).toContain(JSON.stringify(`file://${join(repoRoot, "packages/db/src/paths.ts")}`));
      expect(existsSync(`${bundle}.map`)).toBe(true);
    }
    // The worker's p-limit is its own (7.x, in its node_modules), not the older one hoisted to the root.
    expect(readFileSync(bundles.worker, "utf8")).toContain(join(repoRoot, "apps/worker/node_modules/p-limit/"));
  });

  it("is built again only when a source file changed", BUILDS, async () => {
    await buildServer({ log: () => {} });
    const lines = /** @type {string[]} */ ([]);
    await buildServer({ log: (line) => lines.push(line) });
    expect(lines).toEqual([]);
    const source = join(repoRoot, "apps/api/src/main.ts");
    const now = new Date();
    utimesSync(source, now, now);
    await buildServer({ log: (line) => lines.push(line) });
    expect(lines).toEqual([expect.stringMatching(/^Server code bundled/)]);
  });
});
