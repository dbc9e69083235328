// Tests of the provisioning library behind `npm start` and `npm test` (run by `npm test` with the root vitest).
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadDotEnv, parseDotEnv } from "./dotenv.mjs";
import { canConnect, isPortFree, redisPing, waitFor } from "./net.mjs";
import { ensureAptPackage, ensureAptPackages, findBinary, isDebianLike, ProvisionError, REDIS_REQUIREMENT } from "./provision.mjs";
import { reclaimStale, spawnService } from "./services.mjs";

const tmp = mkdtempSync(join(tmpdir(), "portal-lib-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Tests that start processes (Node, redis-server) get a minute: past vitest's default 5 s on a loaded host. */
const SPAWNS = { timeout: 60_000 };

/**
 * A directory holding executables named `names` (empty scripts), to use as PATH.
 * @param {string} name
 * @param {string[]} names
 */
function fakePath(name, names) {
  const dir = join(tmp, name);
  mkdirSync(dir, { recursive: true });
  for (const n of names) {
    writeFileSync(join(dir, n), "#!/bin/sh\nexit 0\n");
    chmodSync(join(dir, n), 0o755);
  }
  return dir;
}

describe(".env", () => {
  it("parses KEY=VALUE lines with comments, quotes and export", () => {
    const parsed = parseDotEnv(
      ["# comment", "", "PORT=3001", "export A=b", 'Q="two words" ', "S='x # y'", "C=value # trailing", 'N="a\\nb"', "bad line", "EMPTY="].join("\n"),
    );
    expect(parsed).toEqual({ PORT: "3001", A: "b", Q: "two words", S: "x # y", C: "value", N: "a\nb", EMPTY: "" });
  });

  it("puts the file under the real environment", () => {
    const file = join(tmp, ".env");
    writeFileSync(file, "PORT=4000\nDATA_DIR=/srv/portal\n");
    expect(loadDotEnv(file, { PORT: "5000" })).toEqual({ PORT: "5000", DATA_DIR: "/srv/portal" });
    expect(loadDotEnv(join(tmp, "missing.env"), { A: "1" })).toEqual({ A: "1" });
  });
});

describe("provisioning", () => {
  const debianRelease = join(tmp, "os-release-debian");
  const fedoraRelease = join(tmp, "os-release-fedora");
  writeFileSync(debianRelease, 'PRETTY_NAME="Debian GNU/Linux 12 (bookworm)"\nID=debian\n');
  writeFileSync(fedoraRelease, 'ID=fedora\nID_LIKE="rhel centos"\n');
  writeFileSync(join(tmp, "os-release-ubuntu"), "ID=ubuntu\nID_LIKE=debian\n");

  it("recognises Debian and Ubuntu", () => {
    expect(isDebianLike(debianRelease)).toBe(true);
    expect(isDebianLike(join(tmp, "os-release-ubuntu"))).toBe(true);
    expect(isDebianLike(fedoraRelease)).toBe(false);
  });

  it("finds binaries on PATH or by absolute path", () => {
    const dir = fakePath("with-redis", ["redis-server"]);
    expect(findBinary("redis-server", dir)).toBe(join(dir, "redis-server"));
    expect(findBinary("redis-server", fakePath("empty", []))).toBeNull();
    expect(findBinary(join(dir, "redis-server"), "")).toBe(join(dir, "redis-server"));
    expect(findBinary(join(dir, "nope"), dir)).toBeNull();
  });

  it("does nothing when the binary exists", () => {
    const log = /** @type {string[]} */ ([]);
    const result = ensureAptPackage("redis-server", "redis-server", { pathVar: fakePath("with-redis", ["redis-server"]), log: (l) => log.push(l) });
    expect(result.installed).toEqual([]);
    expect(log).toEqual([]);
  });

  it("installs missing packages with one apt-get update + install when root on Debian", () => {
    const log = /** @type {string[]} */ ([]);
    const result = ensureAptPackages([REDIS_REQUIREMENT, { binary: join(tmp, "no/chromium"), pkg: "chromium" }], {
      pathVar: fakePath("apt-only", ["apt-get"]),
      root: true,
      debian: true,
      dryRun: true,
      log: (l) => log.push(l),
    });
    expect(result.installed).toEqual(["redis-server", "chromium"]);
    expect(log.slice(1)).toEqual([
      `[dry-run] ${join(tmp, "apt-only/apt-get")} update`,
      `[dry-run] ${join(tmp, "apt-only/apt-get")} install -y redis-server chromium`,
    ]);
  });

  it("stops with a message naming the options when it cannot install", () => {
    const pathVar = fakePath("apt-only", ["apt-get"]);
    const attempt = (/** @type {{ root: boolean, debian: boolean }} */ opts) => () =>
      ensureAptPackages([REDIS_REQUIREMENT], { pathVar, dryRun: true, ...opts });
    expect(attempt({ root: false, debian: true })).toThrow(ProvisionError);
    expect(attempt({ root: false, debian: true })).toThrow(/not running as root[\s\S]*set REDIS_URL[\s\S]*apt-get install -y redis-server/);
    expect(attempt({ root: true, debian: false })).toThrow(/not Debian\/Ubuntu/);
  });
});

describe("services", SPAWNS, () => {
  it("prefixes output lines and stops on SIGTERM", async () => {
    const lines = /** @type {string[]} */ ([]);
    const service = spawnService("t", process.execPath, ["-e", "console.log('one'); console.error('two'); setInterval(() => {}, 1000)"], {
      quiet: true,
      onLine: (l) => lines.push(l),
      pidFile: join(tmp, "run/t.pid"),
    });
    await waitFor("output", async () => lines.length === 2, { timeoutMs: 10_000 });
    expect(lines.sort()).toEqual(["one", "two"]);
    expect(readFileSync(join(tmp, "run/t.pid"), "utf8").trim()).toBe(String(service.pid));
    await service.stop();
    expect(service.exitInfo()).toEqual({ code: null, signal: "SIGTERM" });
    expect(existsSync(join(tmp, "run/t.pid"))).toBe(false);
  });

  it("kills what ignores SIGTERM after the stop timeout", async () => {
    const service = spawnService("stubborn", process.execPath, ["-e", "process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000)"], {
      quiet: true,
      stopTimeoutMs: 300,
      detached: true,
    });
    await waitFor("up", async () => service.tail.includes("up"), { timeoutMs: 10_000 });
    await service.stop();
    expect(service.exitInfo()?.signal).toBe("SIGKILL");
  });

  it("reclaims a leftover process named in a pid file, and only one matching the marker", async () => {
    const marker = `leftover-${process.pid}`;
    const service = spawnService("left", process.execPath, ["-e", "setInterval(() => {}, 1000)", marker], { quiet: true });
    const pidFile = join(tmp, "run/left.pid");
    writeFileSync(pidFile, `${service.pid}\n`);
    await reclaimStale(pidFile, "something-else", () => {});
    expect(service.exitInfo()).toBeNull();
    writeFileSync(pidFile, `${service.pid}\n`);
    await reclaimStale(pidFile, marker, () => {});
    await service.exited;
    expect(service.exitInfo()?.signal).toBe("SIGTERM");
  });
});

describe("local Redis (the arguments npm start uses)", SPAWNS, () => {
  it("starts, answers PING, persists under its dir and stops", async () => {
    const redisServer = findBinary("redis-server");
    if (!redisServer) throw new Error("redis-server is missing: npm test installs it first");
    let port = 0;
    for (let p = 64100 + (process.pid % 500); !port; p++) if (await isPortFree(p)) port = p;
    const dir = join(tmp, "redis");
    mkdirSync(dir);
    const redis = spawnService(
      "redis",
      redisServer,
      ["--bind", "127.0.0.1", "--port", String(port), "--dir", dir, "--appendonly", "yes", "--save", "", "--daemonize", "no", "--loglevel", "warning"],
      { quiet: true },
    );
    try {
      await waitFor("PING", () => redisPing(port), { timeoutMs: 15_000, abort: () => (redis.exitInfo() ? redis.tail.join("\n") : null) });
      expect(await canConnect(port)).toBe(true);
      expect(existsSync(join(dir, "appendonlydir"))).toBe(true);
    } finally {
      await redis.stop();
    }
    expect(await redisPing(port)).toBe(false);
  });
});
