// Boots the whole system the way `npm start` does — embedded PostgreSQL and Redis, migrations and seed, built web app,
// API and worker — on the test port with a fresh DATA_DIR. The returned function is Playwright's global teardown.
import { rmSync } from "node:fs";
import { bootSystem } from "../../scripts/lib/system.mjs";
import { e2e } from "./env.ts";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(e2e.port),
    DATA_DIR: e2e.dataDir,
    EMBEDDED_PG_PORT: String(e2e.pgPort),
    EMBEDDED_REDIS_PORT: String(e2e.redisPort),
    CAPTCHA_TEST_ANSWER: e2e.captchaAnswer,
    ADMIN_EMAIL: e2e.admin.email,
    ADMIN_PASSWORD: e2e.admin.password,
    PUBLIC_URL: e2e.baseURL,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || "warn",
  };
  // The tests own these services: nothing from the shell may redirect them.
  for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NODE_ENV"]) delete env[key];

  let failure: string | null = null;
  const system = await bootSystem({
    env,
    onUnexpectedExit: (service) => {
      failure = `${service.name} stopped during the tests:\n${service.tail.slice(-20).join("\n")}`;
      console.error(failure);
    },
  });
  process.env.E2E_BASE_URL = e2e.baseURL;
  console.log(`Portal under test: ${e2e.baseURL} (DATA_DIR ${e2e.dataDir})`);

  return async () => {
    await system.stop();
    if (!process.env.E2E_KEEP_DATA) rmSync(e2e.dataDir, { recursive: true, force: true });
    if (failure) throw new Error(failure);
  };
}
