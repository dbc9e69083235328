// Lint (part of `npm test`'s first stage: errors fail it, warnings are shown): typescript-eslint's recommended rules, the
// dependency direction of ARCHITECTURE.md as import bans (apps never import other apps except the web app's type-only
// import of the API router; the web app never imports the database package; schemas ← jobs ← core (+ db) ← apps, no
// package imports an app), no database in the tRPC routers, and typescript-eslint's type-checked recommended rules (on
// the server code and the web app's).
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** `x as never` silences every type check at once (issue 29, item 7): type the value, or build a whole one (a test's fixtures included). */
const NO_AS_NEVER = {
  selector: "TSAsExpression > TSNeverKeyword",
  message: "No `as never`: give the value its real type (tests build whole fixtures, e.g. sessionUserOf).",
};

const APPS = ["@portal/api", "@portal/worker", "@portal/web"];
const TESTS = ["**/*.test.{ts,tsx,mjs}", "**/testing/**", "**/test-helpers.ts", "**/*-testing.ts", "**/vitest.config.ts"];

/** @param {string[]} except */
const noOtherApps = (except) => ({
  group: APPS.flatMap((a) => [a, `${a}/*`]).filter((p) => !except.includes(p)),
  message: "Apps never import other apps (ARCHITECTURE.md).",
});
const noApps = { group: APPS.flatMap((a) => [a, `${a}/*`]), message: "No package imports an app: dependencies point from apps to packages (ARCHITECTURE.md)." };
const noDb = { group: ["@portal/db", "@portal/db/*"], message: "The web app never imports @portal/db, not even enums: browser enums live in @portal/schemas." };

const escape = (/** @type {string} */ name) => name.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
/** @param {string[]} names package names; each also stands for its subpaths */
const anyOf = (names) => names.map((n) => `${escape(n)}(?:/|$)`).join("|");

/**
 * Only these import sources (and relative paths) in a package.
 * @param {string[]} allowed package names
 * @param {string} message
 * @param {string} [extra] a regular expression of more allowed sources
 */
const only = (allowed, message, extra) => ({ regex: `^(?!\\.{1,2}/|${anyOf(allowed)}${extra ? `|${extra}` : ""})`, message });

/** None of our packages but these (apps are left to `noApps`, with its own message). @param {string[]} allowed */
const oursOnly = (allowed) => ({
  regex: `^@portal/(?!${anyOf([...allowed, ...APPS].map((a) => a.slice("@portal/".length)))})`,
  message: `This package imports ${allowed.join(", ")} of ours only (ARCHITECTURE.md: schemas ← jobs ← core (+ db) ← apps).`,
});

const TEST_TOOLS = ["vitest"];
const NODE = "node:";
const SCHEMAS_ONLY = ["zod", "@portal/schemas"];
const JOBS_ONLY = ["zod", "bullmq", "ioredis", "@portal/schemas", "@portal/jobs"];

/**
 * Files the type-aware rules see, with the program that types them: the server code of every workspace as one program
 * (tsconfig.lint.json: the packages are shared by api and worker, one program checks them once), the web app as another.
 */
const TYPED_SERVER = ["apps/api/src/**/*.ts", "apps/api/bench/**/*.ts", "apps/worker/src/**/*.ts", "packages/*/src/**/*.ts"];
const TYPED_WEB = ["apps/web/src/**/*.{ts,tsx}"];

/** The tRPC routers call use cases; the database is for packages/core. */
const ROUTER_DB_MESSAGE =
  "Routers never query the database: move the query into a use case in packages/core/src/<domain>/ and call it with ctx.deps (ARCHITECTURE.md).";

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "**/generated/**",
      "**/.turbo/**",
      ".data/**",
      ".bench/**",
      "test-results/**",
      "playwright-report/**",
      "coverage/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    rules: {
      // TypeScript checks names (tsc, and checkJs for scripts/*.mjs); ESLint's no-undef does not know TS or Node globals.
      "no-undef": "off",
      // Sanitizers and validators match control characters on purpose.
      "no-control-regex": "off",
      // Use cases rethrow with the Spanish message a user reads; the cause is logged where it is caught.
      "preserve-caught-error": "off",
      // Dead code is a warning, so work in progress does not stop `npm test`; `npm run lint` lists them.
      "@typescript-eslint/no-unused-vars": ["warn", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      "no-useless-assignment": "warn",
      // One import statement per module (a type-only import may stay apart). Re-exports (`export … from`) are left out on
      // purpose: a few modules re-export a neighbour's names for their existing importers while importing others.
      "no-duplicate-imports": ["error", { allowSeparateTypeImports: true }],
      "no-restricted-syntax": ["error", NO_AS_NEVER],
    },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its order; a promise where a
    // callback's return is ignored (an event handler, Express middleware) does the same. Await it, or `void` it with a
    // `.catch` that logs.
    files: [...TYPED_SERVER, ...TYPED_WEB],
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  { files: TYPED_SERVER, languageOptions: { parserOptions: { project: "./tsconfig.lint.json", tsconfigRootDir: import.meta.dirname } } },
  { files: TYPED_WEB, languageOptions: { parserOptions: { project: "./apps/web/tsconfig.json", tsconfigRootDir: import.meta.dirname } } },
  {
    // The server code gets typescript-eslint's type-checked recommended rules (the program above is built once for
    // the promise rules, so they cost little more): no `any` leaking through, no needless assertion or `async`, only
    // Errors thrown, templates of strings and numbers, no method used apart from its object.
    files: TYPED_SERVER,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
  },
  {
    // The web app's code gets them too, every one.
    files: TYPED_WEB,
    extends: [tseslint.configs.recommendedTypeCheckedOnly],
  },
  {
    // Tests, their helpers and benchmarks: their doubles and cleanups of promise-returning contracts stay `async` without
    // an `await` (`issue: async () => { throw … }`, `async () => rmSync(…)`), so a throw becomes the rejection the caller
    // handles (`cleanup().catch(…)`, a failing captcha or transport). The `no-unsafe-*` rules stay off there too: tests
    // read untyped JSON answers and mocks (`res.body.error.details[0].message`) to assert on them, about 2,200 reads;
    // the code they test gets every rule.
    files: [...TESTS, "apps/api/bench/**"],
    rules: {
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: TESTS.concat("e2e/**"),
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-useless-assignment": "off" },
  },
  {
    // A `!` tells the compiler a value is there without checking it; the apps and the packages narrow instead (a guard,
    // `?.`, a fallback that says what the code meant, `present()` after a refinement, core's `known()` for what the
    // code has just made sure of). Tests, test helpers and benchmarks (outside src) may assert what they just set up.
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: { "@typescript-eslint/no-non-null-assertion": "error" },
  },
  {
    // Settings come from the environment through one module, packages/core/src/config/env.ts (validated, with defaults
    // and Spanish errors, documented in the README): nothing else reads process.env. Two files must: the logger exists
    // before the environment is validated (it reports that validation's errors), and pg_dump runs with the process's
    // own environment (PATH, locale) plus its password. Tests, scripts and benchmarks set up environments of their own.
    files: ["apps/*/src/**/*.{ts,tsx}", "packages/*/src/**/*.{ts,tsx}"],
    ignores: [...TESTS, "packages/core/src/config/env.ts", "packages/core/src/logger.ts", "packages/db/src/dump/pg-dump.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read settings through loadEnv() (packages/core/src/config/env.ts), not process.env." },
      ],
    },
  },
  // ── package boundaries
  {
    files: ["packages/schemas/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [only(SCHEMAS_ONLY, "packages/schemas is browser-safe: it imports zod and itself only (ARCHITECTURE.md).")] },
      ],
    },
  },
  {
    files: TESTS.map((t) => `packages/schemas/${t}`),
    // Tests run in Node (some read the package's files); they never reach a browser.
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [only([...SCHEMAS_ONLY, ...TEST_TOOLS], "packages/schemas' tests import zod, vitest, node:* and the package itself only.", NODE)] },
      ],
    },
  },
  {
    files: ["packages/jobs/**/*.{ts,tsx,js,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [only(JOBS_ONLY, "packages/jobs imports @portal/schemas, zod, bullmq and ioredis only (ARCHITECTURE.md).", NODE)] },
      ],
    },
  },
  {
    files: TESTS.map((t) => `packages/jobs/${t}`),
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [only([...JOBS_ONLY, ...TEST_TOOLS], "packages/jobs' tests import what the package does and vitest only.", NODE)] },
      ],
    },
  },
  {
    files: ["packages/db/**/*.{ts,tsx,js,mjs}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noApps, oursOnly(["@portal/db"])] }] },
  },
  {
    // The tests that hold the browser's enums against Prisma's read them from @portal/schemas.
    files: TESTS.map((t) => `packages/db/${t}`),
    rules: { "no-restricted-imports": ["error", { patterns: [noApps, oursOnly(["@portal/db", "@portal/schemas"])] }] },
  },
  {
    files: ["packages/core/**/*.{ts,tsx,js,mjs}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noApps, oursOnly(["@portal/core", "@portal/schemas", "@portal/jobs", "@portal/db"])] }] },
  },
  // ── apps
  {
    files: ["apps/api/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noOtherApps(["@portal/api", "@portal/api/*"])] }] },
  },
  {
    files: ["apps/api/src/trpc/routers/**/*.ts"],
    ignores: TESTS,
    rules: {
      // Types of the database package are fine (no data access); values are not.
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            noOtherApps(["@portal/api", "@portal/api/*"]),
            { group: ["@portal/db", "@portal/db/*"], allowTypeImports: true, message: ROUTER_DB_MESSAGE },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        NO_AS_NEVER,
        { selector: "MemberExpression[property.name='db']", message: ROUTER_DB_MESSAGE },
        { selector: "ObjectPattern > Property[key.name='db']", message: ROUTER_DB_MESSAGE },
      ],
    },
  },
  {
    files: ["apps/worker/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noOtherApps(["@portal/worker", "@portal/worker/*"])] }] },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    rules: {
      // The type of the API router is the one allowed crossing; the TypeScript rule below checks it stays type-only.
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@portal/api/router", allowTypeImports: true, message: "Only `import type { AppRouter }` from @portal/api/router." }],
          patterns: [noDb, noOtherApps(["@portal/web", "@portal/web/*", "@portal/api/router"])],
        },
      ],
    },
  },
);
