import { parentPort, workerData } from "node:worker_threads";

/**
 * Load generator (runs in a worker thread, apart from the servers' event loop): `concurrency` loops run `op` for
 * `durationMs` and record each operation's latency. Operations are plain fetch calls described by data, so the
 * same generator measures the bare endpoint and the PQRDS submission.
 */
// Plain JavaScript: a worker thread does not go through tsx's loader on Node 20.

async function bare(spec) {
  const res = await fetch(`${spec.baseUrl}/echo`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(spec.body) });
  await res.arrayBuffer();
  return res.status === 200;
}

let seq = 0;
/** One citizen submission as the web form makes it: fetch a captcha id, then POST complaintforms. */
async function pqrds(spec) {
  const captcha = await (await fetch(`${spec.baseUrl}/api/v1/captcha?form=pqrds`)).json();
  const email = `bench${process.pid}-${seq++}@correo.co`;
  const res = await fetch(`${spec.baseUrl}/api/v1/complaintforms`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...spec.body, emailPersonal: email, emailVerif: email, email, captchaId: captcha.captchaId, captcha: null }),
  });
  await res.arrayBuffer();
  return res.status === 201;
}

async function run(spec) {
  const op = spec.kind === "bare" ? bare : pqrds;
  const latencies = [];
  let failures = 0;
  const end = performance.now() + spec.durationMs;
  await Promise.all(
    Array.from({ length: spec.concurrency }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const ok = await op(spec).catch(() => false);
        if (ok) latencies.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  return { latencies, failures };
}

if (parentPort) parentPort.postMessage(await run(workerData));
