// The dependency rules of eslint.config.js hold: package import bans, no database in the tRPC routers, the type-aware
// promise rules switched on for the code that has a TypeScript program, and the type-checked recommended rules on the
// server and web code (run by `npm test` with the root vitest).

import { ESLint } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./steps.mjs";

/**
 * ESLint loads its configuration, plugins and parsers on the first lint (about a second on a quiet host, past vitest's
 * default 5 s when `npm test` runs this beside the API tests and the web build): each group gets a minute.
 */
const SLOW = { timeout: 60_000 };

const TYPE_AWARE = ["@typescript-eslint/no-floating-promises", "@typescript-eslint/no-misused-promises"];

// The import and syntax rules need no types: the TypeScript programs (tens of seconds to build) stay off here.
const eslint = new ESLint({
  cwd: repoRoot,
  overrideConfig: {
    languageOptions: { parserOptions: { project: false, projectService: false } },
    // Every rule that needs type information (the promise rules, the type-checked preset of the server code) is off.
    rules: tseslint.configs.disableTypeChecked.rules,
  },
});

/**
 * The messages of the rules that failed when `code` sits at `path`.
 * @param {string} path relative to the repository root (need not exist)
 * @param {string} code
 */
async function lint(path, code) {
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}/${path}` });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`);
}

describe("tRPC routers call use cases, never the database", SLOW, () => {
  const router = "apps/api/src/trpc/routers/example/example.router.ts";
  it("refuses ctx.deps.db, a destructured db and a value import of @portal/db", async () => {
    const errors = await lint(
      router,
      [
        'import { Prisma } from "@portal/db/client";',
        "type Ctx = { deps: { db: { user: { findMany(): unknown } } } };",
        "export const a = (ctx: Ctx) => ctx.deps.db.user.findMany();",
        "export const b = (ctx: Ctx) => { const { db } = ctx.deps; return db; };",
        "export const c = Prisma;",
      ].join("\n"),
    );
    expect(errors, errors.join("\n")).toHaveLength(3);
    for (const e of errors) expect(e).toMatch(/Routers never query the database/);
  });
  it("allows a type import of @portal/db and calls into core", async () => {
    expect(
      await lint(
        router,
        'import type { Db } from "@portal/db/client";\nimport { listCountries } from "@portal/core/locations/locations";\nexport const f = (db: Db) => [db, listCountries];\n',
      ),
    ).toEqual([]);
  });
  it("lets router tests and their helpers read the database", async () => {
    expect(
      await lint(
        "apps/api/src/trpc/routers/example/example.api.test.ts",
        "export const f = (h: { db: { user: { count(): unknown } } }) => h.db.user.count();\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        "apps/api/src/trpc/routers/example/example-testing.ts",
        "export const f = (h: { db: { user: { count(): unknown } } }) => h.db.user.count();\n",
      ),
    ).toEqual([]);
  });
});

describe("packages import one way: schemas ← jobs ← core (+ db) ← apps", SLOW, () => {
  /** @type {[path: string, source: string, allowed: boolean][]} */
  const cases = [
    ["packages/schemas/src/x/x.schema.ts", "zod", true],
    ["packages/schemas/src/x/x.schema.ts", "./y.ts", true],
    ["packages/schemas/src/x/x.schema.ts", "@portal/schemas/common/pagination", true],
    ["packages/schemas/src/x/x.schema.ts", "@portal/db/enums", false],
    ["packages/schemas/src/x/x.schema.ts", "node:crypto", false],
    ["packages/schemas/src/x/x.schema.ts", "react", false],
    ["packages/schemas/src/x/x.schema.test.ts", "vitest", true],
    ["packages/schemas/src/x/x.schema.test.ts", "node:fs", true],
    ["packages/schemas/src/x/x.schema.test.ts", "@portal/db/enums", false],
    ["packages/jobs/src/x/x.job.ts", "bullmq", true],
    ["packages/jobs/src/x/x.job.ts", "@portal/schemas/mail/mail.schema", true],
    ["packages/jobs/src/x/x.job.ts", "@portal/core/mail/outbox", false],
    ["packages/jobs/src/x/x.job.ts", "@portal/db/client", false],
    ["packages/db/src/x.ts", "pg", true],
    ["packages/db/src/x.ts", "@portal/schemas/accounts/permissions", false],
    ["packages/db/src/x.test.ts", "@portal/schemas/accounts/permissions", true],
    ["packages/core/src/x/x.ts", "@portal/db/client", true],
    ["packages/core/src/x/x.ts", "@portal/jobs/catalog", true],
    ["packages/core/src/x/x.ts", "@portal/api/router", false],
    ["packages/core/src/x/x.ts", "@portal/worker/main", false],
    ["packages/db/src/x.ts", "@portal/web/main", false],
  ];
  it.each(cases)("%s importing %s: allowed %s", async (path, source, allowed) => {
    const errors = await lint(path, `import "${source}";\n`);
    if (allowed) expect(errors).toEqual([]);
    else expect(errors.join("\n")).toMatch(/no-restricted-imports/);
  });
});

describe("type-aware promise rules", SLOW, () => {
  // Without the override above: the project's own configuration for each file.
  const project = new ESLint({ cwd: repoRoot });
  it.each([
    ["apps/api/src/app.ts", "tsconfig.lint.json"],
    ["apps/worker/src/main.ts", "tsconfig.lint.json"],
    ["packages/core/src/deps.ts", "tsconfig.lint.json"],
    ["apps/web/src/main.tsx", "apps/web/tsconfig.json"],
  ])("%s: errors, typed by %s", async (path, tsconfig) => {
    const config = await project.calculateConfigForFile(`${repoRoot}/${path}`);
    for (const rule of TYPE_AWARE) expect([].concat(config.rules[rule])[0], rule).toBe(2);
    expect(String(config.languageOptions.parserOptions.project)).toBe(`./${tsconfig}`);
  });
});

describe("the type-checked recommended rules: all on the server code and the web app's", SLOW, () => {
  const project = new ESLint({ cwd: repoRoot });
  const typeChecked = Object.entries(Object.assign({}, ...tseslint.configs.recommendedTypeCheckedOnly.map((c) => c.rules ?? {})))
    .filter(([rule, level]) => rule.startsWith("@typescript-eslint/") && level === "error")
    .map(([rule]) => rule);
  // What tests, test helpers and benchmarks keep off (eslint.config.js says why); they get the others.
  const relaxedInTests = ["require-await", "no-unsafe-argument", "no-unsafe-assignment", "no-unsafe-call", "no-unsafe-member-access", "no-unsafe-return"].map(
    (r) => `@typescript-eslint/${r}`,
  );
  /** @param {string} path */
  const levels = async (path) => {
    const config = await project.calculateConfigForFile(`${repoRoot}/${path}`);
    return Object.fromEntries(typeChecked.map((rule) => [rule, [].concat(config.rules[rule])[0]]));
  };
  it.each([
    "apps/api/src/app.ts",
    "apps/worker/src/runtime.ts",
    "packages/core/src/deps.ts",
    "packages/db/src/client.ts",
    "packages/jobs/src/redis.ts",
    "packages/schemas/src/common/pagination.ts",
  ])("%s: every rule is an error", async (path) => {
    expect(typeChecked.length).toBeGreaterThan(20);
    expect(await levels(path)).toEqual(Object.fromEntries(typeChecked.map((rule) => [rule, 2])));
  });
  it.each([
    "apps/api/src/http/uploads.api.test.ts",
    "apps/worker/src/test-helpers.ts",
    "packages/core/src/testing/test-services.ts",
    "apps/api/bench/servers.ts",
  ])("%s: the `any` family and require-await are off, the rest are errors", async (path) => {
    expect(await levels(path)).toEqual(Object.fromEntries(typeChecked.map((rule) => [rule, relaxedInTests.includes(rule) ? 0 : 2])));
  });
  it("the web app's code: every rule is an error", async () => {
    expect(await levels("apps/web/src/main.tsx")).toEqual(Object.fromEntries(typeChecked.map((rule) => [rule, 2])));
  });
});

describe("no `as never`", SLOW, () => {
  it("is refused in code and tests, routers included", async () => {
    for (const path of [
      "packages/core/src/example/example.ts",
      "packages/core/src/example/example.test.ts",
      "apps/api/src/trpc/routers/example/example.router.ts",
      "apps/web/src/example.tsx",
    ]) {
      expect(await lint(path, "export const x = 1 as never;\n"), path).toEqual([expect.stringMatching(/^no-restricted-syntax: No `as never`/)]);
    }
    expect(await lint("packages/core/src/example/example.ts", "export const x: never[] = [];\n")).toEqual([]);
  });
});

describe("settings come from the environment through env.ts only", SLOW, () => {
  it("refuses process.env in the apps' and packages' code, anywhere but the env module and its two named exceptions", async () => {
    for (const path of ["apps/api/src/http/example.ts", "apps/worker/src/example.ts", "packages/core/src/example/example.ts", "apps/web/src/example.tsx"]) {
      const errors = await lint(path, "export const level = process.env.LOG_LEVEL;\n");
      expect(errors, path).toEqual([expect.stringMatching(/^no-restricted-properties: .*loadEnv\(\)/)]);
    }
    for (const path of [
      "packages/core/src/config/env.ts",
      "packages/core/src/logger.ts",
      "apps/api/src/http/example.test.ts",
      "apps/api/src/testing/example.ts",
    ]) {
      expect(await lint(path, "export const level = process.env.LOG_LEVEL;\n"), path).toEqual([]);
    }
  });
});

describe("the apps and the packages narrow instead of asserting a value is there", SLOW, () => {
  it("refuses a non-null assertion in the apps' and the packages' code, and lets tests and benchmarks assert what they set up", async () => {
    const code = "export const first = (list: string[]) => list[0]!.length;\n";
    for (const path of [
      "apps/api/src/http/example.ts",
      "apps/worker/src/example.ts",
      "apps/web/src/lib/example.ts",
      "packages/schemas/src/common/example.ts",
      "packages/core/src/contents/example.ts",
      "packages/db/src/example.ts",
      "packages/jobs/src/example.ts",
    ]) {
      expect(await lint(path, code), path).toEqual([expect.stringMatching(/^@typescript-eslint\/no-non-null-assertion: /)]);
    }
    for (const path of [
      "apps/api/src/http/example.test.ts",
      "packages/core/src/testing/example.ts",
      "packages/db/src/example-testing.ts",
      "packages/core/bench/example.ts",
    ]) {
      expect(await lint(path, code), path).toEqual([]);
    }
  });
});
