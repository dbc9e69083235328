// E-mail throughput: how fast the worker sends what the API files. PQRDS filings arrive at a steady rate (default 32/s,
// the rate a 10-minute soak sustained on this kind of host) for a few seconds; every filing mails an acknowledgement to
// its citizen (and notices to the responsible staff, digested past their threshold). The worker (its own process, as
// `npm start` runs it) sends them over SMTP to a local sink that accepts everything. Printed: the filing rate, the
// worker's sending rate, the delay from a filing's answer to its acknowledgement's SMTP acceptance (p50/p95/max) and
// the time to drain after the last filing; next to a bare baseline measured in the same run: nodemailer sending the
// same number of messages of the same size straight to the sink over a connection pool.
// With --backlog the mail queue is paused while the filings arrive, so the worker meets the whole run as a backlog
// when it resumes: its memory (RSS, sampled every 250 ms, printed with every run) must stay bounded by its concurrency,
// not grow with the backlog (issue 30) — compare a short and a long run.
// The worker runs with its Node flags (tooling/node-args.mjs: its heap cap); --worker-heap-mb N caps its heap at N
// MB instead: a backlog drained at the same rate under a small cap shows that what the worker holds is bounded by its
// concurrency.
// Usage: npm run bench:mail [-- --seconds 20 --rate 32 --db embedded|postgres|both --drain 120 --backlog --worker-heap-mb 160]
// BENCH_WORKER_PROF=<dir> writes a CPU profile of the worker process into <dir>.
// The PostgreSQL server is a throwaway cluster of Debian's `postgresql` (installed when missing), or BENCH_DATABASE_URL.
// Figures are noisy on a 2-core machine (API, worker, database, Redis and this script share it).
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { freePort, startRedisServer } from "@portal/core/testing/test-services";
import { createQueue, QUEUE_NAMES } from "@portal/jobs/queues";
import { Redis } from "ioredis";
import nodemailer from "nodemailer";
import { WORKER_NODE_ARGS } from "../../../tooling/node-args.mjs";
import { ANSWERED_CAPTCHAS, anonymousPetition, benchEnv, NO_PER_ADDRESS_LIMITS } from "./bench-env.ts";
import { cpuSnapshot, type ProcessGroup, treeRssMb } from "./cpu-usage.ts";
import { forEachDatabase, type TBenchDatabaseChoice } from "./databases.ts";
import { runToEnd, startBenchServers, startProcess } from "./processes.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    rate: { type: "string", default: "32" },
    db: { type: "string", default: "embedded" },
    drain: { type: "string", default: "120" },
    backlog: { type: "boolean", default: false },
    "worker-heap-mb": { type: "string" },
  },
});
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const drainMs = Number(values.drain) * 1000;
/** The goal: at the sustained filing rate, 95 % of acknowledgements reach the SMTP server within this. */
const GOAL_P95_MS = 10_000;

const body = anonymousPetition("Solicito información sobre el alumbrado público del barrio Laureles. Gracias.");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

/** `count` captchas of the PQRDS form issued and proven beforehand (load.mjs, in a worker thread), as the web form does. */
function provenCaptchas(api: string, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./load.mjs", import.meta.url), {
      workerData: { kind: "captchas", form: "pqrds", baseUrl: api, concurrency: 20, durationMs: 0, count },
      execArgv: [],
    });
    worker.once("message", (r: { captchaIds: string[] }) => resolve(r.captchaIds));
    worker.once("error", reject);
  });
}

interface Filing {
  email: string;
  answeredAt: number;
}

/** Files one PQRDS every 1/rate s (open loop: a slow answer does not delay the next filing), each to its own address. */
async function fileAtRate(
  api: string,
  captchaIds: string[],
  run: string,
): Promise<{ filings: Filing[]; failures: number; startedAt: number; endedAt: number }> {
  const filings: Filing[] = [];
  let failures = 0;
  const startedAt = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < captchaIds.length; i++) {
    const wait = startedAt + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const email = `mail-bench-${run}-${i}@correo.co`;
    inFlight.push(
      (async () => {
        try {
          const res = await fetch(`${api}/api/v1/complaintforms`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...body, emailPersonal: email, emailVerif: email, email, captchaId: captchaIds[i], captcha: null }),
          });
          await res.arrayBuffer();
          if (res.status === 201) filings.push({ email, answeredAt: performance.now() });
          else failures++;
        } catch {
          failures++;
        }
      })(),
    );
  }
  await Promise.all(inFlight);
  return { filings, failures, startedAt, endedAt: performance.now() };
}

/** The worker's JavaScript heap in use (MB), read from its /metrics (prom-client's default metrics); NaN if unread. */
async function heapUsedMb(metricsUrl: string): Promise<number> {
  try {
    const text = await (await fetch(metricsUrl)).text();
    const bytes = /^nodejs_heap_size_used_bytes(?:\{[^}]*\})? (\S+)$/m.exec(text)?.[1];
    return bytes ? Number(bytes) / 1024 / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

type TMemory = { peak: number; last: number; heapPeak: number; heapLast: number };

/**
 * Samples a process tree's RSS every 250 ms, and its heap in use every second, until stopped. RSS keeps what V8
 * once reserved; the heap in use says what the process holds.
 */
function sampleMemory(pid: number, metricsUrl: string): () => TMemory {
  const m: TMemory = { peak: treeRssMb(pid), last: 0, heapPeak: 0, heapLast: 0 };
  m.last = m.peak;
  const rssTimer = setInterval(() => {
    m.last = treeRssMb(pid);
    m.peak = Math.max(m.peak, m.last);
  }, 250);
  const heapTimer = setInterval(() => {
    void heapUsedMb(metricsUrl).then((mb) => {
      if (Number.isNaN(mb)) return;
      m.heapLast = mb;
      m.heapPeak = Math.max(m.heapPeak, mb);
    });
  }, 1000);
  return () => {
    clearInterval(rssTimer);
    clearInterval(heapTimer);
    return { ...m };
  };
}

/** nodemailer straight to the sink, `count` messages of `bytes` each, over a pool of `connections`: e-mails/s. */
async function bareNodemailer(sink: SmtpSink, count: number, bytes: number, connections: number): Promise<number> {
  const before = sink.accepted.length;
  const transporter = nodemailer.createTransport({ url: sink.url, pool: true, maxConnections: connections, maxMessages: Infinity });
  const text = "Su solicitud quedó radicada. ".repeat(Math.max(1, Math.round(bytes / 29)));
  const started = performance.now();
  await Promise.all(
    Array.from({ length: count }, (_, i) =>
      transporter.sendMail({ from: "Portal <no-responder@portal.local>", to: `bare-${i}@correo.co`, subject: `Radicado ${i}`, text }),
    ),
  );
  const elapsed = performance.now() - started;
  transporter.close();
  if (sink.accepted.length - before < count) throw new Error("the sink did not accept every baseline message");
  return count / (elapsed / 1000);
}

interface Result {
  filed: number;
  failures: number;
  filingRate: number;
  sent: number;
  acknowledgements: number;
  sendingRate: number;
  p50: number;
  p95: number;
  max: number;
  late: number;
  drainS: number;
  bytes: number;
  connections: number;
  bare: number;
  /** Median delay of the first and of the last quarter of the filings. */
  firstQuarter: number;
  lastQuarter: number;
  /** CPU ms per e-mail sent, by process (this script = the filings' client and the SMTP sink). */
  cpu: string;
  /** The worker's RSS and JavaScript heap in use (MB) when the filings began, at their peak, and after the drain. */
  workerRss: { start: number; peak: number; end: number };
  workerHeap: { start: number; peak: number; end: number };
  /** Mail jobs waiting when the worker resumed (--backlog), else 0. */
  backlogJobs: number;
}

async function benchDatabase(databaseUrl: string, redisUrl: string, extraEnv: Record<string, string>, database: ProcessGroup): Promise<Result> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-mail-"));
  const sink = await startSmtpSink();
  try {
    const env = benchEnv(dataDir, databaseUrl, redisUrl, {
      LOG_LEVEL: "warn",
      ...NO_PER_ADDRESS_LIMITS,
      ...ANSWERED_CAPTCHAS,
      SMTP_URL: sink.url,
      ...extraEnv,
    });
    await runToEnd("packages/core/scripts/setup.ts", env);
    const { api } = await startBenchServers(children, env);
    // The worker logs at info, as under `npm start` (a line per e-mail sent), ready once it says so.
    // BENCH_WORKER_PROF=<dir> writes a CPU profile of the worker process there (node --cpu-prof).
    const profile = process.env.BENCH_WORKER_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_WORKER_PROF}`] : [];
    const workerMetricsPort = await freePort();
    // The worker's own Node flags (its heap cap, as `npm start` runs it), or --worker-heap-mb's cap instead.
    const heapFlags = values["worker-heap-mb"] ? [`--max-old-space-size=${values["worker-heap-mb"]}`] : WORKER_NODE_ARGS;
    await startProcess(children, "apps/worker/src/main.ts", { ...env, LOG_LEVEL: "info", WORKER_METRICS_PORT: String(workerMetricsPort) }, /worker iniciado/, [
      ...heapFlags,
      ...profile,
    ]);
    const workerMetrics = `http://127.0.0.1:${workerMetricsPort}/metrics`;
    const groups: ProcessGroup[] = [
      { name: "api", roots: [children[0]!.pid!] },
      { name: "worker", roots: [children[1]!.pid!] },
      database,
      { name: "redis", match: new RegExp(`redis-server .*:${new URL(redisUrl).port}\\b`) },
    ];
    const count = Math.round(rate * seconds);
    process.stdout.write(`  ${count} captchas… `);
    const captchaIds = (await provenCaptchas(api, count)).slice(0, count);
    const cpuBefore = cpuSnapshot(groups);
    const workerPid = children[1]!.pid!;
    const rssStart = treeRssMb(workerPid);
    const heapStart = await heapUsedMb(workerMetrics);
    const stopSampling = sampleMemory(workerPid, workerMetrics);
    // --backlog: the queue is paused (BullMQ's global pause: the worker takes no job) until every filing is answered.
    const queueRedis = new Redis(redisUrl, { maxRetriesPerRequest: null });
    const mailQueue = createQueue(QUEUE_NAMES.mail, queueRedis);
    if (values.backlog) await mailQueue.pause();
    process.stdout.write(`filing ${rate}/s for ${seconds} s${values.backlog ? " (mail queue paused)" : ""}… `);
    const run = Date.now().toString(36);
    const load = await fileAtRate(api, captchaIds, run);
    let backlogJobs = 0;
    if (values.backlog) {
      const counts = await mailQueue.getJobCounts("waiting", "delayed", "prioritized");
      backlogJobs = Object.values(counts).reduce((n, c) => n + c, 0);
      process.stdout.write(`${backlogJobs} mail jobs waiting, resumed… `);
      await mailQueue.resume();
    }
    await mailQueue.close();
    queueRedis.disconnect();
    process.stdout.write("draining… ");
    const wanted = new Map(load.filings.map((f) => [f.email, f.answeredAt]));
    const deadline = performance.now() + drainMs;
    const ackAt = new Map<string, number>();
    let seen = 0;
    while (performance.now() < deadline) {
      for (; seen < sink.accepted.length; seen++)
        for (const to of sink.accepted[seen]!.to) if (wanted.has(to) && !ackAt.has(to)) ackAt.set(to, sink.accepted[seen]!.at);
      if (ackAt.size === wanted.size) break;
      await sleep(100);
    }
    const delays = [...ackAt].map(([email, at]) => at - wanted.get(email)!).sort((a, b) => a - b);
    // A worker that falls behind shows it in the trend: the last filings wait longer than the first ones.
    const byFiling = load.filings.map((f) => (ackAt.get(f.email) ?? Number.POSITIVE_INFINITY) - f.answeredAt);
    const quarter = Math.max(1, Math.floor(byFiling.length / 4));
    const median = (xs: number[]) =>
      quantile(
        [...xs].sort((a, b) => a - b),
        0.5,
      );
    // Everything the worker sent in this run (acknowledgements, staff notices, digests): its rate from its first
    // acceptance to its last.
    const mine = sink.accepted.filter((m) => m.at >= load.startedAt);
    const firstAt = Math.min(...mine.map((m) => m.at));
    const lastAt = Math.max(...mine.map((m) => m.at));
    const bytes = Math.round(mine.reduce((n, m) => n + m.bytes, 0) / Math.max(1, mine.length));
    const connections = sink.connections();
    const cpuAfter = cpuSnapshot(groups);
    const memory = stopSampling();
    const cpu = [...cpuAfter].map(([name, ms]) => `${name} ${((ms - (cpuBefore.get(name) ?? 0)) / Math.max(1, mine.length)).toFixed(2)}`).join(", ");
    process.stdout.write("baseline…\n");
    // The rate is what the baseline measures: a thousand messages are enough, and a backlog run's thousands at once
    // would only time out on the sink's greeting.
    const bare = await bareNodemailer(sink, Math.min(mine.length, 1000), bytes, 5);
    return {
      filed: load.filings.length,
      failures: load.failures,
      filingRate: load.filings.length / ((load.endedAt - load.startedAt) / 1000),
      sent: mine.length,
      acknowledgements: ackAt.size,
      sendingRate: (mine.length - 1) / ((lastAt - firstAt) / 1000),
      firstQuarter: median(byFiling.slice(0, quarter)),
      lastQuarter: median(byFiling.slice(-quarter)),
      p50: quantile(delays, 0.5),
      p95: quantile(delays, 0.95),
      max: delays.at(-1) ?? Number.NaN,
      late: wanted.size - ackAt.size,
      drainS: (lastAt - load.endedAt) / 1000,
      bytes,
      connections,
      bare,
      cpu,
      workerRss: { start: rssStart, peak: memory.peak, end: memory.last },
      workerHeap: { start: heapStart, peak: memory.heapPeak, end: memory.heapLast },
      backlogJobs,
    };
  } finally {
    for (const child of children.reverse()) child.kill("SIGTERM");
    await sleep(1500);
    await sink.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(title: string, r: Result): void {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\n${title}`);
  console.log(`  filings answered 201        ${r.filed} (${r.failures} failed), ${r.filingRate.toFixed(1)}/s`);
  console.log(
    `  e-mails accepted by SMTP    ${r.sent} (${r.acknowledgements} acknowledgements), ${r.sendingRate.toFixed(1)}/s from the first to the last; ~${r.bytes} bytes each; ${r.connections} SMTP connections`,
  );
  // While the worker keeps up it sends what is filed: its ceiling shows only at a rate it cannot keep up with.
  console.log(
    `  bare nodemailer (pool of 5) ${r.bare.toFixed(1)}/s for up to 1,000 messages of that size   ratio worker / bare ${(r.sendingRate / r.bare).toFixed(3)}× (the worker's ceiling only when it falls behind)`,
  );
  console.log(
    `  filing answered → its acknowledgement accepted: p50 ${s(r.p50)}, p95 ${s(r.p95)}, max ${s(r.max)}${r.late ? `, ${r.late} not sent within the drain time` : ""}; median of the first quarter of filings ${s(r.firstQuarter)}, of the last ${s(r.lastQuarter)}`,
  );
  // A worker slower than the filings falls behind a little more every second: the delay grows with the run's length.
  const needed = r.sent / (r.filed / r.filingRate);
  const keepsUp = r.sendingRate >= needed * 0.95;
  console.log(
    `  drained ${r.drainS.toFixed(1)} s after the last filing; the worker ${keepsUp ? "keeps up" : "falls behind"} (${r.sendingRate.toFixed(1)}/s sent for ${needed.toFixed(1)}/s made)`,
  );
  console.log(`  CPU ms per e-mail by process: ${r.cpu}`);
  console.log(
    `  worker memory: RSS ${r.workerRss.start.toFixed(0)} MB at the start, peak ${r.workerRss.peak.toFixed(0)} MB, ${r.workerRss.end.toFixed(0)} MB after the drain; heap in use ${r.workerHeap.start.toFixed(0)} → peak ${r.workerHeap.peak.toFixed(0)} → ${r.workerHeap.end.toFixed(0)} MB${r.backlogJobs ? ` — a backlog of ${r.backlogJobs} mail jobs when it resumed` : ""}`,
  );
  console.log(
    r.backlogJobs
      ? "  (a backlog run: the delays are the pause's, so the delay goal is for runs without --backlog)"
      : `  goal p95 < ${GOAL_P95_MS / 1000} s, every acknowledgement sent, the worker keeping up: ${r.p95 < GOAL_P95_MS && r.late === 0 && keepsUp ? "met" : "NOT met"}`,
  );
}

console.log(
  `\nE-mail throughput — PQRDS filings at ${rate}/s for ${seconds} s${values.backlog ? ", the mail queue paused until the last one" : ""}, the worker sending to a local SMTP sink${values["worker-heap-mb"] ? ` with its heap capped at ${values["worker-heap-mb"]} MB` : " (its heap capped as `npm start` runs it)"} (node ${process.version})`,
);
const redis = await startRedisServer();
const results: { title: string; r: Result }[] = [];
try {
  await forEachDatabase(values.db as TBenchDatabaseChoice, async (database) => {
    const title = database.kind === "embedded" ? "Embedded database (PGlite, `npm start` default)" : `PostgreSQL server (${database.engine})`;
    console.log(title);
    // On a PostgreSQL server the API gets the pool an operator would give it (the embedded one serves 20 in all).
    const r =
      database.kind === "postgres"
        ? await benchDatabase(database.url, redis.url, { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE ?? "20" }, database.cpuGroup)
        : await benchDatabase(database.url, redis.url, {}, database.cpuGroup);
    results.push({ title, r });
  });
  for (const { title, r } of results) report(title, r);
} finally {
  await redis.stop();
}
