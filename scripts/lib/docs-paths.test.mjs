// The documents a new engineer reads first name the files to open: every path they name must exist, so a move or a
// rename that forgets them fails here instead of sending the reader to a file that is gone.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./steps.mjs";

const DOCUMENTS = ["ARCHITECTURE.md", "README.md", "docs/benchmarks.md"];
const ROOTS = ["apps/", "packages/", "e2e/", "prisma/", "scripts/", "docs/"];
/** What a build writes (not in a clone until `npm start` or `npm test` builds it). */
const BUILD_OUTPUT = /(^|\/)(dist|generated)(\/|$)/;
const FILE_EXTENSION = /\.(tsx?|mts|mjs|js|json|md|prisma|sql|css|ya?ml)$/;

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: repoRoot, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split("/")
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join("/")}/`),
  ),
);

/** `**` any folders, `*` one name, `(x)` an optional part as the documents write it (`*.test.ts(x)`). @param {string} path */
function pattern(path) {
  const source = path
    .replace(/[.+^$|[\]\\]/g, "\\$&")
    .replace(/\(([^)]*)\)/g, "(?:$1)?")
    .replace(/\*\*\//g, "(?:.*/)?")
    .replace(/\*\*$/, ".+")
    .replace(/\*/g, "[^/]*");
  return new RegExp(`(^|/)${source}${path.endsWith("/") ? "" : "$"}`);
}

/** A path a document names: a backticked token under a repository root, or a file name with its folder. @param {string} text @returns {string[]} */
function namedPaths(text) {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((m) => /** @type {string} */ (m[1]))
    .filter(
      (token) =>
        token.includes("/") &&
        !token.startsWith("/") &&
        !token.startsWith("../") &&
        !/[{<]/.test(token) &&
        !BUILD_OUTPUT.test(token) &&
        !/^[A-Z_]+\//.test(token),
    )
    .filter((token) => ROOTS.some((root) => token.startsWith(root)) || FILE_EXTENSION.test(token.replace(/\(x\)$/, "")));
}

/** `core/x.ts` as the documents shorten it: packages/core/src/x.ts. @param {string} path */
function unshortened(path) {
  const [first = "", ...rest] = path.split("/");
  return ["schemas", "core", "db", "jobs"].includes(first) ? `packages/${first}/src/${rest.join("/")}` : path;
}

/** @param {string} named */
function exists(named) {
  const path = unshortened(named);
  if (ROOTS.some((root) => path.startsWith(root)) && !/[*()]/.test(path)) {
    return folders.has(path.endsWith("/") ? path : `${path}/`) || tracked.includes(path);
  }
  const re = pattern(path);
  return path.endsWith("/") ? [...folders].some((f) => re.test(f)) : tracked.some((file) => re.test(file));
}

describe("the paths the documents name", () => {
  for (const document of DOCUMENTS) {
    it(`exist for every one ${document} names`, () => {
      const text = readFileSync(join(repoRoot, document), "utf8");
      const named = [...new Set(namedPaths(text))];
      expect(named.length, `${document} names files`).toBeGreaterThan(0);
      expect(named.filter((path) => !exists(path))).toEqual([]);
    });
  }
});
