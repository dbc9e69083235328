// Issue 28: a loaded public page leaves the phone's main thread alone. Most citizens reach the portal on cheap phones,
// where a timer that re-renders the tree, a clock, a carousel or the captcha's proof of work turns into long tasks every
// second or two (540–790 ms each on a busy host, all the way to the end of Lighthouse's trace). Every task longer than
// 50 ms that starts during the 10 s after the page has loaded fails the test, named with its start and length.
//
// The CPU is not slowed down by default: with Chromium's 4× throttling, on a 2-core machine running three browsers at
// once, the home banner's turn (spec 02 §2, on screen, a few ms of real work) measured 62–112 ms, so the test would
// fail on the machine rather than on the page. E2E_CPU_SLOWDOWN=4 runs it slowed down (on a quiet machine).
import { expect, type Page, test } from "@playwright/test";
import { preparePage } from "../certificates/support.ts";

/** Chromium's CPU throttling rate (1: none; Lighthouse's mobile profile assumes 4). */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
const WATCH_MS = 10_000;
/** The browser's own threshold for a long task (the Long Tasks API reports nothing shorter). */
const LONG_TASK_MS = 50;

type TTask = { start: number; duration: number };

/** Before any script of the page: every long task is kept in `window.__longTasks`. */
async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: { start: number; duration: number }[] = [];
    Object.defineProperty(window, "__longTasks", { value: tasks });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
    }).observe({ type: "longtask", buffered: true });
  });
  if (CPU_SLOWDOWN === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
}

/**
 * The page has loaded: its load event fired and what a citizen came for shows (`ready`). Then the page is watched for
 * 10 s; the long tasks that started in that window are returned.
 */
async function longTasksAfterLoad(page: Page, ready: () => Promise<void>): Promise<{ loadedAt: number; tasks: TTask[] }> {
  await page.waitForLoadState("load");
  await ready();
  const loadedAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(WATCH_MS);
  const all = await page.evaluate(() => (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks);
  return { loadedAt, tasks: all.filter((t) => t.start >= loadedAt && t.duration > LONG_TASK_MS) };
}

const describe = (loadedAt: number, tasks: TTask[]) => tasks.map((t) => `${t.duration} ms at +${((t.start - loadedAt) / 1000).toFixed(1)} s`).join(", ");

test.describe("no main-thread work after load", () => {
  // A phone's screen (Lighthouse's mobile one): what lies below the fold is off-screen, as on a citizen's phone.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test.beforeEach(async ({ page }) => {
    await preparePage(page);
    await recordLongTasks(page);
  });

  test("the home stays still for 10 s after it has loaded, having asked for its data once", async ({ page }) => {
    test.setTimeout(90_000);
    // The blocks and the footer's logos come from one answer (a second request for it cost a phone's data and CPU).
    const homeDataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/trpc/blocks.home") homeDataRequests.push(request.url());
    });
    await page.goto("/");
    const { loadedAt, tasks } = await longTasksAfterLoad(page, async () => {
      // The seeded home's first banner and its news: the blocks have arrived and rendered.
      await expect(page.getByRole("main").getByRole("heading", { name: "Radica tu PQRDS en línea" })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Noticias" })).toBeVisible({ timeout: 30_000 });
    });
    expect(tasks, `long tasks after the home loaded: ${describe(loadedAt, tasks)}`).toEqual([]);
    expect(homeDataRequests).toHaveLength(1);
  });

  test("the PQRDS form stays still for 10 s after it has loaded; its captcha's proof of work waits for the citizen", async ({ page }) => {
    test.setTimeout(120_000);
    // The proof of work runs in Web Workers: one started while the captcha is far below the fold took a core of a
    // 2-core phone (and the form's re-render after it) while the citizen was still reading the first fields.
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    await page.goto("/pqrds/enviar/1");
    const main = page.getByRole("main");
    const { loadedAt, tasks } = await longTasksAfterLoad(page, async () => {
      await expect(main.getByRole("button", { name: "Enviar" })).toBeAttached({ timeout: 30_000 });
      await expect(main.getByRole("textbox", { name: "Captcha" })).toBeAttached();
    });
    expect(tasks, `long tasks after the PQRDS form loaded: ${describe(loadedAt, tasks)}`).toEqual([]);
    expect(workers, "no proof of work before the citizen reaches the captcha").toEqual([]);
    // Reaching the captcha starts it: once the proof is accepted its answer field opens (or, when this visit's draw
    // asks for no answer, the field goes away).
    const captcha = main.getByRole("textbox", { name: "Captcha" });
    await captcha.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await captcha.count()) === 0 || (await captcha.isEnabled({ timeout: 500 }).catch(() => false)), { timeout: 30_000 })
      .toBe(true);
    expect(workers.length, "the proof of work ran in a Web Worker").toBeGreaterThan(0);
  });
});
