// PQRDS submissions and trackings per second through the REST adapter, next to a bare Express JSON endpoint measured
// in the same run, on the embedded database (PGlite) and on a PostgreSQL server.
// Usage: npm run bench:pqrds [-- --seconds 12 --rounds 3 --concurrency 50 --db both|embedded|postgres --only pqrds|tracking]
// BENCH_CPU_PROF=<dir> writes a CPU profile of the API process (node --cpu-prof) into <dir>; BENCH_DB_PROF=<dir> one of
// the embedded database's process, BENCH_GEN_PROF=<dir> one of each load generator run.
// The PostgreSQL server is a throwaway cluster of Debian's `postgresql` (installed when missing), or BENCH_DATABASE_URL
// (an empty database the benchmark may migrate and fill).
// The API runs as in production: its own process talking to the database (the embedded one in a separate process,
// like `npm start`) and a real redis-server. The bare endpoint runs in a process of the same kind. Load comes from a
// worker thread of this script. Figures are noisy on a 2-core machine: compare the ratios, not the absolutes.
// A submission is timed as one request, POST complaintforms, like the bare endpoint: its captcha (GET captcha + POST
// captcha/proof, the proof of work solved by the load generator) is issued and proven before the clock starts, as the
// web form does while the citizen types; that cost is printed apart (and has its own benchmark, bench:captcha). The API
// runs with CAPTCHA_POW_COST=1, as the tests do, so 50 clients can solve it; the server's share of the production cost
// (one PBKDF2 per captcha issued) is measured apart and printed.
import type { ChildProcess } from "node:child_process";
import { pbkdf2Sync } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { startRedisServer } from "@portal/core/testing/test-services";
import { CAPTCHA_POW } from "@portal/schemas/captcha/captcha-rules";
import { ANSWERED_CAPTCHAS, anonymousPetition, benchEnv, CAPTCHA_ANSWER, hostLoad, NO_PER_ADDRESS_LIMITS } from "./bench-env.ts";
import { cpuBetween, cpuPerOperation, cpuSnapshot, type ProcessGroup, sumCpu } from "./cpu-usage.ts";
import { forEachDatabase, type TBenchDatabaseChoice } from "./databases.ts";
import { runToEnd, startBenchServers } from "./processes.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "12" },
    concurrency: { type: "string", default: "50" },
    db: { type: "string", default: "both" },
    only: { type: "string" },
    rounds: { type: "string", default: "3" },
  },
});
const durationMs = Number(values.seconds) * 1000;
const concurrency = Number(values.concurrency);
const rounds = Math.max(1, Number(values.rounds));
const GOALS = { embedded: { pqrds: 0.1, tracking: 0.5 }, postgres: { pqrds: 0.3, tracking: 0.5 } } as const;

/** What the load generator (load.mjs) runs. */
interface LoadSpec {
  kind: "bare" | "pqrds" | "tracking" | "captchas";
  baseUrl: string;
  concurrency: number;
  durationMs: number;
  body?: Record<string, unknown>;
  count?: number;
  /** Which form the captchas are for ("captchas" kind). */
  form?: "pqrds" | "tracking";
  captchaIds?: string[];
  trackingIDs?: string[];
  captchaAnswer?: string;
}
interface LoadResult {
  /** CPU ms used meanwhile by each process group (API, database, Redis, generator). */
  cpu?: Map<string, number>;
  latencies: number[];
  failures: number;
  elapsedMs: number;
  trackingIDs: string[];
  captchaIds: string[];
}

let groups: ProcessGroup[] = [];
async function measure(spec: LoadSpec): Promise<LoadResult> {
  const before = cpuSnapshot(groups);
  const result = await new Promise<LoadResult>((resolve, reject) => {
    // execArgv: [] — the worker must not inherit tsx's loader hooks, which hang worker threads on Node 20.
    // BENCH_GEN_PROF=<dir> writes a CPU profile of each load generator run there.
    const genProfile = process.env.BENCH_GEN_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_GEN_PROF}`] : [];
    const worker = new Worker(new URL("./load.mjs", import.meta.url), { workerData: spec, execArgv: genProfile });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return { ...result, cpu: cpuBetween(before, cpuSnapshot(groups)) };
}

interface Row {
  name: string;
  perSecond: number;
  p50: number;
  p99: number;
  ok: number;
  failures: number;
  ratios?: number[];
  ratio?: number;
  cpu?: string;
}
function summary(name: string, r: LoadResult): Row {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  const cpu = r.cpu ? cpuPerOperation(r.cpu, sorted.length) : "";
  return { name, perSecond: sorted.length / (r.elapsedMs / 1000), p50: q(0.5), p99: q(0.99), ok: sorted.length, failures: r.failures, cpu };
}

const body = anonymousPetition("Solicito información sobre el alumbrado público del barrio Laureles. Gracias.");

/** Migrates and seeds the database, starts the API and the bare endpoint, measures the three, stops the servers. */
async function benchDatabase(
  label: string,
  databaseUrl: string,
  redisUrl: string,
  extraChildren: ChildProcess[],
  extraEnv: Record<string, string> = {},
  database: ProcessGroup = { name: "db" },
): Promise<Results> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-"));
  try {
    const env = benchEnv(dataDir, databaseUrl, redisUrl, { ...NO_PER_ADDRESS_LIMITS, ...ANSWERED_CAPTCHAS, ...extraEnv });
    await runToEnd("packages/core/scripts/setup.ts", env);
    const { api, bare: bareUrl } = await startBenchServers(children, env);
    groups = [{ name: "api", roots: [children[0]!.pid!] }, database, { name: "redis", match: new RegExp(`redis-server .*:${new URL(redisUrl).port}\\b`) }];
    process.stdout.write(`  ${label}: calentando… `);
    // Warm both (JIT, pools, caches); the warm-up submissions give the tracking numbers to track. Enough captchas to
    // keep submitting for the whole warm-up (400 ran out in under a second, and the first round then measured
    // warm-up: it was the lowest of the three in four runs of five).
    await measure({ kind: "bare", baseUrl: bareUrl, concurrency, durationMs: 1500, body });
    const warmPqrds = await measure({ kind: "captchas", form: "pqrds", baseUrl: api, concurrency, durationMs: 0, count: 1500 });
    const warm = await measure({ kind: "pqrds", baseUrl: api, concurrency, durationMs: 2000, body, captchaIds: warmPqrds.captchaIds });
    const trackingIDs = warm.trackingIDs;
    const skip = (kind: string) => values.only !== undefined && values.only !== kind;
    const empty: Row = { name: "(skipped)", perSecond: Number.NaN, p50: Number.NaN, p99: Number.NaN, ok: 0, failures: 0 };
    const warmCaptchas = skip("tracking")
      ? { captchaIds: [] }
      : await measure({ kind: "captchas", form: "tracking", baseUrl: api, concurrency, durationMs: 0, count: 1500 });
    if (!skip("tracking"))
      await measure({
        kind: "tracking",
        baseUrl: api,
        concurrency,
        durationMs: 1500,
        captchaIds: warmCaptchas.captchaIds,
        trackingIDs,
        captchaAnswer: CAPTCHA_ANSWER,
      });
    process.stdout.write("midiendo…\n");
    // The run is split into rounds of bare → submissions → trackings, so a burst of load from elsewhere on the machine
    // lands on both sides of a ratio; each ratio printed is the median of the rounds' ratios, and a goal is met only
    // when every round meets it.
    const each = Math.round(durationMs / rounds);
    const loadBefore = hostLoad();
    const runs: { bare: LoadResult; pqrds: LoadResult | null; tracking: LoadResult | null; captchas: LoadResult | null }[] = [];
    for (let round = 0; round < rounds; round++) {
      const bare = await measure({ kind: "bare", baseUrl: bareUrl, concurrency, durationMs: each, body });
      const bareRate = bare.latencies.length / (bare.elapsedMs / 1000);
      // Captchas are issued and proven before the clock starts (the web form does it while the citizen types); a run
      // stops early if they run out, and its rate is over the time actually measured.
      const captchasFor = (form: "pqrds" | "tracking", share: number) =>
        measure({ kind: "captchas", form, baseUrl: api, concurrency, durationMs: 0, count: Math.max(500, Math.round(bareRate * share * (each / 1000))) });
      let pqrds: LoadResult | null = null;
      let pqrdsCaptchas: LoadResult | null = null;
      if (!skip("pqrds")) {
        pqrdsCaptchas = await captchasFor("pqrds", 0.6);
        pqrds = await measure({ kind: "pqrds", baseUrl: api, concurrency, durationMs: each, body, captchaIds: pqrdsCaptchas.captchaIds });
      }
      let tracking: LoadResult | null = null;
      if (!skip("tracking")) {
        const captchas = await captchasFor("tracking", 0.9);
        tracking = await measure({
          kind: "tracking",
          baseUrl: api,
          concurrency,
          durationMs: each,
          captchaIds: captchas.captchaIds,
          trackingIDs,
          captchaAnswer: CAPTCHA_ANSWER,
        });
      }
      runs.push({ bare, pqrds, tracking, captchas: pqrdsCaptchas });
    }
    const loadAfter = hostLoad();
    const merged = (results: LoadResult[]): LoadResult => ({
      cpu: sumCpu(results.map((r) => r.cpu)),
      latencies: results.flatMap((r) => r.latencies),
      failures: results.reduce((n, r) => n + r.failures, 0),
      elapsedMs: results.reduce((n, r) => n + r.elapsedMs, 0),
      trackingIDs: [],
      captchaIds: [],
    });
    const rate = (r: LoadResult) => r.latencies.length / (r.elapsedMs / 1000);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
    const ratios = (kind: "pqrds" | "tracking") => runs.filter((r) => r[kind]).map((r) => rate(r[kind]!) / rate(r.bare));
    const row = (name: string, kind: "pqrds" | "tracking"): Row =>
      runs[0]![kind] ? { ...summary(name, merged(runs.map((r) => r[kind]!))), ratios: ratios(kind), ratio: median(ratios(kind)) } : empty;
    // What the submissions' captchas cost, apart: issued and proven per second at the same concurrency, CPU per captcha.
    const issued = runs.flatMap((r) => (r.captchas ? [r.captchas] : []));
    const captcha = issued.length
      ? summary("captcha issue + proof (before the clock)", { ...merged(issued), latencies: issued.flatMap((r) => r.captchaIds.map(() => 0)) })
      : null;
    return {
      bare: summary("bare Express POST /echo", merged(runs.map((r) => r.bare))),
      pqrds: row("PQRDS submission (POST complaintforms)", "pqrds"),
      tracking: row("tracking (POST complaintforms/tracking)", "tracking"),
      captcha,
      load: `load average before ${loadBefore}, after ${loadAfter}`,
    };
  } finally {
    for (const child of children.reverse()) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    for (const child of extraChildren.reverse()) child.kill("SIGTERM");
    if (extraChildren.length) await new Promise((r) => setTimeout(r, 1000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Results {
  bare: Row;
  pqrds: Row;
  tracking: Row;
  captcha: Row | null;
  load: string;
}
const fmt = (n: number, d = 1) => n.toFixed(d).padStart(9);
function report(title: string, goals: { pqrds: number; tracking: number }, r: Results) {
  console.log(`\n${title} (${r.load})`);
  console.log(`${"what".padEnd(54)}${"per s".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"ok".padStart(8)}${"failed".padStart(8)}`);
  for (const row of [r.bare, r.pqrds, r.tracking]) {
    console.log(`${row.name.padEnd(54)}${fmt(row.perSecond)}${fmt(row.p50)}${fmt(row.p99)}${String(row.ok).padStart(8)}${String(row.failures).padStart(8)}`);
  }
  console.log("CPU ms per operation, by process (api includes the bare endpoint's server; generator = the load generator):");
  for (const row of [r.bare, r.pqrds, r.tracking]) if (row.cpu) console.log(`  ${row.name.split(" (")[0]!.padEnd(22)} ${row.cpu}`);
  const line = (what: string, row: Row, goal: number) => {
    // A part left out with --only has no ratio to judge.
    if (!row.ratios?.length) return;
    const ratio = row.ratio ?? Number.NaN;
    const rounds = row.ratios.map((x) => x.toFixed(3)).join(", ");
    const everyRound = row.ratios.every((x) => x >= goal) && row.failures === 0;
    console.log(
      `ratio ${what.padEnd(34)} ${ratio.toFixed(3)}× (median of rounds: ${rounds})   goal ≥ ${goal.toFixed(2)}× in every round   ${everyRound ? "met" : "NOT met"}${row.failures ? ` (${row.failures} errors)` : ""}`,
    );
  };
  line("PQRDS submissions / bare requests", r.pqrds, goals.pqrds);
  line("trackings / bare requests", r.tracking, goals.tracking);
  if (r.captcha) {
    console.log(
      `not timed above: each submission's captcha (GET captcha + POST captcha/proof), issued and proven beforehand at ${concurrency} clients: ${r.captcha.perSecond.toFixed(1)}/s, CPU ms per captcha: ${r.captcha.cpu}`,
    );
  }
}

const which = values.db;
console.log(
  `\nPQRDS submissions and tracking vs a bare Express JSON endpoint — ${concurrency} concurrent clients, ${values.seconds} s each in ${rounds} rounds (node ${process.version})`,
);
const redis = await startRedisServer();
const results: { title: string; goals: { pqrds: number; tracking: number }; r: Results }[] = [];
try {
  await forEachDatabase(which as TBenchDatabaseChoice, async (database) => {
    if (database.kind === "embedded") {
      const r = await benchDatabase("embedded (PGlite)", database.url, redis.url, database.processes, {}, database.cpuGroup);
      results.push({ title: "Embedded database (PGlite over its socket, `npm start` default)", goals: GOALS.embedded, r });
      return;
    }
    // A PostgreSQL server is not bound by PGlite's 20 connections: the API gets the pool an operator would give it
    // (a commit waits for the WAL flush while holding its connection). DATABASE_POOL_SIZE overrides it.
    const pool = process.env.DATABASE_POOL_SIZE ?? "20";
    const r = await benchDatabase("PostgreSQL", database.url, redis.url, [], { DATABASE_POOL_SIZE: pool }, database.cpuGroup);
    const engine = database.engine === "BENCH_DATABASE_URL" ? database.engine : `${database.engine}, throwaway cluster`;
    results.push({ title: `PostgreSQL server (${engine}; API pool ${pool})`, goals: GOALS.postgres, r });
  });
  for (const { title, goals, r } of results) report(title, goals, r);
  // The one key derivation the server makes per captcha issued at the production cost, timed here on this machine.
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) pbkdf2Sync(`n${i}`, "salt", CAPTCHA_POW.cost, 32, "sha256");
  console.log(
    `\nNot in the figures: at the production proof-of-work cost (${CAPTCHA_POW.cost} PBKDF2 iterations) issuing a captcha costs the server one key derivation, ${((performance.now() - t0) / 20).toFixed(1)} ms of CPU here.`,
  );
  console.log(
    '\nA submission is timed as its one request, POST complaintforms (captcha issued and proven before the clock, as for tracking; its cost is the "not timed above" line and bench:captcha).',
  );
  console.log("Each submission is stored (with its history, tokens and e-mail outbox rows, in one statement) before its jobs are queued.");
} finally {
  await redis.stop();
}
