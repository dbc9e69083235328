import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "@portal/db/paths";
import { freeServerPort } from "@portal/db/testing/free-port";
import { API_NODE_ARGS } from "../../../tooling/node-args.mjs";

const tsx = join(repoRoot, "node_modules/.bin/tsx");

/**
 * Starts a script of the repository (through tsx, or node with `nodeArgs` such as --cpu-prof) and resolves once its
 * output matches `ready`; it joins `children` so the benchmark stops it at the end.
 */
export function startProcess(
  children: ChildProcess[],
  script: string,
  env: Record<string, string>,
  ready: RegExp,
  nodeArgs: readonly string[] = [],
): Promise<void> {
  return new Promise((resolve, reject) => {
    const [cmd, args] = nodeArgs.length ? [process.execPath, [...nodeArgs, "--import", "tsx", script]] : [tsx, [script]];
    const child = spawn(cmd, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let out = "";
    let isReady = false;
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      // Once ready only the tail is kept (for the exit message): a process that logs on (the worker) must not make
      // this string, and the test of it, grow for the whole run.
      if (isReady) out = out.slice(-4000);
      else if (ready.test(out)) {
        isReady = true;
        resolve();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    // A child that fails once ready (the benchmark stops them with SIGTERM, which they answer with exit code 0): its
    // last output says why, instead of the load generator's "other side closed".
    child.on("exit", (code, signal) => {
      const failed = signal ? signal !== "SIGTERM" : code !== 0;
      if (failed && isReady) console.error(`\n${script} terminó (${code ?? signal}):\n${out.slice(-2000)}`);
      reject(new Error(`${script} terminó (${code}):\n${out.slice(-2000)}`));
    });
  });
}

/**
 * Starts servers.ts (the API beside the bare Express endpoint) on free ports with the API's own Node flags, as
 * `npm start` runs it, and answers their base URLs; BENCH_CPU_PROF=<dir> writes a CPU profile of that process there
 * (open it in Chrome DevTools).
 */
export async function startBenchServers(children: ChildProcess[], env: Record<string, string>): Promise<{ api: string; bare: string }> {
  const apiPort = await freeServerPort();
  const barePort = await freeServerPort();
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  await startProcess(children, "apps/api/bench/servers.ts", { ...env, API_PORT: String(apiPort), BARE_PORT: String(barePort) }, /servers ready/, [
    ...API_NODE_ARGS,
    ...profile,
  ]);
  return { api: `http://127.0.0.1:${apiPort}`, bare: `http://127.0.0.1:${barePort}` };
}

/** Runs a script (migrations + seed) to its end. */
export function runToEnd(script: string, env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c: Buffer) => (out += c.toString()));
    child.stderr.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${script} terminó (${code}):\n${out.slice(-2000)}`))));
  });
}
