/**
 * Load generator (runs in a worker thread, apart from the servers' event loop): `concurrency` loops run `op` for
 * `durationMs` and record each operation's latency. Operations are plain fetch calls described by data, so the
 * same generator measures the bare endpoint, the PQRDS submission and tracking.
 *
 * kinds: "bare" (POST /echo), "pqrds" (POST complaintforms with a pre-proven captcha; keeps some tracking numbers),
 * "captchas" (issues and proves `count` captchas of `form`, GET captcha + POST captcha/proof each, returns their ids),
 * "tracking" (POST complaintforms/tracking with the pre-proven captchas, round robin over `trackingIDs`). "pqrds" and
 * "tracking" stop early when their captchas run out. "get" (GET each of `paths` in turn: the contents benchmark).
 */
// Plain JavaScript: a worker thread does not go through tsx's loader on Node 20.
import { pbkdf2Sync } from "node:crypto";
import { parentPort, workerData } from "node:worker_threads";

const json = { "content-type": "application/json" };

/**
 * Solves a captcha's ALTCHA proof of work (PBKDF2/SHA-256, uint32 counter after the nonce) as the browser does: tries
 * counters until the derived key starts with the challenge's prefix. Synchronous: at the benchmark's cost a try is a
 * few microseconds, and a worker thread has nothing else to do meanwhile.
 */
function solvePow(challenge) {
  const p = challenge.parameters;
  const nonce = Buffer.from(p.nonce, "hex");
  const salt = Buffer.from(p.salt, "hex");
  const prefix = Buffer.from(p.keyPrefix, "hex");
  const password = Buffer.alloc(nonce.length + 4);
  nonce.copy(password);
  for (let counter = 0; counter < 10_000_000; counter++) {
    password.writeUInt32BE(counter, nonce.length);
    const key = pbkdf2Sync(password, salt, p.cost, p.keyLength ?? 32, "sha256");
    if (key.subarray(0, prefix.length).equals(prefix)) return { counter, derivedKey: key.toString("hex") };
  }
  throw new Error("proof of work without solution");
}

/** GET captcha, then POST captcha/proof with its solved proof of work, as the web form does; returns the captcha id. */
async function provenCaptcha(baseUrl, form) {
  const captcha = await (await fetch(`${baseUrl}/api/v1/captcha?form=${form}`)).json();
  const proof = { captchaId: captcha.captchaId, challenge: captcha.pow, solution: solvePow(captcha.pow) };
  const res = await fetch(`${baseUrl}/api/v1/captcha/proof`, { method: "POST", headers: json, body: JSON.stringify(proof) });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`captcha/proof ${res.status}`);
  return captcha.captchaId;
}

async function bare(spec) {
  const res = await fetch(`${spec.baseUrl}/echo`, { method: "POST", headers: json, body: JSON.stringify(spec.body) });
  await res.arrayBuffer();
  return res.status === 200;
}

let seq = 0;
const trackingIDs = [];
let next = 0;
/**
 * One citizen submission: POST complaintforms with a captcha issued and proven beforehand, outside the clock (the web
 * form fetches and solves it while the citizen types), so the measured operation is one request, like the bare one.
 */
async function pqrds(spec) {
  const captchaId = spec.captchaIds[next++];
  const email = `bench${process.pid}-${seq++}@correo.co`;
  const res = await fetch(`${spec.baseUrl}/api/v1/complaintforms`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...spec.body, emailPersonal: email, emailVerif: email, email, captchaId, captcha: null }),
  });
  const text = await res.text();
  if (res.status === 201 && trackingIDs.length < 500) trackingIDs.push(JSON.parse(text).trackingID);
  return res.status === 201;
}

/** One tracking as the web page makes it once the citizen typed the captcha (issued and proven beforehand, outside the clock). */
async function tracking(spec) {
  const captchaId = spec.captchaIds[next];
  const trackingID = spec.trackingIDs[next % spec.trackingIDs.length];
  next++;
  const res = await fetch(`${spec.baseUrl}/api/v1/complaintforms/tracking`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ trackingID, captchaId, captcha: spec.captchaAnswer }),
  });
  await res.arrayBuffer();
  return res.status === 200;
}

let nextPath = 0;
/** A GET of the next path of `paths` (round robin): the contents benchmark's lists and searches, or the bare /list. */
async function get(spec) {
  const res = await fetch(`${spec.baseUrl}${spec.paths[nextPath++ % spec.paths.length]}`);
  await res.arrayBuffer();
  return res.status === 200;
}

async function captchas(spec) {
  const started = performance.now();
  const ids = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: spec.concurrency }, async () => {
      while (ids.length < spec.count) {
        // On a saturated host a captcha may be shed (503) or its keep-alive connection closed under it: issue another
        // rather than end the whole run; only a run where most fail stops.
        try {
          ids.push(await provenCaptcha(spec.baseUrl, spec.form));
        } catch (error) {
          if (++failures > spec.count) throw error;
        }
      }
    }),
  );
  return { captchaIds: ids, latencies: [], failures, elapsedMs: performance.now() - started, trackingIDs: [] };
}

async function run(spec) {
  if (spec.kind === "captchas") return captchas(spec);
  const op = spec.kind === "get" ? get : spec.kind === "bare" ? bare : spec.kind === "tracking" ? tracking : pqrds;
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const end = started + spec.durationMs;
  const more = () => performance.now() < end && (spec.kind === "bare" || spec.kind === "get" || next < spec.captchaIds.length);
  await Promise.all(
    Array.from({ length: spec.concurrency }, async () => {
      while (more()) {
        const t0 = performance.now();
        const ok = await op(spec).catch(() => false);
        if (ok) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  return { latencies, failures, elapsedMs: performance.now() - started, trackingIDs };
}

if (parentPort) parentPort.postMessage(await run(workerData));
