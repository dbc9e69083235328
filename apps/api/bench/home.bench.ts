// The home's data and first visit (issue 9 "The home is fast"): requests per second of the one cached home call
// (GET {apiBasePath}/home, and tRPC blocks.home) next to a bare Express GET answering the same JSON from memory (through the
// same compression middleware; the uncompressed figure is printed too), in the
// same run, on the embedded database (PGlite) and on a PostgreSQL server; then the JavaScript a first visit to the
// seeded home downloads (every script Chromium fetches until the blocks show, gzip), next to the entry's static part.
// Usage: npm run bench:home [-- --seconds 6 --concurrency 50 --db both|embedded|postgres --skip-build]
// Goals: home data ≥ 0.6 × bare Express; first-visit JS ≤ 120 KB gzip.
import type { ChildProcess } from "node:child_process";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { repoRoot } from "@portal/db/paths";
import { benchEnv, type GetLoadResult, getLoad, NO_PER_ADDRESS_LIMITS } from "./bench-env.ts";
import { forEachDatabaseWithRedis, type TBenchDatabaseChoice } from "./databases.ts";
import { runToEnd, startBenchServers } from "./processes.ts";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "6" },
    concurrency: { type: "string", default: "50" },
    db: { type: "string", default: "both" },
    "skip-build": { type: "boolean", default: false },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const GOAL_RATIO = 0.6;
const GOAL_JS_KB = 120;

/** The entry and its static imports, gzip, as the web app's own script measures them (apps never import each other). */
function entryScriptsSize(): { totalBytes: number } {
  const out = execFileSync(process.execPath, [join(repoRoot, "apps/web/scripts/first-load-size.mjs")], { cwd: repoRoot, encoding: "utf8" });
  const total = /([\d.]+) kB\s+total first-load JS/.exec(out);
  if (!total) throw new Error(`first-load-size.mjs: ${out}`);
  return { totalBytes: Number(total[1]) * 1000 };
}

const rate = (r: GetLoadResult) => r.latencies.length / (r.elapsedMs / 1000);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p99 = (r: GetLoadResult) => [...r.latencies].sort((a, b) => a - b)[Math.floor(0.99 * (r.latencies.length - 1))] ?? Number.NaN;

/** Every script Chromium downloads to show the seeded home (entry, preloads, lazy block chunks), gzip-compressed. */
async function firstVisitJs(baseUrl: string): Promise<{ totalBytes: number; files: { url: string; gzipBytes: number }[] }> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  try {
    const page = await browser.newPage();
    const files: { url: string; gzipBytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on("response", (response) => {
      if (!/\.m?js(\?|$)/.test(response.url())) return;
      pending.push(
        response.body().then(
          (body) => {
            files.push({ url: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length });
          },
          () => undefined,
        ),
      );
    });
    await page.goto(`${baseUrl}/`);
    await page.getByRole("heading", { name: "Agenda de la entidad" }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState("networkidle").catch(() => undefined);
    await Promise.all(pending);
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    return { totalBytes: files.reduce((s, f) => s + f.gzipBytes, 0), files };
  } finally {
    await browser.close();
  }
}

async function benchDatabase(label: string, databaseUrl: string, redisUrl: string): Promise<void> {
  const children: ChildProcess[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), "portal-bench-home-"));
  try {
    const env = benchEnv(dataDir, databaseUrl, redisUrl, NO_PER_ADDRESS_LIMITS);
    await runToEnd("packages/core/scripts/setup.ts", env);
    const { api, bare } = await startBenchServers(children, { ...env, BENCH_WEB: "1" });
    const body = await (await fetch(`${api}/api/v1/home`)).text();
    const ms = seconds * 1000;
    await getLoad(api, ["/api/v1/home", "/trpc/blocks.home"], concurrency, 1500); // warm-up
    process.stdout.write(`  ${label}: req/s…\n`);
    // Bare, REST and tRPC alternating, twice, so a burst elsewhere on the machine lands on every side.
    const rounds: { plain: GetLoadResult; bare: GetLoadResult; rest: GetLoadResult; trpc: GetLoadResult }[] = [];
    for (let round = 0; round < 2; round++) {
      const p = await getLoad(bare, ["/home"], concurrency, ms / 2);
      const b = await getLoad(bare, ["/home-compressed"], concurrency, ms / 2);
      const r = await getLoad(api, ["/api/v1/home"], concurrency, ms / 2);
      const t = await getLoad(api, ["/trpc/blocks.home"], concurrency, ms / 2);
      rounds.push({ plain: p, bare: b, rest: r, trpc: t });
    }
    const js = await firstVisitJs(api);
    const entry = entryScriptsSize();

    const avg = (pick: (x: (typeof rounds)[number]) => GetLoadResult) => rounds.reduce((s, x) => s + rate(pick(x)), 0) / rounds.length;
    const ratio = (pick: (x: (typeof rounds)[number]) => GetLoadResult) => median(rounds.map((x) => rate(pick(x)) / rate(x.bare)));
    const failures = rounds.reduce((s, x) => s + x.plain.failures + x.bare.failures + x.rest.failures + x.trpc.failures, 0);
    const restRatio = ratio((x) => x.rest);
    const trpcRatio = ratio((x) => x.trpc);
    const kb = (n: number) => (n / 1000).toFixed(1);
    console.log(`\n${label} — home JSON ${kb(body.length)} KB, ${concurrency} clients, ${seconds / 2} s × 2 rounds each`);
    console.log(
      `  bare Express GET /home (same JSON)   ${avg((x) => x.plain)
        .toFixed(0)
        .padStart(7)} req/s  p99 ${p99(rounds[1]!.plain).toFixed(1)} ms  (uncompressed)`,
    );
    console.log(
      `  the same, compressed like the API's  ${avg((x) => x.bare)
        .toFixed(0)
        .padStart(7)} req/s  p99 ${p99(rounds[1]!.bare).toFixed(1)} ms  (the ratios' baseline)`,
    );
    console.log(
      `  GET /api/v1/home (REST, cached)      ${avg((x) => x.rest)
        .toFixed(0)
        .padStart(
          7,
        )} req/s  p99 ${p99(rounds[1]!.rest).toFixed(1)} ms  ratio ${restRatio.toFixed(2)}× (goal ≥ ${GOAL_RATIO}×) ${restRatio >= GOAL_RATIO ? "met" : "NOT met"}`,
    );
    console.log(
      `  GET /trpc/blocks.home (tRPC, cached) ${avg((x) => x.trpc)
        .toFixed(0)
        .padStart(7)} req/s  p99 ${p99(rounds[1]!.trpc).toFixed(1)} ms  ratio ${trpcRatio.toFixed(2)}×`,
    );
    if (failures) console.log(`  ${failures} failed requests`);
    console.log(
      `  first-visit JS of the seeded home: ${kb(js.totalBytes)} KB gzip in ${js.files.length} scripts (goal ≤ ${GOAL_JS_KB} KB) ${js.totalBytes / 1000 <= GOAL_JS_KB ? "met" : "NOT met"}; of which the entry and its static imports ${kb(entry.totalBytes)} KB`,
    );
    for (const f of js.files) console.log(`    ${kb(f.gzipBytes).padStart(7)} KB  ${f.url}`);
  } finally {
    for (const child of children.reverse()) child.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!values["skip-build"]) {
  process.stdout.write("Building the web app (npm run build -w @portal/web)…\n");
  execFileSync("npm", ["run", "build", "-w", "@portal/web"], { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] });
}
console.log(`\nHome data and first visit (node ${process.version})`);
await forEachDatabaseWithRedis(values.db as TBenchDatabaseChoice, (database, redisUrl) => benchDatabase(database.title, database.url, redisUrl));
