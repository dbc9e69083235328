#!/usr/bin/env node
// `npm run bench:lighthouse [-- --url http://host:port] [--runs N] [--pages home,pqrds]`: Lighthouse's mobile performance
// audit (its default Moto G Power profile: simulated slow 4G and 4× CPU slowdown) of the six public pages issue 28 names:
// the home, a section list (the first section the home lists, noticias when seeded), a content detail (that section's
// first content), search results, the PQRDS form and a certificate request, driving Debian's Chromium. Without --url it
// boots the whole system the way the browser tests do (fresh DATA_DIR, free ports, built web app) and stops it
// afterwards. Each page loads N times (default 3); each load is scored twice from the same trace: with the stock 4× CPU
// slowdown, and with the slowdown calibrated to the host's benchmarkIndex measured during that load, as Lighthouse's
// throttling docs advise for slow or busy hosts (4× assumes an index near 1533; a 2-core machine shared by several
// builds measures 250–1000). Every run is printed as it ends (score, FCP, LCP, TBT, CLS, bytes, benchmarkIndex and the
// host's 1-minute load average beside its core count), then per page and mode the median run by score with the goal
// beside it, every run's score, their range and the quietest run's (highest index). A load whose trace Lighthouse lost
// (NO_NAVSTART on a busy host) is measured again, up to twice. The last run's full report of each page is kept in
// .bench/lighthouse/. Chromium may resolve no host but the portal's. Goals (issue 28): calibrated score ≥ 90 and CLS ≤ 0.1
// in every run on every page; exits 1 when a page misses one (after printing every figure).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { isPortFree } from "../lib/net.mjs";
import { repoRoot } from "../lib/steps.mjs";
import { bootSystem } from "../lib/system.mjs";

const GOAL = 90;
const CLS_GOAL = 0.1;
/** Issue 28's other two goals, judged on each page's median run (calibrated) like the score. */
const TBT_GOAL_MS = 200;
const LCP_GOAL_S = 2.5;
const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const { values: args } = parseArgs({
  options: { url: { type: "string" }, runs: { type: "string", default: "3" }, pages: { type: "string" } },
});
const runs = Math.max(1, Number(args.runs) || 3);
const reportDir = join(repoRoot, ".bench/lighthouse");

/** Free ports for the portal, its embedded PostgreSQL and Redis (the browser tests' 10,000 apart pattern). */
async function freePorts() {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 31_000 + Math.floor(Math.random() * 8_000);
    const ports = [base, base + 10_000, base + 20_000];
    if ((await Promise.all(ports.map((p) => isPortFree(p)))).every(Boolean)) return ports;
  }
  throw new Error("No free ports found for the portal.");
}

async function startPortal() {
  if (args.url) return { url: args.url.replace(/\/$/, ""), stop: async () => {} };
  const [port, pgPort, redisPort] = /** @type {number[]} */ (await freePorts());
  const dataDir = mkdtempSync(join(tmpdir(), "portal-lighthouse-"));
  /** @type {NodeJS.ProcessEnv} */
  const env = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_REDIS_PORT: String(redisPort),
    ADMIN_EMAIL: "admin@lighthouse.test",
    ADMIN_PASSWORD: "Admin123456!",
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: "warn",
  };
  for (const key of ["DATABASE_URL", "REDIS_URL", "SMTP_URL", "NODE_ENV"]) delete env[key];
  const system = await bootSystem({ env });
  return {
    url: system.url,
    stop: async () => {
      await system.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A route segment from the portal's settings, without slashes. */
const segment = (/** @type {unknown} */ value, /** @type {string} */ fallback) => String(value ?? fallback).replace(/^\/+|\/+$/g, "");

/**
 * The six public pages issue 28 names, found the way a citizen finds them: the home's first section group (its section
 * and first content), the first PQRDS form type, the sitemap's first certificate request; route segments from settings.
 * @param {string} url
 */
async function pagesOf(url) {
  const get = async (/** @type {string} */ path) => {
    const res = await fetch(`${url}${path}`);
    if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
    return path.endsWith(".xml") ? res.text() : res.json();
  };
  const [settings, types, home, sitemap] = await Promise.all([
    get("/api/v1/settings"),
    get("/api/v1/complaintformtypes"),
    get("/api/v1/home"),
    get("/sitemap.xml"),
  ]);
  const routes = settings.routes ?? {};
  const typeId = Array.isArray(types) && types[0] ? (types[0].id ?? types[0].complaintFormTypeID) : 1;
  /** @type {{ friendlyName: string, contents?: { friendlyName: string }[] }[]} */
  const groups = (home.blocks ?? []).flatMap((/** @type {{ sectionGroups?: [] }} */ b) => b.sectionGroups ?? []);
  const group = groups.find((g) => g.contents?.length) ?? groups[0];
  const section = group?.friendlyName ?? "noticias";
  const content = group?.contents?.[0]?.friendlyName;
  const certificate = [...String(sitemap).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(String(m[1])).pathname).find((p) => p.startsWith("/tramites/"));
  const all = [
    { name: "home", url: `${url}/` },
    { name: "section", url: `${url}/${segment(routes.tag, "tema")}/${section}` },
    content && { name: "detail", url: `${url}/${segment(routes.contentInfo, "publicaciones")}/${content}` },
    { name: "search", url: `${url}/buscar?q=certificado` },
    { name: "pqrds", url: `${url}/${segment(routes.complaint, "pqrds")}/enviar/${typeId}` },
    certificate && { name: "certificate", url: `${url}${certificate}` },
  ].filter((p) => typeof p === "object" && p !== null);
  const wanted = args.pages
    ?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  return /** @type {{ name: string, url: string }[]} */ (wanted?.length ? all.filter((p) => p && wanted.includes(p.name)) : all);
}

/** The host's 1-minute load average beside its cores (a busy host's load is at or above its core count). */
const hostLoad = () => `${loadavg()[0]?.toFixed(2) ?? "?"}/${cpus().length}`;

/**
 * Lighthouse's 4× CPU slowdown assumes a host with a benchmarkIndex near 1533 (its throttling docs' calculator:
 * 1300 → 3×, 1533 → 4×, +1× per 233); a slower or busier host would be slowed down twice. Scaled the same way below
 * 1300 and never under 1×.
 * @param {number} benchmarkIndex
 */
export function calibratedMultiplier(benchmarkIndex) {
  const m = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : (3 * benchmarkIndex) / 1300;
  return Math.round(Math.min(Math.max(m, 1), 4) * 100) / 100;
}

/** The middle value (the upper one of an even count). @param {number[]} values */
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The run on the least busy host (highest benchmarkIndex): the figure nearest to what a quiet machine gives.
 * @param {{ benchmarkIndex: number, score: number }[]} list
 */
const quietest = (list) => list.reduce((best, r) => (r.benchmarkIndex > best.benchmarkIndex ? r : best));

/** @param {import("lighthouse").RunnerResult["lhr"]} lhr */
function figures(lhr) {
  const a = lhr.audits;
  return {
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpu: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpS: (a["largest-contentful-paint"]?.numericValue ?? NaN) / 1000,
    fcpS: (a["first-contentful-paint"]?.numericValue ?? NaN) / 1000,
    tbtMs: a["total-blocking-time"]?.numericValue ?? NaN,
    cls: a["cumulative-layout-shift"]?.numericValue ?? NaN,
    kib: (a["total-byte-weight"]?.numericValue ?? NaN) / 1024,
  };
}

/**
 * One page load, gathered once and scored twice from the same trace: with the stock throttling, and with the CPU
 * slowdown calibrated to the benchmarkIndex measured during that very load (a busy host changes from run to run).
 * @param {string} url
 * @param {number} port Chromium's debugging port
 */
async function measure(url, port) {
  const dir = mkdtempSync(join(tmpdir(), "portal-lighthouse-artifacts-"));
  /** @type {import("lighthouse").Flags} */
  const flags = { output: "json", logLevel: "error", onlyCategories: ["performance"] };
  try {
    // Gathers (saving the artifacts in `dir`) and scores with the stock settings, then scores the same artifacts again.
    const stock = await lighthouse(url, { ...flags, port, gatherMode: dir, auditMode: dir });
    if (!stock) throw new Error(`Lighthouse gave no result for ${url}`);
    if (stock.lhr.runtimeError) throw new Error(`${url}: ${stock.lhr.runtimeError.message}`);
    const cpuSlowdownMultiplier = calibratedMultiplier(stock.lhr.environment.benchmarkIndex);
    const throttling = { ...stock.lhr.configSettings.throttling, cpuSlowdownMultiplier };
    // Simulated throttling is applied when scoring, not while loading, so the saved load stands for both; Lighthouse
    // refuses settings that differ from the saved ones, so the saved settings take the calibrated multiplier too.
    const saved = join(dir, "artifacts.json");
    const artifacts = JSON.parse(readFileSync(saved, "utf8"));
    artifacts.settings.throttling = throttling;
    writeFileSync(saved, JSON.stringify(artifacts));
    const calibrated = await lighthouse(url, { ...flags, auditMode: dir, throttling });
    if (!calibrated) throw new Error(`Lighthouse gave no result for ${url}`);
    return { stock: figures(stock.lhr), calibrated: figures(calibrated.lhr), report: String(calibrated.report) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse sometimes loses the trace of a load on a busy host (NO_NAVSTART, NO_FCP): such a load is measured again,
 * up to twice, instead of ending the whole benchmark.
 * @param {string} url
 * @param {number} port
 */
async function measureWithRetry(url, port) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, port);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  (${error instanceof Error ? error.message : String(error)} — measuring again)`);
    }
  }
}

async function main() {
  const portal = await startPortal();
  const host = new URL(portal.url).hostname;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-default-apps",
      "--disable-extensions",
      "--mute-audio",
      // Nothing but the portal resolves: no external fetch can happen, or slow the measure.
      `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}`,
    ],
  });
  /** @type {boolean} */
  let failed;
  mkdirSync(reportDir, { recursive: true });
  try {
    const pages = await pagesOf(portal.url);
    console.log(
      `\nLighthouse, mobile (slow 4G), ${runs} run(s) per page, ${pages.length} pages — ${portal.url}; host load ${hostLoad()} (1-min load average / cores)`,
    );
    console.log("Each run's trace is scored twice: with Lighthouse's stock 4× CPU slowdown, and calibrated to this host's benchmarkIndex.\n");
    const header = [
      "page".padEnd(12),
      "run".padEnd(6),
      "CPU".padEnd(11),
      "score".padStart(5),
      "goal".padStart(5),
      "FCP s".padStart(6),
      "LCP s".padStart(6),
      "TBT ms".padStart(7),
      "CLS".padStart(6),
      "KiB".padStart(7),
      "bench".padStart(6),
      "load".padStart(8),
    ];
    console.log(`${header.join(" ")}  url`);
    /** @param {string} name @param {string} run @param {string} cpu @param {ReturnType<typeof figures>} m @param {string} load @param {string} tail */
    const row = (name, run, cpu, m, load, tail) =>
      console.log(
        `${[
          name.padEnd(12),
          run.padEnd(6),
          cpu.padEnd(11),
          String(m.score).padStart(5),
          `≥${GOAL}`.padStart(5),
          m.fcpS.toFixed(2).padStart(6),
          m.lcpS.toFixed(2).padStart(6),
          m.tbtMs.toFixed(0).padStart(7),
          m.cls.toFixed(3).padStart(6),
          m.kib.toFixed(1).padStart(7),
          m.benchmarkIndex.toFixed(0).padStart(6),
          load.padStart(8),
        ].join(" ")}  ${tail}`,
      );
    /** @type {string[]} */
    const misses = [];
    for (const page of pages) {
      const path = new URL(page.url).pathname + new URL(page.url).search;
      /** @type {{ stock: ReturnType<typeof figures>[], calibrated: ReturnType<typeof figures>[] }} */
      const results = { stock: [], calibrated: [] };
      for (let i = 0; i < runs; i++) {
        const load = hostLoad();
        const run = await measureWithRetry(page.url, chrome.port);
        results.stock.push(run.stock);
        results.calibrated.push(run.calibrated);
        row(page.name, `${i + 1}/${runs}`, "stock 4×", run.stock, load, path);
        row(page.name, `${i + 1}/${runs}`, `host ${String(run.calibrated.cpu)}×`, run.calibrated, load, path);
        if (run.calibrated.cls > CLS_GOAL) misses.push(`${page.name} run ${i + 1}: CLS ${run.calibrated.cls.toFixed(3)}`);
        // The full report of the last run, for a look at what costs (bootup-time, mainthread-work-breakdown, …).
        writeFileSync(join(reportDir, `${page.name.replace(/\W+/g, "-")}.json`), run.report);
      }
      for (const mode of /** @type {const} */ (["stock", "calibrated"])) {
        const sorted = [...results[mode]].sort((x, y) => x.score - y.score);
        const m = /** @type {ReturnType<typeof figures>} */ (sorted[Math.floor(sorted.length / 2)]);
        if (mode === "calibrated") {
          if (m.score < GOAL) misses.push(`${page.name}: median score ${m.score}`);
          const tbt = median(results.calibrated.map((r) => r.tbtMs));
          const lcp = median(results.calibrated.map((r) => r.lcpS));
          if (tbt > TBT_GOAL_MS) misses.push(`${page.name}: median TBT ${tbt.toFixed(0)} ms`);
          if (lcp > LCP_GOAL_S) misses.push(`${page.name}: median LCP ${lcp.toFixed(2)} s`);
        }
        const scores = results[mode].map((r) => r.score);
        const all =
          scores.length > 1
            ? `  (scores ${scores.join(", ")}; range ${Math.min(...scores)}–${Math.max(...scores)}, quietest run ${quietest(results[mode]).score})`
            : "";
        row(page.name, "median", mode === "stock" ? "stock 4×" : `host ${String(m.cpu)}×`, m, "", `${path}${all}`);
      }
    }
    failed = misses.length > 0;
    console.log(
      `\ngoal: performance ≥ ${GOAL}, TBT ≤ ${TBT_GOAL_MS} ms and LCP ≤ ${LCP_GOAL_S} s (calibrated medians) and CLS ≤ ${CLS_GOAL} in every run, on every page: ${failed ? `NOT MET (${misses.join("; ")})` : "met"}`,
    );
    console.log(
      `(bench = Lighthouse's benchmarkIndex of this host during the run; Lighthouse's 4× assumes about 1533 and warns under 1000. load = the host's 1-minute load average / its cores when the run began; now ${hostLoad()})`,
    );
  } finally {
    chrome.kill();
    await portal.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
