// What the browser tests need to know about the system the global set-up boots (e2e/support/global-setup.ts).
// The first import (in the Playwright runner, from playwright.config.ts) picks a fresh DATA_DIR and records it in
// process.env, so the test workers — started later with the runner's environment — see the same values.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), "portal-e2e-"));

const port = Number(process.env.E2E_PORT || 3100);

export const e2e = {
  /** The portal under test (PORT of the booted system). */
  port,
  baseURL: `http://localhost:${port}`,
  /** Fresh for every run; e-mails are written to `mailDir` as .eml files. */
  dataDir: process.env.E2E_DATA_DIR,
  mailDir: join(process.env.E2E_DATA_DIR, "mail"),
  /** Typed into every captcha: the server accepts it because CAPTCHA_TEST_ANSWER is set. */
  captchaAnswer: "e2e-captcha",
  admin: { email: "admin@e2e.test", password: "Admin12345!" },
  /** Ports of the embedded PostgreSQL and Redis, apart from `npm start`'s so both can run at once. */
  pgPort: Number(process.env.E2E_PG_PORT || 54339),
  redisPort: Number(process.env.E2E_REDIS_PORT || 63809),
} as const;
