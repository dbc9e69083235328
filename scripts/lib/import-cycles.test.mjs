// No import cycles in the house: a cycle makes a module's first use depend on who imported it first, and lets two files
// that should be separate grow into one. dpdm reads the TypeScript imports (type-only ones too) as the compiler resolves
// them; only Prisma's generated client (not ours) is left out.
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./steps.mjs";

const SOURCES = {
  "the server packages and apps": ["packages/*/src/**/*.ts", "apps/api/src/**/*.ts", "apps/worker/src/**/*.ts"],
  "the web app": ["apps/web/src/**/*.ts", "apps/web/src/**/*.tsx"],
};

/** @param {string[]} globs @returns {Promise<string[][]>} */
async function cycles(globs) {
  const previous = process.cwd();
  process.chdir(repoRoot);
  try {
    const tree = await parseDependencyTree(globs, {
      context: repoRoot,
      extensions: [".ts", ".tsx", ".mts", ".js", ".mjs"],
      js: [".ts", ".tsx", ".mts", ".js", ".mjs"],
      include: /\.(ts|tsx|mts|js|mjs)$/,
      exclude: /node_modules|\/generated\//,
      tsconfig: undefined,
      transform: false,
      skipDynamicImports: false,
    });
    return parseCircular(tree).filter((cycle) => cycle.every((file) => !file.includes("node_modules") && !file.includes("/generated/")));
  } finally {
    process.chdir(previous);
  }
}

describe("import cycles", () => {
  for (const [name, globs] of Object.entries(SOURCES)) {
    it(`are none in ${name}`, { timeout: 120_000 }, async () => {
      expect((await cycles(globs)).map((cycle) => cycle.join(" → "))).toEqual([]);
    });
  }
});
