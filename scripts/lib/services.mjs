// Child processes with prefixed output, graceful stop, and pid files to reclaim leftovers of a killed supervisor.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

const COLORS = [36, 35, 33, 32, 34, 91, 96];
let nextColor = 0;
const useColor = () => Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;

/**
 * @typedef {object} ServiceOptions
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [cwd]
 * @property {boolean} [detached] own process group: a terminal's Ctrl-C reaches only the supervisor, which stops children in order
 * @property {string} [pidFile] written while the process runs (see reclaimStale)
 * @property {(line: string) => void} [onLine] every output line, unprefixed
 * @property {boolean} [quiet] do not echo output (it is still kept in `tail`)
 * @property {RegExp} [hide] lines not echoed (still kept in `tail`)
 * @property {number} [stopTimeoutMs] SIGKILL after this long (default 15 s)
 *
 * @typedef {object} Service
 * @property {string} name
 * @property {import("node:child_process").ChildProcess} child
 * @property {number | undefined} pid
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited
 * @property {() => { code: number | null, signal: NodeJS.Signals | null } | null} exitInfo
 * @property {() => boolean} stopping true once stop() was called
 * @property {string[]} tail the last output lines
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop
 */

/**
 * Spawns `command args` and prefixes each output line with `[name]`.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {ServiceOptions} [options]
 * @returns {Service}
 */
export function spawnService(name, command, args, options = {}) {
  const color = COLORS[nextColor++ % COLORS.length];
  const label = `[${name}]`.padEnd(9);
  const prefix = useColor() ? `\x1b[${color}m${label}\x1b[0m ` : `${label} `;
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  /** @type {string[]} */
  const tail = [];
  /** @type {{ code: number | null, signal: NodeJS.Signals | null } | null} */
  let exit = null;
  let stopping = false;

  const pipe = (/** @type {NodeJS.ReadableStream | null} */ stream, /** @type {NodeJS.WriteStream} */ out) => {
    if (!stream) return;
    let buffer = "";
    const emit = (/** @type {string} */ line) => {
      tail.push(line);
      if (tail.length > 50) tail.shift();
      options.onLine?.(line);
      if (!options.quiet && !options.hide?.test(line)) out.write(`${prefix}${line}\n`);
    };
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      buffer += chunk;
      const lines = buffer.split(/\r?\n/);
      buffer = lines.pop() ?? "";
      for (const line of lines) emit(line);
    });
    stream.on("end", () => {
      if (buffer) emit(buffer);
      buffer = "";
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);

  if (options.pidFile && child.pid) {
    mkdirSync(dirname(options.pidFile), { recursive: true });
    writeFileSync(options.pidFile, `${child.pid}\n`);
  }

  const exited = new Promise((resolve) => {
    child.once("error", (error) => {
      tail.push(String(error.message));
      if (!options.quiet) process.stderr.write(`${prefix}${error.message}\n`);
      exit ??= { code: 127, signal: null };
      resolve(exit);
    });
    child.once("exit", (code, signal) => {
      exit = { code, signal };
      if (options.pidFile) rmSync(options.pidFile, { force: true });
      resolve(exit);
    });
  });

  const signalChild = (/** @type {NodeJS.Signals} */ signal) => {
    try {
      if (options.detached && child.pid) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      /* already gone */
    }
  };

  return {
    name,
    child,
    pid: child.pid,
    exited,
    exitInfo: () => exit,
    stopping: () => stopping,
    tail,
    async stop(signal = "SIGTERM") {
      stopping = true;
      if (exit) return;
      signalChild(signal);
      const timeoutMs = options.stopTimeoutMs ?? 15_000;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      const timedOut = await Promise.race([exited.then(() => false), new Promise((r) => (timer = setTimeout(() => r(true), timeoutMs)))]);
      clearTimeout(timer);
      if (timedOut) {
        process.stderr.write(`${prefix}did not stop within ${timeoutMs / 1000} s: SIGKILL\n`);
        signalChild("SIGKILL");
        await exited;
      }
    },
  };
}

/**
 * A supervisor killed with SIGKILL leaves its children running (holding the data directory and ports).
 * If `pidFile` names a live process whose command line contains `marker` (or one of them), stop it (SIGTERM, then
 * SIGKILL).
 * @param {string} pidFile
 * @param {string | string[]} marker
 * @param {(line: string) => void} [log]
 */
export async function reclaimStale(pidFile, marker, log = (line) => console.log(line)) {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  rmSync(pidFile, { force: true });
  if (!Number.isInteger(pid) || pid <= 1) return;
  let cmdline;
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return; // not running
  }
  if (!(Array.isArray(marker) ? marker : [marker]).some((m) => cmdline.includes(m))) return;
  log(`Stopping a leftover process from a previous run (pid ${pid}: ${cmdline.trim().slice(0, 120)})`);
  const alive = () => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    return;
  }
  for (let i = 0; i < 100 && alive(); i++) await new Promise((r) => setTimeout(r, 100));
  if (alive()) process.kill(pid, "SIGKILL");
}
