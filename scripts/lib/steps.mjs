// The set-up steps both commands share: dependencies, Prisma client, and running a command as a step.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/** Environment every step and service gets: no telemetry, no update checks. @type {Record<string, string>} */
export const quietToolsEnv = {
  TURBO_TELEMETRY_DISABLED: "1",
  DO_NOT_TRACK: "1",
  CHECKPOINT_DISABLE: "1",
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  NPM_CONFIG_UPDATE_NOTIFIER: "false",
};

/** A failed step; `exitCode` is the command's. */
export class StepError extends Error {
  /** @param {string} message @param {number} exitCode */
  constructor(message, exitCode) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** @param {string} title */
export function banner(title) {
  const bold = process.stdout.isTTY && !process.env.NO_COLOR;
  console.log(bold ? `\n\x1b[1m▶ ${title}\x1b[0m` : `\n▶ ${title}`);
}

/**
 * Runs a command with inherited output and rejects with a StepError on a non-zero exit.
 * Async (not spawnSync) so that services this process serves keep answering meanwhile.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, title?: string }} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  if (options.title) banner(options.title);
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? repoRoot, env: options.env ?? process.env, stdio: "inherit" });
    const forward = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    const cleanup = () => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
    };
    child.once("error", (error) => {
      cleanup();
      reject(new StepError(`${command}: ${error.message}`, 127));
    });
    child.once("exit", (code, signal) => {
      cleanup();
      if (code === 0) resolvePromise();
      else reject(new StepError(`"${[command, ...args].join(" ")}" failed (${signal ?? `exit ${code}`})`, code ?? 1));
    });
  });
}

/** @param {string} name a binary in node_modules/.bin */
export const bin = (name) => join(repoRoot, "node_modules/.bin", name);

/** Runs a TypeScript file with tsx in the same node process (signals reach it directly, no wrapper process). */
export const tsxArgs = (/** @type {string} */ file) => ["--import", "tsx", join(repoRoot, file)];

/** @param {string} path */
const mtime = (path) => statSync(path).mtimeMs;

/**
 * `npm ci` when node_modules is missing or older than package-lock.json (`npm install` without a lockfile).
 * @param {NodeJS.ProcessEnv} env
 */
export async function ensureDependencies(env) {
  const lock = join(repoRoot, "package-lock.json");
  const hidden = join(repoRoot, "node_modules/.package-lock.json");
  const hasLock = existsSync(lock);
  const needed = !existsSync(join(repoRoot, "node_modules")) || !existsSync(hidden) || (hasLock && mtime(lock) > mtime(hidden));
  if (!needed) return false;
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  await run(npm, hasLock ? ["ci"] : ["install"], { env, title: hasLock ? "Installing dependencies (npm ci)" : "Installing dependencies (npm install)" });
  return true;
}

/**
 * `prisma generate` when the generated client is missing or older than the schema (any file of the prisma/schema
 * folder, or the folder itself: a removed file changes its time).
 * An explicit step: npm 11 blocks dependencies' install scripts, so nothing generates it on install.
 * @param {NodeJS.ProcessEnv} env
 */
export async function ensurePrismaClient(env) {
  const schemaDir = join(repoRoot, "prisma/schema");
  const generated = join(repoRoot, "packages/db/src/generated");
  const client = join(generated, "client.ts");
  let needed = !existsSync(client);
  if (!needed) {
    const newest = Math.max(
      ...readdirSync(generated, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => mtime(join(e.parentPath, e.name))),
    );
    const schemaTime = Math.max(
      mtime(schemaDir),
      ...readdirSync(schemaDir)
        .filter((f) => f.endsWith(".prisma"))
        .map((f) => mtime(join(schemaDir, f))),
    );
    needed = newest < schemaTime;
  }
  if (!needed) return false;
  await run(bin("prisma"), ["generate"], { env, title: "Generating the Prisma client" });
  return true;
}
