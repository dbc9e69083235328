// The supervisor behind `npm start` restarts crashed children and gives up only on a crash loop.
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { API_NODE_ARGS, WORKER_NODE_ARGS } from "../../tooling/node-args.mjs";
import { SERVER_BUILD_DIR } from "./build-server.mjs";
import { httpStatus, isPortFree, redisPing, waitFor } from "./net.mjs";
import { spawnService } from "./services.mjs";
import { supervise } from "./supervise.mjs";
import { bootSystem } from "./system.mjs";

const tmp = mkdtempSync(join(tmpdir(), "portal-supervise-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * Each test starts several Node processes (a crash loop starts five): a second on a quiet host, past vitest's default
 * 5 s when `npm test` runs this beside the API tests and the web build. Tests that boot the system set their own.
 */
const SPAWNS = { timeout: 60_000 };

/** @param {string} script */
const node = (script) => () => spawnService("t", process.execPath, ["-e", script], { quiet: true });

/** @param {number} from */
async function freePort(from) {
  for (let p = from; p < from + 2000; p++) if (await isPortFree(p)) return p;
  throw new Error("no free port");
}

describe("supervise", SPAWNS, () => {
  it("restarts a crashed child with backoff and logs each restart, and when it is back", { timeout: 30_000 }, async () => {
    const lines = /** @type {string[]} */ ([]);
    let starts = 0;
    const service = supervise(
      "flaky",
      () => {
        starts += 1;
        // The first process crashes, the second stays up.
        return node(starts === 1 ? "process.exit(3)" : "setInterval(() => {}, 1000)")();
      },
      { armed: true, backoffMs: [50], log: (l) => lines.push(l), onGiveUp: () => lines.push("gave up") },
    );
    await waitFor("restart", async () => starts === 2 && service.pid !== undefined && service.exitInfo() === null, { timeoutMs: 10_000 });
    expect(service.restarts()).toBe(1);
    expect(lines[0]).toMatch(/^\[supervisor\] flaky stopped unexpectedly \(exit code 3\); restart 1 in 0\.05 s/);
    // …and says when it is back (here: it stayed up), so the log tells how long the outage lasted.
    await waitFor("back", async () => lines.length === 2, { timeoutMs: 10_000 });
    expect(lines[1]).toMatch(/^\[supervisor\] flaky is back \(restart 1\), \d+\.\d s after it stopped$/);
    await service.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(starts).toBe(2); // a deliberate stop is not restarted
  });

  it("gives up on a crash loop: 5 crashes within the window", async () => {
    let starts = 0;
    /** @type {number[]} */
    const gaveUp = [];
    const lines = /** @type {string[]} */ ([]);
    supervise(
      "loop",
      () => {
        starts += 1;
        return node("process.exit(1)")();
      },
      { armed: true, backoffMs: [10, 20, 40], maxCrashes: 5, windowMs: 60_000, log: (l) => lines.push(l), onGiveUp: (_s, crashes) => gaveUp.push(crashes) },
    );
    await waitFor("give up", async () => gaveUp.length > 0, { timeoutMs: 20_000 });
    await new Promise((r) => setTimeout(r, 200));
    expect(gaveUp).toEqual([5]);
    expect(starts).toBe(5);
    expect(lines.at(-1)).toMatch(/loop crashed 5 times within 60 s .*not restarting it again/);
  });

  it("before it is armed (while the system starts) an exit is reported at once, not restarted", async () => {
    let starts = 0;
    const gaveUp = /** @type {string[]} */ ([]);
    supervise(
      "early",
      () => {
        starts += 1;
        return node("process.exit(2)")();
      },
      { backoffMs: [10], onGiveUp: (s) => gaveUp.push(String(s.exitInfo()?.code)) },
    );
    await waitFor("report", async () => gaveUp.length > 0, { timeoutMs: 10_000 });
    expect(gaveUp).toEqual(["2"]);
    expect(starts).toBe(1);
  });
});

describe("the system as `npm start` boots it", () => {
  it("a SIGKILLed API is restarted and answers again while the worker keeps running; a crash loop stops it", { timeout: 300_000 }, async () => {
    const base = 41_000 + (process.pid % 1000) * 3;
    const port = await freePort(base);
    const pgPort = await freePort(port + 1);
    const redisPort = await freePort(pgPort + 1);
    const dataDir = join(tmp, "data");
    const restarts = /** @type {string[]} */ ([]);
    const gaveUp = /** @type {string[]} */ ([]);
    /** @type {NodeJS.ProcessEnv} */
    const env = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      EMBEDDED_REDIS_PORT: String(redisPort),
      LOG_LEVEL: "warn",
    };
    for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NODE_ENV"]) delete env[key];
    const system = await bootSystem({
      env,
      build: false,
      onRestart: (info) => restarts.push(info.name),
      onUnexpectedExit: (service) => gaveUp.push(service.name),
      // Short pauses so the crash loop below fits in the test; the counting is the production one.
      restartPolicy: { backoffMs: [300, 600, 1_000] },
    });
    try {
      const health = () => httpStatus(`http://127.0.0.1:${port}/healthz`);
      expect(await health()).toBe(200);

      // The embedded Redis has a password kept in DATA_DIR (0600): without it, no answer.
      expect(statSync(join(dataDir, "redis-password")).mode & 0o777).toBe(0o600);
      expect(await redisPing(redisPort)).toBe(false);
      // So has the embedded PostgreSQL: a client without it is refused as PostgreSQL refuses one (28P01).
      expect(statSync(join(dataDir, "pg-password")).mode & 0o777).toBe(0o600);
      const stranger = new pg.Client({ connectionString: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/postgres` });
      expect(
        await stranger.connect().then(
          () => "conectado",
          (/** @type {{ code?: string }} */ error) => error.code,
        ),
      ).toBe("28P01");
      await stranger.end().catch(() => {});

      const api = /** @type {NonNullable<ReturnType<typeof system.service>>} */ (system.service("api"));
      const worker = /** @type {NonNullable<ReturnType<typeof system.service>>} */ (system.service("worker"));
      const workerPid = worker.pid;
      // The worker runs with its heap cap (tooling/node-args.mjs): its memory bounded whatever the backlog.
      const workerCommandLine = readFileSync(`/proc/${workerPid}/cmdline`, "utf8").split("\0");
      for (const flag of WORKER_NODE_ARGS) expect(workerCommandLine).toContain(flag);
      const firstApiPid = api.pid;
      // The API runs with its Node flags, as the benchmarks measured it.
      const apiCommandLine = readFileSync(`/proc/${firstApiPid}/cmdline`, "utf8").split("\0");
      for (const flag of API_NODE_ARGS) expect(apiCommandLine).toContain(flag);
      // And from its bundle, not through tsx: it boots on about half the CPU, so a killed API is back sooner.
      expect(apiCommandLine).toContain(join(SERVER_BUILD_DIR, "api.mjs"));
      expect(apiCommandLine).not.toContain("tsx");
      process.kill(/** @type {number} */ (firstApiPid), "SIGKILL");
      const killedAt = Date.now();
      await waitFor("the API answers again", async () => api.pid !== firstApiPid && (await health()) === 200, { timeoutMs: 60_000 });
      const recoveredInMs = Date.now() - killedAt;
      console.info(`API restarted and answering ${recoveredInMs} ms after SIGKILL`);
      expect(restarts).toEqual(["api"]);
      expect(worker.pid).toBe(workerPid);
      expect(worker.exitInfo()).toBeNull();
      expect(gaveUp).toEqual([]);

      // A crash loop: the API killed again as soon as each new process starts: the 5th crash in a minute is the last.
      let lastPid = api.pid;
      for (let i = 0; i < 4; i++) {
        process.kill(/** @type {number} */ (lastPid), "SIGKILL");
        if (i < 3) await waitFor("next API process", async () => api.pid !== lastPid, { timeoutMs: 30_000 });
        lastPid = api.pid;
      }
      await waitFor("the supervisor gives up", async () => gaveUp.length > 0, { timeoutMs: 30_000 });
      expect(gaveUp).toEqual(["api"]);
      expect(restarts).toEqual(["api", "api", "api", "api"]);
      await new Promise((r) => setTimeout(r, 1500));
      expect(api.exitInfo()).not.toBeNull(); // not restarted again
      expect(worker.exitInfo()).toBeNull();
    } finally {
      await system.stop();
    }
  });
});
