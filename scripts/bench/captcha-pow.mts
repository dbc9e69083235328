// Measures how long a browser takes to solve the captcha's proof of work at the configured cost: Debian's Chromium
// loads the built solver chunk (apps/web/dist, `npm run build -w @portal/web` first) and solves fresh challenges,
// as is and with the CPU slowed 4× (Lighthouse's mobile emulation). Usage: npx tsx scripts/bench/captcha-pow.mts [cost] [rounds]

import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { createPowChallenge, derivePowSecrets } from "@portal/core/captcha/captcha-pow";
import { CAPTCHA_POW } from "@portal/schemas/captcha/captcha.schema";

const cost = Number(process.argv[2] ?? CAPTCHA_POW.cost);
const rounds = Number(process.argv[3] ?? 8);
const dist = resolve(import.meta.dirname, "../../apps/web/dist");
const chunk = readdirSync(join(dist, "assets")).find((f) => f.startsWith("solve-pow-"));
if (!chunk) throw new Error("build the web app first: npm run build -w @portal/web");

const server = createServer((req, res) => {
  const path = req.url === "/" ? null : join(dist, decodeURIComponent(req.url!.split("?")[0]!));
  if (!path) return res.end("<!doctype html><title>pow</title>");
  try {
    const body = readFileSync(path);
    res.setHeader("content-type", path.endsWith(".js") ? "text/javascript" : "application/octet-stream");
    res.end(body);
  } catch {
    res.statusCode = 404;
    res.end();
  }
}).listen(0, "127.0.0.1");
await new Promise((r) => server.once("listening", r));
const port = (server.address() as { port: number }).port;

const secrets = derivePowSecrets(new TextEncoder().encode("bench-secret-bench-secret-bench-secret"));
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const throttle of [1, 4]) {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  await page.goto(`http://localhost:${port}/`);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const challenge = await createPowChallenge(secrets, cost, { captchaId: `bench-${i}`, form: "login" }, new Date(Date.now() + 600_000));
    times.push(
      await page.evaluate(
        async ({ src, challenge }) => {
          const { solvePow } = await import(src);
          const t = performance.now();
          await solvePow(challenge);
          return performance.now() - t;
        },
        { src: `/assets/${chunk}`, challenge },
      ),
    );
  }
  times.sort((a, b) => a - b);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  console.log(
    `cost ${cost}, CPU ${throttle}× slower, ${cores} cores: median ${Math.round(times[Math.floor(times.length / 2)]!)} ms, max ${Math.round(times.at(-1)!)} ms (${rounds} challenges)`,
  );
  await page.close();
}
await browser.close();
server.close();
