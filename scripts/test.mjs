#!/usr/bin/env node
// `npm test`: every test — types and lint, unit and integration tests (vitest, real PGlite and Redis), browser end-to-end
// tests (Playwright on Debian's Chromium). Fails fast; ends with "N passed, N failed".
// Plain Node without dependencies: it runs before `npm install`.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { loadDotEnv } from "./lib/dotenv.mjs";
import {
  CHROMIUM_HEADLESS_SHELL_REQUIREMENT,
  CHROMIUM_REQUIREMENT,
  CLAMD_REQUIREMENT,
  DOVECOT_REQUIREMENT,
  ensureAptPackages,
  HAPROXY_REQUIREMENT,
  POSTGRES_REQUIREMENT,
  REDIS_REQUIREMENT,
} from "./lib/provision.mjs";
import { banner, bin, ensureDependencies, ensurePrismaClient, quietToolsEnv, repoRoot, run, StepError, tsxArgs } from "./lib/steps.mjs";
import { buildWeb } from "./lib/system.mjs";

const started = Date.now();
// The tests start their own services: a DATABASE_URL / REDIS_URL / PORT from .env or the shell must not leak into them.
const env = { ...loadDotEnv(join(repoRoot, ".env")), ...quietToolsEnv };
for (const key of ["DATABASE_URL", "REDIS_URL", "PORT", "DATA_DIR", "NODE_ENV"]) delete env[key];

/** Where each vitest run writes its JSON report, relative to its workspace (node_modules: never committed). */
const VITEST_REPORT = "node_modules/.cache/portal-test/vitest.json";
const PLAYWRIGHT_REPORT = join(repoRoot, "playwright-report/results.json");
const VITEST_ARGS = ["--passWithNoTests", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`];

/** @returns {string[]} the root and every workspace directory */
function workspaceDirs() {
  const globs = /** @type {string[]} */ (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")).workspaces ?? []);
  const dirs = [repoRoot];
  for (const glob of globs) {
    const parent = join(repoRoot, glob.replace(/\/\*$/, ""));
    if (!glob.endsWith("/*")) dirs.push(parent);
    else if (existsSync(parent)) for (const e of readdirSync(parent, { withFileTypes: true })) if (e.isDirectory()) dirs.push(join(parent, e.name));
  }
  return dirs;
}

/** @returns {{ passed: number, failed: number, counted: boolean }} */
function count() {
  let passed = 0;
  let failed = 0;
  let counted = false;
  for (const dir of workspaceDirs()) {
    const file = join(dir, VITEST_REPORT);
    if (!existsSync(file)) continue;
    try {
      const report = JSON.parse(readFileSync(file, "utf8"));
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      counted = true;
    } catch {
      /* a run killed mid-write: its runner printed its own summary */
    }
  }
  if (existsSync(PLAYWRIGHT_REPORT)) {
    try {
      const stats = JSON.parse(readFileSync(PLAYWRIGHT_REPORT, "utf8")).stats ?? {};
      passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
      failed += stats.unexpected ?? 0;
      counted = true;
    } catch {
      /* idem */
    }
  }
  return { passed, failed, counted };
}

/** The vitest run of one workspace (through turbo, as `npm test -w` would). @param {string} name */
function workspaceTests(name) {
  return run(bin("turbo"), ["run", "test", `--filter=${name}`, "--", ...VITEST_ARGS], { env });
}

/**
 * Every workspace with tests, but `except`: those whose files start their own databases and Redis first (the longest),
 * then the rest in name order.
 * @param {string[]} except package names
 */
function workspaceTestQueue(except) {
  const heavy = ["@portal/worker", "@portal/core"];
  const names = workspaceDirs()
    .slice(1)
    .map((dir) => (existsSync(join(dir, "package.json")) ? JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) : {}))
    .filter((pkg) => pkg.name && pkg.scripts?.test && !except.includes(pkg.name))
    .map((pkg) => /** @type {string} */ (pkg.name))
    .sort();
  return [...heavy.filter((n) => names.includes(n)), ...names.filter((n) => !heavy.includes(n))];
}

const TYPECHECK_TSCONFIG = "tsconfig.typecheck.json";

/** A tsconfig's JSON without its whole-line comments. @param {string} file */
const readTsconfig = (file) => JSON.parse(readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, ""));

/**
 * Which workspaces tsconfig.typecheck.json checks (merged: their own tsconfig extends the base, adds no option and
 * includes only folders it includes) and which keep their own `typecheck` (own: package names), so that a new
 * workspace or option is never left unchecked.
 */
function typecheckPlan() {
  const included = new Set(/** @type {string[]} */ (readTsconfig(join(repoRoot, TYPECHECK_TSCONFIG)).include));
  const base = "../../tooling/tsconfig.base.json";
  /** @type {string[]} */
  const own = [];
  let merged = false;
  for (const dir of workspaceDirs().slice(1)) {
    const pkgFile = join(dir, "package.json");
    if (!existsSync(pkgFile)) continue;
    const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
    if (!pkg.scripts?.typecheck) continue;
    let covered;
    try {
      const tsconfig = readTsconfig(join(dir, "tsconfig.json"));
      const rel = dir.slice(repoRoot.length + 1);
      covered =
        pkg.scripts.typecheck === "tsc -p tsconfig.json" &&
        tsconfig.extends === base &&
        !tsconfig.compilerOptions &&
        Object.keys(tsconfig).every((k) => k === "extends" || k === "include") &&
        Array.isArray(tsconfig.include) &&
        tsconfig.include.every((/** @type {string} */ folder) => included.has(`${rel}/${folder}`));
    } catch {
      covered = false;
    }
    if (covered) merged = true;
    else own.push(pkg.name);
  }
  return { merged, own };
}

let reportsCleared = false;
function clearReports() {
  for (const dir of workspaceDirs()) rmSync(join(dir, VITEST_REPORT), { force: true });
  rmSync(PLAYWRIGHT_REPORT, { force: true });
  reportsCleared = true;
}

const elapsed = (/** @type {number} */ since) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** @param {string} title @param {() => Promise<unknown>} body */
async function stage(title, body) {
  const t = Date.now();
  banner(title);
  await body();
  console.log(`✔ ${title} (${elapsed(t)})`);
}

/** Waits for every step, then fails with the first failure (no step is left running behind a failed one). */
async function together(/** @type {Promise<unknown>[]} */ steps) {
  const failed = (await Promise.allSettled(steps)).find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
}

/**
 * Boots the browser tests' system in the background (e2e/support/serve-e2e-system.ts: database, Redis, migrations and
 * seed, API, worker), so that its ~20 s of start-up overlap the vitest stage instead of opening the Playwright one. Its
 * output is held until `ready` is awaited (it would interleave with vitest's), then passed through.
 * @param {NodeJS.ProcessEnv} childEnv
 */
function startE2eSystem(childEnv) {
  const child = spawn(process.execPath, tsxArgs("e2e/support/serve-e2e-system.ts"), { cwd: repoRoot, env: childEnv, stdio: ["ignore", "pipe", "pipe", "ipc"] });
  /** @type {string[] | null} */
  let held = [];
  const forward = (/** @type {NodeJS.WriteStream} */ out) => (/** @type {Buffer} */ chunk) => {
    if (held) held.push(chunk.toString());
    else out.write(chunk);
  };
  child.stdout?.on("data", forward(process.stdout));
  child.stderr?.on("data", forward(process.stderr));
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
  /** @type {Promise<Record<string, string>>} */
  const booted = new Promise((resolve, reject) => {
    child.once("message", (/** @type {{ env: Record<string, string> }} */ message) => resolve(message.env));
    void exited.then((code) => reject(new StepError(`The browser tests' system did not start (exit ${code}).`, Number(code) || 1)));
  });
  booted.catch(() => undefined); // awaited by the Playwright stage
  return {
    /** The E2E_* settings of the running system, once it answers; its start-up output is printed first. */
    async ready() {
      try {
        return await booted;
      } finally {
        process.stdout.write((held ?? []).join(""));
        held = null;
      }
    },
    /** Stops it (SIGTERM); resolves with its exit code (1: a service stopped during the tests). */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
/** @type {{ current: ReturnType<typeof startE2eSystem> | null }} set during the vitest stage; stopped on any failure */
const e2eSystem = { current: null };

/** @param {string | null} failure */
function finish(failure) {
  const { passed, failed, counted } = reportsCleared ? count() : { passed: 0, failed: 0, counted: false };
  console.log("");
  if (failure) console.error(`✖ ${failure}`);
  if (counted) console.log(`${passed} passed, ${failed} failed`);
  console.log(`npm test took ${elapsed(started)}${failure ? " (stopped at the first failing stage)" : ""}.`);
}

try {
  clearReports();
  await ensureDependencies(env);
  await ensurePrismaClient(env);
  // The tests start their own redis-server (REDIS_URL is no alternative here), clamd and dovecot, and drive
  // Chromium's headless shell.
  ensureAptPackages([
    { ...REDIS_REQUIREMENT, alternative: undefined },
    CHROMIUM_REQUIREMENT,
    CHROMIUM_HEADLESS_SHELL_REQUIREMENT,
    CLAMD_REQUIREMENT,
    DOVECOT_REQUIREMENT,
    POSTGRES_REQUIREMENT,
    HAPROXY_REQUIREMENT,
  ]);

  await stage("Types and lint", async () => {
    // Two lanes of about equal CPU (measured: ESLint 68 s + 47 s for the web, tsc 39 s for the server workspaces as
    // one program, 43 s the web, 11 s schemas, 12 s e2e). Each ESLint builds one type-aware program (server or web)
    // instead of one process building both in turn on one core.
    const { merged, own } = typecheckPlan();
    await together([
      (async () => {
        // One formatter (biome.json): formatting and import order as `npm run format` leaves them (about a second).
        await run(bin("biome"), ["check", "."], { env });
        await run(bin("eslint"), [".", "--ignore-pattern", "apps/web/**"], { env });
        // Exports nothing imports (knip.json names the entry points knip cannot find by itself).
        await run(bin("knip"), ["--no-progress", "--include", "exports,types,duplicates"], { env });
        if (merged) await run(bin("tsc"), ["-p", TYPECHECK_TSCONFIG], { env });
      })(),
      (async () => {
        await run(bin("eslint"), ["apps/web"], { env });
        if (own.length)
          await run(bin("turbo"), ["run", "typecheck", "--output-logs=errors-only", "--concurrency=1", ...own.map((name) => `--filter=${name}`)], { env });
        await run(bin("tsc"), ["-p", "e2e/support/tsconfig.json"], { env });
      })(),
    ]);
  });
  await stage("Unit and integration tests (vitest)", async () => {
    // Two lanes, one core each. One starts with the API's tests (the longest workspace: one file at a time, on the
    // worker's shared PGlite and Redis); the other builds the web once (for the bundle budget test and the browser
    // tests; turbo replays it for them) and runs the scripts' tests. Then each lane takes the next workspace from one
    // queue whenever it is free, so neither lane is left with the tail (a fixed split was off by a minute either way
    // as workspaces grew). The web's tests join the queue once its build is there.
    env.PORTAL_WEB_DIST = join(repoRoot, "apps/web/dist");
    const queue = workspaceTestQueue(["@portal/api", "@portal/web"]);
    const lane = async () => {
      for (let name = queue.shift(); name; name = queue.shift()) await workspaceTests(name);
    };
    await together(
      [
        (async () => {
          await workspaceTests("@portal/api");
          await lane();
        })(),
        (async () => {
          await buildWeb(env);
          // The browser tests' system boots now, from the build just made, while both lanes run.
          e2eSystem.current = startE2eSystem({ ...env });
          queue.unshift("@portal/web");
          await run(bin("vitest"), ["run", "--dir", "scripts", ...VITEST_ARGS], { env });
          await lane();
        })(),
      ].map((step) =>
        step.catch((error) => {
          queue.length = 0; // a failure stops both lanes at their current workspace
          throw error;
        }),
      ),
    );
  });
  await stage("Browser end-to-end tests (Playwright, Debian's Chromium)", async () => {
    const system = /** @type {ReturnType<typeof startE2eSystem>} */ (e2eSystem.current);
    const booted = await system.ready();
    await run(bin("playwright"), ["test"], { env: { ...env, ...booted, E2E_SYSTEM_BOOTED: "1" } }); // a failure: stopped below
    e2eSystem.current = null;
    if ((await system.stop()) !== 0) throw new StepError("A service of the browser tests' system stopped during the tests (see above).", 1);
  });
  finish(null);
} catch (error) {
  await e2eSystem.current?.stop();
  finish(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof StepError ? error.exitCode || 1 : 1);
}
