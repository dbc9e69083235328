// npm run test:scale (issue 30, "Proof, on this machine"): the production shape on loopback — a PostgreSQL server
// (Debian's, a throwaway cluster), Redis, an S3-compatible object store (s3rver), an SMTP sink, two API processes and
// two workers behind HAProxy (Debian's, the same settings as deploy/haproxy.cfg) — under load, with one API and one
// worker SIGKILLed and restarted mid-run. Each process has a DATA_DIR of its own and the signing secret in its
// environment (AUTH_SECRET), as on separate hosts: they share nothing but PostgreSQL, Redis and the bucket.
// It prints and checks: answers by status (no 500), PQRDS filings accepted vs rows in the database vs acknowledgements
// sent (0 lost, 0 duplicated), a file uploaded through one instance stored in the bucket and read through the other
// with the copies a worker made of it, a settings change seen by both within 1 s, each scheduled job scheduled once
// with two workers, and reads per second through two instances next to one in the same run. Exit code 1 when a check
// fails.
// Usage: npm run test:scale [-- --seconds 20 --rate 15]
import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Worker } from "node:worker_threads";
import { solveCaptchaPow } from "@portal/core/captcha/solve-captcha-pow";
import { startTestS3Server } from "@portal/core/testing/s3-server";
import { startRedisServer } from "@portal/core/testing/test-services";
import { freeServerPort } from "@portal/db/testing/free-port";
import { startPostgresCluster } from "@portal/db/testing/postgres-cluster";
import { ALL_JOBS } from "@portal/jobs/catalog";
import { QUEUE_PREFIX } from "@portal/jobs/queues";
import { ZPowChallenge } from "@portal/schemas/captcha/captcha.schema";
import { Queue } from "bullmq";
import { Redis } from "ioredis";
import pg from "pg";
import sharp from "sharp";
import { API_NODE_ARGS, WORKER_NODE_ARGS } from "../../../tooling/node-args.mjs";
import { runToEnd, startProcess } from "../bench/processes.ts";
import { startSmtpSink } from "../bench/smtp-sink.ts";

const { values } = parseArgs({ options: { seconds: { type: "string", default: "20" }, rate: { type: "string", default: "15" } } });
const seconds = Number(values.seconds);
const rate = Number(values.rate);
const TEST_CAPTCHA = "prueba-escala";
const ADMIN = { email: "admin@escala.gov.co", password: "Escala-Admin-2026" };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`  ${ok ? "✔" : "✘"} ${what}`);
  if (!ok) failures.push(what);
};

/** Proven PQRDS captchas, issued beforehand as the web form does (load.mjs, in a worker thread). */
function provenCaptchas(base: string, count: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("../bench/load.mjs", import.meta.url), {
      workerData: { kind: "captchas", form: "pqrds", baseUrl: base, concurrency: 10, durationMs: 0, count },
      execArgv: [],
    });
    worker.once("message", (r: { captchaIds: string[] }) => resolve(r.captchaIds));
    worker.once("error", reject);
  });
}

async function json(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: res.status, body: parsed as Record<string, unknown> };
}

async function login(base: string): Promise<string> {
  const c = await json(base, "GET", "/api/v1/captcha?form=login");
  const captchaId = c.body.captchaId as string;
  await json(base, "POST", "/api/v1/captcha/proof", await solveCaptchaPow(captchaId, ZPowChallenge.parse(c.body.pow)));
  const res = await json(base, "POST", "/api/v1/auth", { ...ADMIN, captchaId, captcha: TEST_CAPTCHA });
  if (res.status !== 200) throw new Error(`login: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** GETs of the home's data for `ms` at `concurrency`: answers per second. */
async function readRate(base: string, ms: number, concurrency = 16): Promise<number> {
  let done = 0;
  const end = performance.now() + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const res = await fetch(`${base}/api/v1/home`);
        await res.arrayBuffer();
        if (res.ok) done++;
      }
    }),
  );
  return done / (ms / 1000);
}

function haproxyConfig(port: number, backends: number[]): string {
  return [
    "global",
    "  maxconn 4096",
    "defaults",
    "  mode http",
    "  option forwardfor",
    "  timeout connect 2s",
    "  option http-buffer-request",
    "  timeout http-request 10s",
    "  timeout client 60s",
    "  timeout server 60s",
    "  timeout queue 5s",
    "  retries 1",
    "  option redispatch 1",
    "  retry-on conn-failure",
    "frontend portal",
    `  bind 127.0.0.1:${port}`,
    "  unique-id-format %[uuid()]",
    "  http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }",
    "  default_backend api",
    "backend api",
    "  balance leastconn",
    "  option httpchk GET /readyz",
    "  http-check expect status 200",
    ...backends.map((p, i) => `  server api${i + 1} 127.0.0.1:${p} check inter 500ms fall 2 rise 1`),
    "",
  ].join("\n");
}

const children: ChildProcess[] = [];
const redis = await startRedisServer();
const cluster = await startPostgresCluster();
const sink = await startSmtpSink();
const s3 = await startTestS3Server("portal-escala");
const dataDir = mkdtempSync(join(tmpdir(), "portal-scale-"));
/** Each process's own DATA_DIR, as on a host of its own. */
const ownDir = (name: string) => join(dataDir, name);
let db: pg.Client | null = null;
try {
  const env: Record<string, string> = {
    ...s3.env,
    AUTH_SECRET: randomBytes(36).toString("base64url"),
    DATA_DIR: ownDir("setup"),
    DATABASE_URL: cluster.url,
    REDIS_URL: redis.url,
    SMTP_URL: sink.url,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    PUBLIC_URL: "http://127.0.0.1",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    CAPTCHA_TEST_ANSWER: TEST_CAPTCHA,
    RATE_LIMIT_PER_MINUTE: "100000000",
    RATE_LIMIT_MULTIPLIER: "100000",
    CLIENT_CONCURRENCY: "1000",
    TRUST_PROXY: "loopback",
  };
  console.log(`\nScale proof (node ${process.version}, PostgreSQL ${cluster.version})`);
  await runToEnd("packages/core/scripts/setup.ts", env);
  const apiPorts = [await freeServerPort(), await freeServerPort()];
  const apis: ChildProcess[] = [];
  const workers: ChildProcess[] = [];
  // startProcess adds the child to `children` as it spawns it: the last one is this one. Each runs as node itself with
  // its production flags (tooling/node-args.mjs), not under the tsx launcher: a SIGKILL then kills the API or the
  // worker, not a wrapper that cannot pass SIGKILL on (its child would go on serving, orphaned, after the run).
  const startApi = (i: number) => {
    // At info: its "API escuchando" line says it is ready.
    const started = startProcess(
      children,
      "apps/api/src/main.ts",
      { ...env, DATA_DIR: ownDir(`api-${i + 1}`), LOG_LEVEL: "info", PORT: String(apiPorts[i]) },
      /API escuchando/,
      API_NODE_ARGS,
    );
    apis[i] = children.at(-1)!;
    return started;
  };
  const startWorker = () => {
    const started = startProcess(
      children,
      "apps/worker/src/main.ts",
      { ...env, DATA_DIR: ownDir(`worker-${workers.length + 1}`), LOG_LEVEL: "info" },
      /worker iniciado/,
      WORKER_NODE_ARGS,
    );
    workers.push(children.at(-1)!);
    return started;
  };
  await Promise.all([startApi(0), startApi(1), startWorker(), startWorker()]);
  const lbPort = await freeServerPort();
  const cfg = join(dataDir, "haproxy.cfg");
  writeFileSync(cfg, haproxyConfig(lbPort, apiPorts));
  const lb = spawn("/usr/sbin/haproxy", ["-f", cfg, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
  children.push(lb);
  const [a, b] = apiPorts.map((p) => `http://127.0.0.1:${p}`) as [string, string];
  const front = `http://127.0.0.1:${lbPort}`;
  for (
    let i = 0;
    i < 50 &&
    (await fetch(`${front}/readyz`).then(
      (r) => r.status,
      () => 0,
    )) !== 200;
    i++
  )
    await sleep(200);

  // Reads: one instance, then two behind the load balancer, in the same run on the same PostgreSQL.
  await readRate(front, 1500);
  const one = await readRate(a, 5000);
  const two = await readRate(front, 5000);
  console.log(
    `\nReads (GET home, 16 clients): one API ${one.toFixed(0)}/s, two behind HAProxy ${two.toFixed(0)}/s — ${(two / one).toFixed(2)}× (this host's 2 cores also run PostgreSQL, Redis, HAProxy and the load)`,
  );

  // Filings through the load balancer, one API and one worker killed (SIGKILL) and restarted meanwhile.
  const count = Math.round(seconds * rate);
  const captchaIds = await provenCaptchas(front, count);
  const statuses = new Map<number, number>();
  const accepted: string[] = [];
  const run = Date.now().toString(36);
  const begin = performance.now();
  const inFlight: Promise<void>[] = [];
  let killed = false;
  let restarted: Promise<unknown> = Promise.resolve();
  let firstRefusal = "";
  for (let i = 0; i < count; i++) {
    const wait = begin + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    if (!killed && performance.now() - begin > (seconds * 1000) / 3) {
      killed = true;
      apis[0]?.kill("SIGKILL");
      workers[0]?.kill("SIGKILL");
      console.log(`  … SIGKILL: one API and one worker, at ${(seconds / 3).toFixed(1)} s; restarted 3 s later`);
      const restartFailed = (what: string) => (error: unknown) => failures.push(`${what} did not start again: ${String(error)}`);
      const killedAt = performance.now();
      restarted = sleep(3000).then(() =>
        Promise.all([
          startApi(0).then(
            () => console.log(`  … the killed API answers again ${((performance.now() - killedAt) / 1000).toFixed(1)} s after the kill`),
            restartFailed("the killed API"),
          ),
          startWorker().catch(restartFailed("a new worker")),
        ]),
      );
    }
    const email = `escala-${run}-${i}@correo.co`;
    inFlight.push(
      (async () => {
        let status: number;
        try {
          const res = await fetch(`${front}/api/v1/complaintforms`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              complaintFormTypeID: 2,
              anonymous: true,
              responseTypeID: 1,
              typeprivacy: true,
              description: "Solicito información sobre el alumbrado público del barrio.",
              emailPersonal: email,
              emailVerif: email,
              email,
              captchaId: captchaIds[i],
              captcha: TEST_CAPTCHA,
            }),
          });
          const answer = await res.text();
          status = res.status;
          if (status !== 201 && !firstRefusal) firstRefusal = `${status} ${answer.slice(0, 300)}`;
        } catch {
          status = 0;
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 201) accepted.push(email);
      })(),
    );
  }
  await Promise.all(inFlight);
  console.log(
    `\nFilings through HAProxy (${rate}/s for ${seconds} s): ${[...statuses]
      .sort()
      .map(([s, n]) => `${n} × ${s || "connection lost"}`)
      .join(", ")}`,
  );
  if (firstRefusal) console.log(`  first refusal: ${firstRefusal}`);
  check(!statuses.has(500), "no 500 while an API and a worker were killed");
  // Only the requests in flight on the killed API may fail (HAProxy retries those that never reached it).
  check(accepted.length >= count * 0.9, `at least 90 % of the filings accepted (${accepted.length} of ${count})`);

  // Every accepted filing is stored once and acknowledged once, after the restarted worker caught up.
  db = new pg.Client({ connectionString: cluster.url });
  await db.connect();
  const rows = Number((await db.query(`SELECT count(*) FROM "ComplaintForm" WHERE "emailPersonal" LIKE $1`, [`escala-${run}-%`])).rows[0].count);
  const acks = () => {
    const byTo = new Map<string, number>();
    for (const m of sink.accepted) for (const to of m.to) if (to.startsWith(`escala-${run}-`)) byTo.set(to, (byTo.get(to) ?? 0) + 1);
    return byTo;
  };
  const deadline = Date.now() + 90_000;
  while (acks().size < rows && Date.now() < deadline) await sleep(500);
  const sent = acks();
  const duplicated = [...sent.values()].filter((n) => n > 1).length;
  console.log(`  accepted ${accepted.length}, rows in the database ${rows}, acknowledgements sent ${sent.size} (${duplicated} duplicated)`);
  check(rows >= accepted.length, "0 filings lost (every 201 has its row)");
  check(sent.size === rows, "every stored filing acknowledged (0 e-mails lost)");
  check(duplicated === 0, "no acknowledgement sent twice");

  // The checks below go to each instance directly: the restarted one first finishes starting (a cold start of the
  // API on a busy 2-core host can outlast the filings' run).
  await restarted;

  // A file uploaded through one instance lands in the bucket (not on that instance's disk) and is read through the
  // other, with the smaller copies a worker (on a DATA_DIR of its own) made of it.
  const token = await login(a);
  const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(image)], { type: "image/png" }), "escala.png");
  const up = await fetch(`${a}/api/v1/uploadfiles/content`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
  const uploaded = (await up.json().catch(() => ({}))) as { fileID?: string; filePath?: string };
  const read = uploaded.filePath ? await fetch(`${b}${uploaded.filePath}`) : null;
  const sameBytes = read?.ok ? Buffer.from(await read.arrayBuffer()).equals(image) : false;
  const onDisk = existsSync(join(ownDir("api-1"), "uploads")) ? readdirSync(join(ownDir("api-1"), "uploads")).length : 0;
  check(
    up.status === 201 && read?.status === 200 && sameBytes,
    `a file uploaded through one API is read, byte for byte, through the other (${up.status} → ${read?.status ?? "none"})`,
  );
  check(
    s3.puts.length > 0 && onDisk === 0,
    `it is stored in the bucket (${s3.puts.length} object(s) put), not on the receiving API's disk (${onDisk} file(s))`,
  );
  // Until the copy exists the original answers that address: only a WebP answer is the worker's copy.
  let copy = "none";
  for (let i = 0; i < 60 && copy !== "image/webp" && uploaded.fileID; i++) {
    copy = await fetch(`${b}/files/${uploaded.fileID}/w320.webp`).then(
      (r) => (r.ok ? (r.headers.get("content-type") ?? "") : String(r.status)),
      () => "none",
    );
    if (copy !== "image/webp") await sleep(500);
  }
  check(copy === "image/webp", `a worker's 320 px copy of it is served by the other API (${copy})`);

  // A settings change through one instance, seen by both within a second.
  const before = (await json(b, "GET", "/api/v1/settings")).body.captchaThreshold as number;
  const changed = before === 7 ? 8 : 7;
  const started = Date.now();
  const put = await json(a, "POST", "/trpc/settings.update", { key: "captchaThreshold", value: changed }, token);
  let seen = false;
  while (!seen && Date.now() - started < 1000) seen = (await json(b, "GET", "/api/v1/settings")).body.captchaThreshold === changed;
  check(put.status === 200 && seen, `a settings change through one API is seen by the other within 1 s (${Date.now() - started} ms)`);

  // Two workers, each scheduled job scheduled once.
  const connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  const scheduled = ALL_JOBS.filter((job) => job.schedule);
  const counts = await Promise.all(
    scheduled.map(async (job) => {
      const queue = new Queue(job.queue, { connection, prefix: QUEUE_PREFIX });
      const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === job.schedule?.id);
      await queue.close();
      return schedulers.length;
    }),
  );
  await connection.quit();
  check(
    counts.every((n) => n === 1),
    `each of the ${scheduled.length} scheduled jobs has one schedule with two workers (${counts.join(", ")})`,
  );
} finally {
  // Ended before the cluster stops, also when a check above threw: the server's goodbye to an open client would be an
  // unhandled 'error' that ends this process and hides the exception that brought it here.
  await db?.end().catch(() => {});
  for (const child of children.reverse()) child.kill("SIGTERM");
  await sleep(1500);
  await sink.close();
  await s3.stop();
  cluster.stop();
  await redis.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failures.length ? `\n${failures.length} check(s) failed` : "\nEvery check passed");
process.exit(failures.length ? 1 : 0);
