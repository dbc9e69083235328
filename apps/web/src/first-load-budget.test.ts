import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { build } from "vite";
import { firstLoadSize } from "../scripts/first-load-size.mjs";

/** The home page's first load (entry + static imports, gzip) must stay under this: zod, forms and staff screens are lazy. */
const BUDGET_KB = 150;

describe("home page first-load JavaScript", () => {
  const outDir = mkdtempSync(join(tmpdir(), "portal-web-budget-"));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it(`stays under ${BUDGET_KB} kB gzip, with zod out of it`, async () => {
    const root = resolve(import.meta.dirname, "..");
    // vitest runs with NODE_ENV=test, which a build would bake in (React's development bundle): build as production.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      await build({ root, mode: "production", configFile: join(root, "vite.config.ts"), logLevel: "silent", build: { outDir, emptyOutDir: true } });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    const { files, totalBytes } = firstLoadSize(outDir);
    expect(totalBytes / 1000).toBeLessThan(BUDGET_KB);
    for (const f of files) expect(readFileSync(join(outDir, f.file), "utf8")).not.toContain("ZodError");
  }, 120_000);
});
