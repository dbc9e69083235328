// Provisioning of the system packages the two commands need (redis-server, chromium) on Debian/Ubuntu.
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { delimiter, isAbsolute, join } from "node:path";

/** @returns {boolean} */
export function isRoot() {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/**
 * Debian, Ubuntu and their derivatives (by /etc/os-release, or /etc/debian_version).
 * @param {string} [osRelease] path, for tests
 * @returns {boolean}
 */
export function isDebianLike(osRelease = "/etc/os-release") {
  try {
    const text = readFileSync(osRelease, "utf8");
    const field = (/** @type {string} */ name) => (new RegExp(`^${name}=("?)([^"\\n]*)\\1`, "m").exec(text)?.[2] ?? "").toLowerCase();
    if (/\b(debian|ubuntu)\b/.test(`${field("ID")} ${field("ID_LIKE")}`)) return true;
  } catch {
    /* fall through */
  }
  return osRelease === "/etc/os-release" && existsSync("/etc/debian_version");
}

/**
 * Finds an executable: an absolute path is checked as is, a bare name is looked up on PATH.
 * @param {string} binary
 * @param {string} [pathVar]
 * @returns {string | null}
 */
export function findBinary(binary, pathVar = process.env.PATH ?? "") {
  const candidates = isAbsolute(binary)
    ? [binary]
    : pathVar
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, binary));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* next */
    }
  }
  return null;
}

/**
 * @typedef {object} AptRequirement
 * @property {string} binary executable name or absolute path that must exist
 * @property {string} pkg Debian package that provides it
 * @property {string} [alternative] what else the user can do (shown when it cannot be installed)
 *
 * @typedef {object} ProvisionOptions
 * @property {string} [pathVar] PATH to search (default: process.env.PATH)
 * @property {boolean} [root] override root detection (tests)
 * @property {boolean} [debian] override Debian detection (tests)
 * @property {boolean} [dryRun] print the apt-get commands instead of running them (also PORTAL_PROVISION_DRY_RUN=1)
 * @property {(line: string) => void} [log]
 */

/** Thrown when a requirement is missing and cannot be installed here; its message says what to do. */
export class ProvisionError extends Error {}

/**
 * Makes sure every requirement's binary exists. Missing ones are installed with one
 * `apt-get update` + `apt-get install -y <pkgs>` when running as root on Debian/Ubuntu;
 * otherwise a ProvisionError names the options.
 * @param {AptRequirement[]} requirements
 * @param {ProvisionOptions} [options]
 * @returns {{ installed: string[], dryRun: boolean }}
 */
export function ensureAptPackages(requirements, options = {}) {
  const log = options.log ?? ((line) => console.log(line));
  const pathVar = options.pathVar ?? process.env.PATH ?? "";
  const dryRun = options.dryRun ?? process.env.PORTAL_PROVISION_DRY_RUN === "1";
  const missing = requirements.filter((r) => !findBinary(r.binary, pathVar));
  if (missing.length === 0) return { installed: [], dryRun };

  const pkgs = [...new Set(missing.map((r) => r.pkg))];
  const root = options.root ?? isRoot();
  const debian = options.debian ?? isDebianLike();
  const aptGet = findBinary("apt-get", pathVar) ?? (dryRun ? "apt-get" : null);
  if (!root || !debian || !aptGet) {
    const why = !debian ? "this is not Debian/Ubuntu" : !root ? "not running as root" : "apt-get is not available";
    const lines = missing.map((r) => `  - ${r.binary} (Debian package "${r.pkg}")${r.alternative ? `: install it, or ${r.alternative}` : ""}`);
    throw new ProvisionError(
      [
        `Missing: ${missing.map((r) => r.binary).join(", ")} — cannot install automatically (${why}).`,
        ...lines,
        `On Debian/Ubuntu, as root: apt-get update && apt-get install -y ${pkgs.join(" ")}`,
      ].join("\n"),
    );
  }

  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const commands = [
    [aptGet, ["update"]],
    [aptGet, ["install", "-y", ...pkgs]],
  ];
  log(`Installing ${pkgs.join(", ")} with apt-get (missing: ${missing.map((r) => r.binary).join(", ")})…`);
  for (const [cmd, args] of /** @type {[string, string[]][]} */ (commands)) {
    if (dryRun) {
      log(`[dry-run] ${cmd} ${args.join(" ")}`);
      continue;
    }
    const result = spawnSync(cmd, args, { stdio: "inherit", env });
    if (result.status !== 0) throw new ProvisionError(`"${cmd} ${args.join(" ")}" failed (exit ${result.status ?? result.signal}).`);
  }
  if (!dryRun) {
    const still = missing.filter((r) => !findBinary(r.binary, pathVar));
    if (still.length) throw new ProvisionError(`apt-get finished but ${still.map((r) => r.binary).join(", ")} is still missing.`);
  }
  return { installed: pkgs, dryRun };
}

/**
 * The single-package form used by the commands.
 * @param {string} binary
 * @param {string} pkg
 * @param {ProvisionOptions & { alternative?: string }} [options]
 */
export function ensureAptPackage(binary, pkg, options = {}) {
  return ensureAptPackages([{ binary, pkg, alternative: options.alternative }], options);
}

export const REDIS_REQUIREMENT = /** @type {AptRequirement} */ ({
  binary: "redis-server",
  pkg: "redis-server",
  alternative: "set REDIS_URL to an existing Redis (e.g. REDIS_URL=redis://127.0.0.1:6379)",
});

/** Debian's PostgreSQL server for the tests that need several real sessions (two migrators at once) and the benchmarks. */
export const POSTGRES_REQUIREMENT = /** @type {AptRequirement} */ ({
  binary: "pg_ctlcluster",
  pkg: "postgresql",
  alternative: "install Debian's postgresql package (the tests start a throwaway cluster of it; its service need not run)",
});

/** HAProxy, the load balancer of the compose "scale" profile: the tests check deploy/haproxy.cfg with it (haproxy -c). */
export const HAPROXY_REQUIREMENT = /** @type {AptRequirement} */ ({
  binary: "/usr/sbin/haproxy",
  pkg: "haproxy",
  alternative: "install Debian's haproxy package (the tests check the load balancer's configuration with it)",
});

/** clamd for the upload-scanning tests (they give it a signature database of their own; Debian ships none). */
export const CLAMD_REQUIREMENT = /** @type {AptRequirement} */ ({
  binary: "/usr/sbin/clamd",
  pkg: "clamav-daemon",
  alternative: "install Debian's clamav-daemon package so that /usr/sbin/clamd exists (the upload-scanning tests start it)",
});

export const DOVECOT_REQUIREMENT = /** @type {AptRequirement} */ ({
  binary: "/usr/sbin/dovecot",
  pkg: "dovecot-imapd",
  alternative: "install Debian's dovecot-imapd package so that /usr/sbin/dovecot exists (the bounce-mailbox tests start it)",
});

const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_REQUIREMENT = /** @type {AptRequirement} */ ({
  binary: CHROMIUM_PATH,
  pkg: "chromium",
  alternative: "install Debian's chromium package so that /usr/bin/chromium exists (the browser tests drive it)",
});

/** Chromium's headless shell: the browser tests drive it when present (~25 % less CPU than the full browser). */
export const CHROMIUM_HEADLESS_SHELL_REQUIREMENT = /** @type {AptRequirement} */ ({
  binary: "/usr/bin/chromium-headless-shell",
  pkg: "chromium-headless-shell",
  alternative: "install Debian's chromium-headless-shell package (without it the browser tests drive /usr/bin/chromium)",
});
