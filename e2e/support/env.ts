// What the browser tests need to know about the system the global set-up boots (e2e/support/global-setup.ts).
// The first import (in the Playwright runner, from playwright.config.ts) picks a fresh DATA_DIR path and records it in
// process.env, so the test workers — started later with the runner's environment — see the same values. The global set-up
// creates the directory and its teardown removes it (unless E2E_KEEP_DATA is set, or E2E_DATA_DIR was given).
import { tmpdir } from "node:os";
import { join } from "node:path";

if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = join(tmpdir(), `portal-e2e-${process.pid}-${Date.now().toString(36)}`);
  process.env.E2E_DATA_DIR_IS_TEMPORARY = "1";
}

// Unless given, ports are drawn once here (and recorded like the DATA_DIR) so that two runs on one machine do not clash.
// All four lie below Linux's ephemeral range (32768–60999), where the OS hands out ports to every outgoing connection
// and to the vitest services' free ports: drawn there, a port was sometimes taken between the draw and the boot.
if (!process.env.E2E_PORT) {
  const base = 20_000 + Math.floor(Math.random() * 3_000);
  process.env.E2E_PORT = String(base);
  process.env.E2E_OIDC_PORT ??= String(base + 3_000);
  process.env.E2E_PG_PORT ??= String(base + 6_000);
  process.env.E2E_REDIS_PORT ??= String(base + 9_000);
}

const port = Number(process.env.E2E_PORT);

export const e2e = {
  /** The portal under test (PORT of the booted system). */
  port,
  baseURL: `http://localhost:${port}`,
  /** Fresh for every run; e-mails are written to `mailDir` as .eml files. */
  dataDir: process.env.E2E_DATA_DIR,
  dataDirIsTemporary: process.env.E2E_DATA_DIR_IS_TEMPORARY === "1",
  mailDir: join(process.env.E2E_DATA_DIR, "mail"),
  /** Typed into every captcha: the server accepts it because CAPTCHA_TEST_ANSWER is set. */
  captchaAnswer: "e2e-captcha",
  admin: { email: "admin@e2e.test", password: "Admin123456!" },
  /** Ports of the embedded PostgreSQL and Redis, apart from `npm start`'s so both can run at once. */
  pgPort: Number(process.env.E2E_PG_PORT),
  redisPort: Number(process.env.E2E_REDIS_PORT),
  /**
   * The local OpenID Connect provider the global set-up starts as the entity's identity provider (the external login),
   * and the person it knows (typed at its login page).
   */
  oidc: {
    port: Number(process.env.E2E_OIDC_PORT ?? port + 3_000),
    clientId: "portal-e2e-idp",
    clientSecret: "secreto-e2e-idp",
    account: { sub: "e2e-oidc-ciudadana", email: "oidc.ciudadana@e2e.test", email_verified: true, given_name: "Lucía Fernanda", family_name: "Restrepo Ortiz" },
  },
} as const;
