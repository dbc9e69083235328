// Boots the whole system the way `npm start` does — embedded PostgreSQL and Redis, migrations and seed, built web app,
// API and worker — on the test port with a fresh DATA_DIR, plus the local OpenID Connect provider. Used by Playwright's
// global set-up, and by `npm test` (e2e/support/serve-e2e-system.ts) to boot it while the vitest stage still runs.
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { startLocalOidcProvider } from "../../apps/api/src/testing/local-oidc-provider.ts";
import { bootSystem } from "../../scripts/lib/system.mjs";
import { e2e } from "./env.ts";

export interface E2eSystem {
  /** Stops everything and removes the temporary DATA_DIR; throws when a service stopped during the tests. */
  stop(): Promise<void>;
}

export async function bootE2eSystem(): Promise<E2eSystem> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(e2e.port),
    DATA_DIR: e2e.dataDir,
    EMBEDDED_PG_PORT: String(e2e.pgPort),
    EMBEDDED_REDIS_PORT: String(e2e.redisPort),
    CAPTCHA_TEST_ANSWER: e2e.captchaAnswer,
    // The browser solves every captcha's proof of work for real (workers, proof sent), at a fiftieth of the production
    // cost so the flows keep their time limits on a loaded machine (`npm run bench:captcha` measures the real cost).
    CAPTCHA_POW_COST: "100",
    // Every browser test comes from one address: the per-address limits are raised (their own API tests keep them).
    RATE_LIMIT_MULTIPLIER: "1000",
    CLIENT_CONCURRENCY: "1000",
    // The flows read each filing's staff notice from the admin's mail: no digest holds them back (tested in core).
    STAFF_DIGEST_AFTER_NOTICES: "100000",
    ADMIN_EMAIL: e2e.admin.email,
    ADMIN_PASSWORD: e2e.admin.password,
    PUBLIC_URL: e2e.baseURL,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL || "warn",
    IDP_ISSUER: `http://127.0.0.1:${e2e.oidc.port}`,
    IDP_CLIENT_ID: e2e.oidc.clientId,
    IDP_CLIENT_SECRET: e2e.oidc.clientSecret,
  };
  // The tests own these services: nothing from the shell may redirect them.
  for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NODE_ENV"]) delete env[key];

  if (existsSync(e2e.dataDir) && readdirSync(e2e.dataDir).length > 0) {
    throw new Error(`E2E_DATA_DIR ${e2e.dataDir} is not empty: the browser tests need a fresh one.`);
  }
  mkdirSync(e2e.dataDir, { recursive: true });

  const removeDataDir = () => {
    if (e2e.dataDirIsTemporary && !process.env.E2E_KEEP_DATA) rmSync(e2e.dataDir, { recursive: true, force: true });
  };

  let failure: string | null = null;
  // A real OpenID Connect provider on loopback plays the entity's identity provider for the external login.
  const oidc = await startLocalOidcProvider(
    [{ clientId: e2e.oidc.clientId, clientSecret: e2e.oidc.clientSecret, redirectUri: `${e2e.baseURL}/user/idplogin` }],
    { port: e2e.oidc.port, accounts: [e2e.oidc.account] },
  );
  const system = await bootSystem({
    env,
    onUnexpectedExit: (service) => {
      failure = `${service.name} stopped during the tests:\n${service.tail.slice(-20).join("\n")}`;
      console.error(failure);
    },
  }).catch(async (error: unknown) => {
    removeDataDir();
    await oidc.stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(/already in use/.test(message) ? `${message}\n(Browser tests: move them with E2E_PORT, E2E_PG_PORT, E2E_REDIS_PORT.)` : message);
  });
  console.log(`Portal under test: ${e2e.baseURL} (DATA_DIR ${e2e.dataDir})`);

  return {
    async stop() {
      await system.stop();
      await oidc.stop();
      removeDataDir();
      if (failure) throw new Error(failure);
    },
  };
}
