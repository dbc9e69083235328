#!/usr/bin/env node
// `npm start`: installs what is missing, provisions the embedded services, migrates and seeds, builds, and serves the portal.
// `npm run dev` (--dev): the same without the production build; Vite's dev server serves the web app with hot reload.
// Plain Node without dependencies: it runs before `npm install`.
import { join } from "node:path";
import { loadDotEnv } from "./lib/dotenv.mjs";
import { ensureDependencies, ensurePrismaClient, quietToolsEnv, repoRoot, StepError } from "./lib/steps.mjs";
import { bootSystem } from "./lib/system.mjs";

const dev = process.argv.includes("--dev");
const env = { ...loadDotEnv(join(repoRoot, ".env")), ...quietToolsEnv };

/** @param {unknown} error */
function fail(error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`\n✖ ${message}`);
  process.exit(error instanceof StepError ? error.exitCode || 1 : 1);
}

try {
  await ensureDependencies(env);
  await ensurePrismaClient(env);
} catch (error) {
  fail(error);
}

/** @type {Awaited<ReturnType<typeof bootSystem>> | null} */
let system = null;
let shuttingDown = false;

/** @param {string} reason @param {number} code */
async function shutdown(reason, code) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`\n${reason}: stopping the API and the worker, then Redis and the database…`);
  await system?.stop();
  console.log("Stopped.");
  process.exit(code);
}

const booting = new AbortController();
let signals = 0;
for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(signal, () => {
    signals += 1;
    if (signals > 1) {
      console.log("Second signal: killing everything now.");
      system?.kill();
      process.exit(130);
    }
    if (system) void shutdown(signal, 0);
    else booting.abort(new StepError(`${signal} while starting`, 130));
  });
}

// `npm start` killed with SIGTERM exits without passing the signal on: stop with it rather than linger orphaned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) {
    if (system) void shutdown("the parent process exited", 0);
    else booting.abort(new StepError("the parent process exited while starting", 1));
  }
}, 1000).unref();

try {
  system = await bootSystem({
    env,
    mode: dev ? "development" : "production",
    build: !dev,
    webDev: dev,
    detached: true,
    signal: booting.signal,
    // A crashed service is restarted with backoff (scripts/lib/supervise.mjs, one log line per restart) while the
    // others keep serving; only a crash loop (5 crashes within 60 s) ends up here and stops everything.
    onUnexpectedExit: (service) => {
      const exit = service.exitInfo();
      void shutdown(`${service.name} keeps stopping (last: ${exit?.signal ?? `exit code ${exit?.code}`}); not restarting it again`, 1);
    },
  });
} catch (error) {
  fail(error);
}

const url = /** @type {NonNullable<typeof system>} */ (system).url;
// In --dev the API serves no web app: Vite's dev server does (with hot reload) and forwards API calls.
console.log(dev ? `\nPortal ciudadano: http://localhost:5173  (development; API at ${url})` : `\nPortal ciudadano: ${url}`);
console.log("Ctrl-C stops it.");
// Repeated last, where the operator looks (the API also logs it): a fixed captcha answer must not go unnoticed.
if (env.CAPTCHA_TEST_ANSWER || process.env.CAPTCHA_TEST_ANSWER) {
  console.warn(
    `\n${"!".repeat(78)}\n!! CAPTCHA_TEST_ANSWER is set: every captcha accepts a fixed answer. Tests only, never on a public server.\n${"!".repeat(78)}`,
  );
}
