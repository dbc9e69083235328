// PQRDS submissions per second through the REST adapter, next to a bare Express JSON endpoint measured in the same run.
// Usage: npm run bench:pqrds [-- --seconds 10 --concurrency 16]
// The API runs as in production: its own process talking to the embedded PostgreSQL (a separate process, like
// `npm start`) and a real redis-server. The bare endpoint runs in a process of the same kind. Load comes from a worker
// thread of this script. Figures are noisy on a 2-core machine: compare the ratio, not the absolutes.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { parseArgs } from "node:util";
import { freePort, startRedisServer } from "@portal/core/testing/test-services";
import { repoRoot } from "@portal/db/paths";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "10" }, concurrency: { type: "string", default: "16" } } });
const durationMs = Number(values.seconds) * 1000;
const concurrency = Number(values.concurrency);
const tsx = join(repoRoot, "node_modules/.bin/tsx");
const children: ChildProcess[] = [];

/** What the load generator (load.mjs) runs. */
interface LoadSpec {
  kind: "bare" | "pqrds";
  baseUrl: string;
  concurrency: number;
  durationMs: number;
  body: Record<string, unknown>;
}

function start(script: string, env: Record<string, string>, ready: RegExp): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let out = "";
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) resolve();
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${script} terminó (${code}):\n${out.slice(-2000)}`)));
  });
}

function measure(spec: LoadSpec): Promise<{ latencies: number[]; failures: number }> {
  return new Promise((resolve, reject) => {
    // execArgv: [] — the worker must not inherit tsx's loader hooks, which hang worker threads on Node 20.
    const worker = new Worker(new URL("./load.mjs", import.meta.url), { workerData: spec, execArgv: [] });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}

function summary(name: string, r: { latencies: number[]; failures: number }) {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return { name, perSecond: sorted.length / (durationMs / 1000), p50: q(0.5), p99: q(0.99), ok: sorted.length, failures: r.failures };
}

const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
const redis = await startRedisServer();
try {
  const pgPort = await freePort();
  await start("packages/db/scripts/serve-embedded.ts", { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) }, /ready|lista|listo/i);
  const env = {
    DATA_DIR: dataDir, DATABASE_URL: `postgresql://postgres:postgres@127.0.0.1:${pgPort}/postgres`, REDIS_URL: redis.url,
    LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "100000000", RATE_LIMIT_MULTIPLIER: "100000", ADMIN_PASSWORD: "bench-admin-1", NODE_ENV: "production",
  };
  await start("packages/core/scripts/setup.ts", env, /Administrador principal creado/);
  const apiPort = await freePort();
  const barePort = await freePort();
  await start("apps/api/bench/servers.ts", { ...env, API_PORT: String(apiPort), BARE_PORT: String(barePort) }, /servers ready/);

  const body = {
    complaintFormTypeID: 2, anonymous: true, responseTypeID: 1, typeprivacy: true,
    description: "Solicito información sobre el alumbrado público del barrio Laureles. Gracias.",
  };
  console.log(`\nPQRDS submissions vs a bare Express JSON endpoint — ${concurrency} concurrent clients, ${values.seconds} s each\n`);
  // Warm both (JIT, pools), then measure the bare endpoint first and the submission second.
  await measure({ kind: "bare", baseUrl: `http://127.0.0.1:${barePort}`, concurrency, durationMs: 1500, body });
  await measure({ kind: "pqrds", baseUrl: `http://127.0.0.1:${apiPort}`, concurrency, durationMs: 1500, body });
  const bare = summary("bare Express POST /echo", await measure({ kind: "bare", baseUrl: `http://127.0.0.1:${barePort}`, concurrency, durationMs, body }));
  const pqrds = summary("PQRDS submission (GET captcha + POST complaintforms)", await measure({ kind: "pqrds", baseUrl: `http://127.0.0.1:${apiPort}`, concurrency, durationMs, body }));
  const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
  console.log(`${"what".padEnd(54)}${"per s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"ok".padStart(8)}${"failed".padStart(8)}`);
  for (const r of [bare, pqrds]) console.log(`${r.name.padEnd(54)}${fmt(r.perSecond)}${fmt(r.p50)}${fmt(r.p99)}${String(r.ok).padStart(8)}${String(r.failures).padStart(8)}`);
  console.log(`\nratio PQRDS submissions / bare requests: ${(pqrds.perSecond / bare.perSecond).toFixed(3)}×`);
  console.log("Each submission is stored (with its history and e-mail outbox rows) before its jobs are queued.");
} finally {
  for (const child of children.reverse()) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  await redis.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
