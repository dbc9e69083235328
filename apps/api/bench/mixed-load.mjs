import { parentPort, workerData } from "node:worker_threads";

/**
 * The municipal day's load generator (a worker thread, apart from the servers' event loop): `concurrency` clients each
 * pick their next operation from the mix by weight, for `durationMs`, and every operation's latency is kept by kind.
 * What a citizen's browser does before the clock (solving a captcha while typing) was done beforehand: the captcha ids
 * come in `captchas`, one per operation that needs one. A kind whose captchas ran out is no longer picked (counted in
 * `ranOut`). With `thinkMs` each client pauses between steps as a person does; with 0 the clients step back to back
 * (the API's capacity). Plain JavaScript: a worker thread does not go through tsx's loader on Node 20.
 */
const json = { "content-type": "application/json" };
const spec = workerData;
const pdf = Buffer.from(spec.attachmentBase64, "base64");
let seq = 0;
let nextTracking = 0;
let nextAccount = 0;
let nextRead = 0;

async function ok(res, status = 200) {
  await res.arrayBuffer();
  return res.status === status ? true : `HTTP ${res.status}`;
}

/** A page or content read as the web app makes it: the home's data, a section's list, a content, a search. */
async function read() {
  const path = spec.readPaths[nextRead++ % spec.readPaths.length];
  return ok(await fetch(`${spec.baseUrl}${path}`));
}

/** A citizen files a PQRDS with a PDF attached: the upload (its token proves the file is theirs), then the form. */
async function filing(captchaId) {
  const form = new FormData();
  form.append("file", new Blob([pdf], { type: "application/pdf" }), "derecho-de-peticion.pdf");
  const up = await fetch(`${spec.baseUrl}/api/v1/uploadfiles/complaint`, { method: "POST", body: form });
  if (up.status !== 201) return ok(up, 201);
  const { fileID, uploadToken } = await up.json();
  const email = `mixed${process.pid}-${seq++}@correo.co`;
  const body = { ...spec.filingBody, isAttachment: true, fileID, uploadToken, emailPersonal: email, emailVerif: email, email, captchaId, captcha: null };
  return ok(await fetch(`${spec.baseUrl}/api/v1/complaintforms`, { method: "POST", headers: json, body: JSON.stringify(body) }), 201);
}

async function tracking(captchaId) {
  const trackingID = spec.trackingIDs[nextTracking++ % spec.trackingIDs.length];
  const body = { trackingID, captchaId, captcha: spec.captchaAnswer };
  return ok(await fetch(`${spec.baseUrl}/api/v1/complaintforms/tracking`, { method: "POST", headers: json, body: JSON.stringify(body) }));
}

/** A property certificate: the key and the owner's identification, answered with the certificate's PDF reference. */
async function certificate(captchaId) {
  const body = { ...spec.certificateBody, captchaId, captcha: spec.captchaAnswer };
  return ok(await fetch(`${spec.baseUrl}/api/v1/certificates/check`, { method: "POST", headers: json, body: JSON.stringify(body) }));
}

/** A citizen logs in (the password's deliberate hashing cost included) and reads their profile. */
async function login(captchaId) {
  const account = spec.accounts[nextAccount++ % spec.accounts.length];
  const res = await fetch(`${spec.baseUrl}/api/v1/auth`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ ...account, captchaId, captcha: spec.captchaAnswer }),
  });
  if (res.status !== 200) return ok(res);
  const { token } = await res.json();
  return ok(await fetch(`${spec.baseUrl}/api/v1/auth/profile`, { headers: { authorization: `Bearer ${token}` } }));
}

const OPS = { read, filing, tracking, certificate, login };

async function run() {
  const kinds = Object.keys(spec.mix);
  const stats = Object.fromEntries(kinds.map((k) => [k, { latencies: [], failures: 0, errors: {} }]));
  const captchas = Object.fromEntries(kinds.map((k) => [k, [...(spec.captchas[k] ?? [])]]));
  const ranOut = new Set();
  const pick = () => {
    const open = kinds.filter((k) => !ranOut.has(k));
    const total = open.reduce((s, k) => s + spec.mix[k], 0);
    let r = Math.random() * total;
    for (const k of open) if ((r -= spec.mix[k]) < 0) return k;
    return open[open.length - 1];
  };
  const started = performance.now();
  const end = started + spec.durationMs;
  // A citizen reads what a step answered before taking the next one: a pause of thinkMs on average (half to one and a
  // half times it, so the clients do not march in step), and a first step spread over the first pause.
  const think = () => (spec.thinkMs > 0 ? new Promise((r) => setTimeout(r, spec.thinkMs * (0.5 + Math.random()))) : null);
  await Promise.all(
    Array.from({ length: spec.concurrency }, async () => {
      if (spec.thinkMs > 0) await new Promise((r) => setTimeout(r, spec.thinkMs * Math.random()));
      while (performance.now() < end) {
        const kind = pick();
        let captchaId = null;
        if (kind !== "read") {
          captchaId = captchas[kind].pop();
          if (captchaId === undefined) {
            ranOut.add(kind);
            continue;
          }
        }
        const t0 = performance.now();
        const result = await OPS[kind](captchaId).catch((error) => String(error?.cause?.code ?? error?.message ?? error));
        const s = stats[kind];
        if (result === true) s.latencies.push(performance.now() - t0);
        else {
          s.failures++;
          s.errors[result] = (s.errors[result] ?? 0) + 1;
        }
        await think();
      }
    }),
  );
  return { stats, elapsedMs: performance.now() - started, ranOut: [...ranOut] };
}

parentPort.postMessage(await run());
