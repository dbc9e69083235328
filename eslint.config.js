// Lint (part of `npm test`'s first stage: errors fail it, warnings are shown): typescript-eslint's recommended rules plus
// the dependency direction of ARCHITECTURE.md — apps never import other apps (except the web app's type-only import of
// the API router), and the web app never imports the database package.
import js from "@eslint/js";
import tseslint from "typescript-eslint";

/** @param {string[]} except */
const noOtherApps = (except) => ({
  group: ["@portal/api", "@portal/api/*", "@portal/worker", "@portal/worker/*", "@portal/web", "@portal/web/*"].filter((p) => !except.includes(p)),
  message: "Apps never import other apps (ARCHITECTURE.md).",
});
const noDb = { group: ["@portal/db", "@portal/db/*"], message: "The web app never imports @portal/db, not even enums: browser enums live in @portal/schemas." };

export default tseslint.config(
  { ignores: ["**/node_modules/**", "**/dist/**", "**/generated/**", "**/.turbo/**", ".data/**", ".bench/**", "test-results/**", "playwright-report/**", "coverage/**"] },
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
    },
  },
  {
    files: ["**/*.test.{ts,tsx,mjs}", "**/testing/**", "**/test-helpers.ts", "e2e/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off", "no-useless-assignment": "off" },
  },
  {
    files: ["apps/api/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [noOtherApps(["@portal/api", "@portal/api/*"])] }] },
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
