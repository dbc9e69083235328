// Boots the whole system the way `npm start` does (and the browser tests' global set-up):
// embedded PostgreSQL and Redis unless DATABASE_URL / REDIS_URL are set, migrations + seed, web build, API and worker.
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { API_NODE_ARGS, WORKER_NODE_ARGS } from "../../tooling/node-args.mjs";
import { buildServer, bundleArgs, bundleMarker, SERVER_ENTRIES } from "./build-server.mjs";
import { httpStatus, isPortFree, redisPing, waitFor, waitForPort } from "./net.mjs";
import { ensureAptPackages, findBinary, REDIS_REQUIREMENT } from "./provision.mjs";
import { ensureSecretFile, writePrivateFile } from "./secrets.mjs";
import { reclaimStale, spawnService } from "./services.mjs";
import { bin, quietToolsEnv, repoRoot, run, StepError, tsxArgs } from "./steps.mjs";
import { supervise } from "./supervise.mjs";

const DEFAULT_PG_PORT = 54329;
const DEFAULT_REDIS_PORT = 63799;
const SETUP_SCRIPT = "packages/core/scripts/setup.ts";

/** @param {string | undefined} value */
const isSet = (value) => value !== undefined && value.trim() !== "";

/**
 * @param {NodeJS.ProcessEnv} env
 * @param {string} name
 * @param {number} fallback
 */
function portFrom(env, name, fallback) {
  const raw = env[name];
  if (!isSet(raw)) return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new StepError(`${name}=${raw} is not a port number.`, 2);
  return port;
}

/**
 * @param {number} port
 * @param {string} what
 * @param {string} hint
 */
async function requireFreePort(port, what, hint) {
  if (!(await isPortFree(port))) throw new StepError(`Port ${port} (${what}) is already in use. ${hint}`, 2);
}

/** Builds the web app (turbo caches it). NODE_ENV is fixed so start, tests and the bundle benchmark share the cache. */
export function buildWeb(/** @type {NodeJS.ProcessEnv} */ env) {
  return run(bin("turbo"), ["run", "build", "--filter=@portal/web", "--output-logs=errors-only"], {
    env: { ...env, NODE_ENV: "production" },
    title: "Building the web app (turbo, cached)",
  });
}

/**
 * @typedef {object} BootOptions
 * @property {NodeJS.ProcessEnv} env the environment (with .env already merged)
 * @property {"production" | "development"} [mode] NODE_ENV of the API and worker (default production)
 * @property {boolean} [build] build the web app first (default true)
 * @property {boolean} [detached] run services in their own process groups (start.mjs: so Ctrl-C stops them in order)
 * @property {boolean} [webDev] also run Vite's dev server (npm run dev)
 * @property {(service: import("./services.mjs").Service) => void} [onUnexpectedExit] a service stopped and will not be
 *   restarted: it died while the system was starting, or it crashed repeatedly (a crash loop, see supervise.mjs)
 * @property {(info: { name: string, restart: number, delayMs: number }) => void} [onRestart] a crashed service is being restarted
 * @property {Partial<Pick<import("./supervise.mjs").SuperviseOptions, "backoffMs" | "maxCrashes" | "windowMs">>} [restartPolicy]
 * @property {AbortSignal} [signal] aborts the boot (what was started is stopped, the reason is thrown)
 *
 * @typedef {object} RunningSystem
 * @property {string} url the portal's local URL
 * @property {string} dataDir absolute
 * @property {() => Promise<void>} stop API and worker first, then Redis and the embedded database
 * @property {() => void} kill SIGKILL everything (a second Ctrl-C)
 * @property {(name: string) => import("./supervise.mjs").Supervised | undefined} service a supervised service by name
 *   ("postgres", "redis", "api", "worker", "web")
 */

/**
 * @param {BootOptions} options
 * @returns {Promise<RunningSystem>}
 */
export async function bootSystem(options) {
  const mode = options.mode ?? "production";
  const env = { ...process.env, ...options.env, ...quietToolsEnv };
  const dataDir = resolve(repoRoot, isSet(env.DATA_DIR) ? /** @type {string} */ (env.DATA_DIR) : ".data");
  const runDir = join(dataDir, "run");
  mkdirSync(runDir, { recursive: true });
  env.DATA_DIR = dataDir;
  const port = portFrom(env, "PORT", 3000);
  env.PORT = String(port);
  const detached = options.detached ?? false;
  const marker = (/** @type {string} */ file) => join(repoRoot, file);

  /** @type {{ infra: import("./supervise.mjs").Supervised[], apps: import("./supervise.mjs").Supervised[] }} */
  const started = { infra: [], apps: [] };
  let stopping = false;
  // Each child is restarted when it crashes once the system is up (backoff, one log line each); a crash while
  // starting, or a crash loop, is reported to onUnexpectedExit instead.
  const managed = (
    /** @type {string} */ name,
    /** @type {() => import("./services.mjs").Service} */ start,
    /** @type {import("./supervise.mjs").SuperviseOptions["ready"]} */ ready = undefined,
  ) =>
    supervise(name, start, {
      ...options.restartPolicy,
      ready,
      onRestart: (info) => options.onRestart?.(info),
      onGiveUp: (service) => {
        if (!stopping) options.onUnexpectedExit?.(service);
      },
    });
  const checkAborted = () => options.signal?.throwIfAborted();
  const deadReason = (/** @type {import("./supervise.mjs").Supervised} */ service) => () => {
    checkAborted();
    const exit = service.exitInfo();
    return exit ? `${service.name} exited (${exit.signal ?? `code ${exit.code}`}) before it was ready:\n  ${service.tail.slice(-15).join("\n  ")}` : null;
  };

  const system = {
    url: `http://localhost:${port}`,
    dataDir,
    async stop() {
      stopping = true;
      await Promise.all(started.apps.map((s) => s.stop()));
      await Promise.all(started.infra.map((s) => s.stop()));
    },
    kill() {
      stopping = true;
      for (const s of [...started.apps, ...started.infra]) void s.stop("SIGKILL");
    },
    service: (/** @type {string} */ name) => [...started.apps, ...started.infra].find((s) => s.name === name),
  };

  try {
    // Leftovers of a supervisor that was killed hard hold the data directory and the ports.
    await reclaimStale(join(runDir, "api.pid"), [marker(SERVER_ENTRIES.api), bundleMarker("api")]);
    await reclaimStale(join(runDir, "worker.pid"), [marker(SERVER_ENTRIES.worker), bundleMarker("worker")]);
    await reclaimStale(join(runDir, "redis.pid"), "redis-server 127.0.0.1:");
    await reclaimStale(join(runDir, "postgres.pid"), marker("packages/db/scripts/serve-embedded.ts"));

    // Check and provision first, so nothing is started when something is missing.
    const pgPort = isSet(env.DATABASE_URL) ? null : portFrom(env, "EMBEDDED_PG_PORT", DEFAULT_PG_PORT);
    const redisPort = isSet(env.REDIS_URL) ? null : portFrom(env, "EMBEDDED_REDIS_PORT", DEFAULT_REDIS_PORT);
    await requireFreePort(port, "the portal", "Stop what uses it, or set PORT.");
    if (pgPort) await requireFreePort(pgPort, "embedded PostgreSQL", "Stop what uses it, or set EMBEDDED_PG_PORT, or set DATABASE_URL to a PostgreSQL 14+.");
    if (redisPort) await requireFreePort(redisPort, "local Redis", "Stop what uses it, or set EMBEDDED_REDIS_PORT, or set REDIS_URL to an existing Redis.");
    let redisServer = null;
    if (redisPort) {
      ensureAptPackages([REDIS_REQUIREMENT], { pathVar: env.PATH });
      redisServer = findBinary(REDIS_REQUIREMENT.binary, env.PATH);
      if (!redisServer) throw new StepError("redis-server is still missing (dry run?).", 1);
    }
    if (!existsSync(join(repoRoot, SETUP_SCRIPT))) throw new StepError(`${SETUP_SCRIPT} is missing.`, 1);

    // The API and the worker as one bundle each (build-server.mjs), built while the rest starts; should it fail, they
    // run through tsx as before, only slower to start.
    const serverBuild = buildServer().catch((/** @type {unknown} */ error) => {
      console.warn(
        `Could not bundle the server code (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); the API and the worker run through tsx.`,
      );
      return null;
    });
    if (options.build ?? true) await buildWeb(env);
    checkAborted();

    /** @type {Promise<void>[]} */
    const infraReady = [];
    if (pgPort) {
      // Loopback only, and a random password made once and kept in DATA_DIR (0600), proven by every connection
      // (SCRAM-SHA-256, packages/db/src/pglite-auth.ts): PGlite itself would let in any local user or process.
      const pgPassword = ensureSecretFile(join(dataDir, "pg-password"));
      const pgEnv = { ...env, EMBEDDED_PG_PORT: String(pgPort), EMBEDDED_PG_PASSWORD: pgPassword, PORTAL_SUPERVISOR_PID: String(process.pid) };
      const pg = managed("postgres", () =>
        spawnService("postgres", process.execPath, tsxArgs("packages/db/scripts/serve-embedded.ts"), {
          env: pgEnv,
          cwd: repoRoot,
          detached,
          pidFile: join(runDir, "postgres.pid"),
          stopTimeoutMs: 30_000,
        }),
      );
      started.infra.push(pg);
      env.DATABASE_URL = `postgresql://postgres:${pgPassword}@127.0.0.1:${pgPort}/postgres`;
      infraReady.push(waitForPort(pgPort, { timeoutMs: 120_000, abort: deadReason(pg) }));
    }
    if (redisPort && redisServer) {
      const redisDir = join(dataDir, "redis");
      mkdirSync(redisDir, { recursive: true });
      // A random password made once and kept in DATA_DIR (0600); given to Redis in a 0600 config file, not on its
      // command line (which any local user can read in the process list).
      const redisPassword = ensureSecretFile(join(dataDir, "redis-password"));
      const redisConf = join(runDir, "redis.conf");
      writePrivateFile(redisConf, `requirepass ${redisPassword}\n`);
      // prettier-ignore
      const args = [
        redisConf,
        "--bind",
        "127.0.0.1",
        "--port",
        String(redisPort),
        "--dir",
        redisDir,
        "--appendonly",
        "yes",
        "--save",
        "",
        "--daemonize",
        "no",
        "--protected-mode",
        "yes",
        "--loglevel",
        "warning",
      ];
      const redis = managed("redis", () =>
        spawnService("redis", redisServer, args, {
          env,
          detached,
          pidFile: join(runDir, "redis.pid"),
          // Redis prints its start-up banner and the host's memory overcommit advice at "warning" level.
          hide: /Redis is starting|Redis version=|Configuration loaded|Server initialized|Memory overcommit/,
        }),
      );
      started.infra.push(redis);
      env.REDIS_URL = `redis://:${redisPassword}@127.0.0.1:${redisPort}`;
      infraReady.push(
        waitFor(`Redis on port ${redisPort}`, () => redisPing(redisPort, "127.0.0.1", redisPassword), { timeoutMs: 60_000, abort: deadReason(redis) }),
      );
    }
    await Promise.all(infraReady);
    checkAborted();

    await run(process.execPath, tsxArgs(SETUP_SCRIPT), { env: { ...env, NODE_ENV: mode }, title: "Migrations and first-start data" });

    checkAborted();
    const appEnv = { ...env, NODE_ENV: mode };
    const bundles = await serverBuild;
    // A restart after a crash runs the same code again: the bundle built at start.
    const apiArgs = bundles ? [...API_NODE_ARGS, ...bundleArgs(bundles.api)] : [...API_NODE_ARGS, ...tsxArgs(SERVER_ENTRIES.api)];
    const workerArgs = bundles ? [...WORKER_NODE_ARGS, ...bundleArgs(bundles.worker)] : [...WORKER_NODE_ARGS, ...tsxArgs(SERVER_ENTRIES.worker)];
    const api = managed(
      "api",
      () =>
        spawnService("api", process.execPath, apiArgs, {
          env: appEnv,
          cwd: repoRoot,
          detached,
          pidFile: join(runDir, "api.pid"),
        }),
      // Back once it answers, not once it runs (its boot takes seconds).
      (s) =>
        waitFor("API back", async () => (await httpStatus(`http://127.0.0.1:${port}/healthz`)) === 200, {
          timeoutMs: 120_000,
          abort: () => (s.exitInfo() ? "exited" : null),
        }),
    );
    started.apps.push(api);
    const worker = managed("worker", () =>
      spawnService("worker", process.execPath, workerArgs, {
        env: appEnv,
        cwd: repoRoot,
        detached,
        pidFile: join(runDir, "worker.pid"),
      }),
    );
    started.apps.push(worker);
    if (options.webDev) {
      started.apps.push(
        managed("web", () =>
          spawnService("web", bin("vite"), [], { env: { ...appEnv, API_URL: `http://127.0.0.1:${port}` }, cwd: join(repoRoot, "apps/web"), detached }),
        ),
      );
    }
    const apiOrWorkerDead = () => deadReason(api)() ?? deadReason(worker)();
    await waitFor(`API on port ${port}`, async () => (await httpStatus(`http://127.0.0.1:${port}/healthz`)) === 200, {
      timeoutMs: 90_000,
      abort: apiOrWorkerDead,
    });
    // Up: from now on a crash is restarted rather than fatal.
    for (const s of [...started.infra, ...started.apps]) s.arm();
    return system;
  } catch (error) {
    await system.stop();
    throw error;
  }
}
