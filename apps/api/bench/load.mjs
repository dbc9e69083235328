import { parentPort, workerData } from "node:worker_threads";

/**
 * Load generator (runs in a worker thread, apart from the servers' event loop): `concurrency` loops run `op` for
 * `durationMs` and record each operation's latency. Operations are plain fetch calls described by data, so the
 * same generator measures the bare endpoint, the PQRDS submission and tracking.
 *
 * kinds: "bare" (POST /echo), "pqrds" (GET captcha + POST complaintforms; keeps some tracking numbers),
 * "captchas" (issues `count` tracking captchas, returns their ids), "tracking" (POST complaintforms/tracking with
 * the pre-issued captchas, round robin over `trackingIDs`; stops early when the captchas run out).
 */
// Plain JavaScript: a worker thread does not go through tsx's loader on Node 20.

const json = { "content-type": "application/json" };

async function bare(spec) {
  const res = await fetch(`${spec.baseUrl}/echo`, { method: "POST", headers: json, body: JSON.stringify(spec.body) });
  await res.arrayBuffer();
  return res.status === 200;
}

let seq = 0;
const trackingIDs = [];
/** One citizen submission as the web form makes it: fetch a captcha id, then POST complaintforms. */
async function pqrds(spec) {
  const captcha = await (await fetch(`${spec.baseUrl}/api/v1/captcha?form=pqrds`)).json();
  const email = `bench${process.pid}-${seq++}@correo.co`;
  const res = await fetch(`${spec.baseUrl}/api/v1/complaintforms`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...spec.body, emailPersonal: email, emailVerif: email, email, captchaId: captcha.captchaId, captcha: null }),
  });
  const text = await res.text();
  if (res.status === 201 && trackingIDs.length < 500) trackingIDs.push(JSON.parse(text).trackingID);
  return res.status === 201;
}

let next = 0;
/** One tracking as the web page makes it once the citizen typed the captcha (issued beforehand, outside the clock). */
async function tracking(spec) {
  const captchaId = spec.captchaIds[next];
  const trackingID = spec.trackingIDs[next % spec.trackingIDs.length];
  next++;
  const res = await fetch(`${spec.baseUrl}/api/v1/complaintforms/tracking`, {
    method: "POST", headers: json, body: JSON.stringify({ trackingID, captchaId, captcha: spec.captchaAnswer }),
  });
  await res.arrayBuffer();
  return res.status === 200;
}

async function captchas(spec) {
  const ids = [];
  await Promise.all(
    Array.from({ length: spec.concurrency }, async () => {
      while (ids.length < spec.count) ids.push((await (await fetch(`${spec.baseUrl}/api/v1/captcha?form=tracking`)).json()).captchaId);
    }),
  );
  return { captchaIds: ids };
}

async function run(spec) {
  if (spec.kind === "captchas") return captchas(spec);
  const op = spec.kind === "bare" ? bare : spec.kind === "tracking" ? tracking : pqrds;
  const latencies = [];
  let failures = 0;
  const started = performance.now();
  const end = started + spec.durationMs;
  const more = () => performance.now() < end && (spec.kind !== "tracking" || next < spec.captchaIds.length);
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
