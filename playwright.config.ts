// Browser end-to-end tests (`npm test` runs them last). They drive Debian's Chromium (its headless shell, installed by
// `npm test` with apt-get when missing) against the whole system booted once by e2e/support/global-setup.ts.
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { e2e } from "./e2e/support/env.ts";

const ci = process.env.CI === "true";
// Debian's headless shell (chromium-headless-shell, installed by `npm test`): the same Blink and V8 as /usr/bin/chromium
// without the full browser's layers, as Playwright's own headless runs use. On the home, mobile-menu and axe specs (34
// tests, 3 workers) it took 108 CPU-s against 143 with /usr/bin/chromium. E2E_CHROMIUM picks another binary.
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const browserPath = process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const TRACE_MODES = ["off", "on", "retain-on-failure", "on-first-retry"] as const;
function traceMode(asked: string | undefined): (typeof TRACE_MODES)[number] {
  return TRACE_MODES.find((mode) => mode === asked) ?? "on-first-retry";
}

/**
 * Measured alone, once every other browser test has finished: the long tasks after load (issue 28) are wall-clock
 * times, and with two other browsers sharing the 2 cores a few milliseconds of the home banner's turn ran 59 ms.
 * `npx playwright test --project alone --no-deps` runs it by itself.
 */
const ALONE = /performance[\\/]main-thread-after-load\.spec\.ts$/;

export default defineConfig({
  testDir: "e2e",
  projects: [
    { name: "portal", testIgnore: ALONE },
    { name: "alone", testMatch: ALONE, dependencies: ["portal"] },
  ],
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: false,
  // Three browsers at a time on 2 cores, in CI too: the specs wait on the portal more than they use the CPU (2 workers
  // used about half a core of the two), and each names its rows with a run tag, so they share the one system booted by
  // global-setup. Measured on e2e/complaint-forms + e2e/shell: 303 s with 2 workers, 244 s with 3, same CPU time.
  workers: 3,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // Long flows (certificates, PQRDS management) take 20–30 s on a busy 2-core machine: room before calling them failed.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "playwright-report/results.json" }]],
  outputDir: "test-results",
  use: {
    ...devices["Desktop Chrome"],
    baseURL: e2e.baseURL,
    headless: true,
    locale: "es-CO",
    timezoneId: BOGOTA_TIME_ZONE,
    // Recording a trace costs every test its DOM snapshots and screencast, kept or not ("retain-on-failure" records all of
    // them): a failing test gets one on its retry (CI retries once), and E2E_TRACE=retain-on-failure (or on) asks for
    // it on the first run while debugging.
    trace: traceMode(process.env.E2E_TRACE),
    // An action (a click, a fill) or a navigation that cannot happen fails after 45 s, saying what stood in its way,
    // instead of waiting out a long scenario's whole budget: a click on a menu item that never landed once held
    // contents/done-means (5 min) until its test timeout, adding 4 min to the run before the retry passed in 39 s.
    actionTimeout: 45_000,
    navigationTimeout: 45_000,
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: browserPath,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
});
