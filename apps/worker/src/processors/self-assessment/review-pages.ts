import { existsSync } from "node:fs";
import { ACCESSIBILITY_RUN_LIMITS as L, type TAccessibilityViolation } from "@portal/schemas/self-assessment/self-assessment-messages";
import axe from "axe-core";
import { chromium } from "playwright-core";

/** Debian's packages, headless shell first (lighter); CHROMIUM_PATH wins when set. */
const CANDIDATES = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];

export function findChromium(configured?: string): string | null {
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

type AxeResult = { violations: { id: string; impact?: string | null; help: string; nodes: unknown[] }[] };

/**
 * Opens each page in headless Chromium as a visitor without a session, lets it settle, injects axe-core and keeps its
 * WCAG 2.1 A/AA violations (rule, impact, help, how many elements). A page that fails to load is a violation of its
 * own ("page-load"), so a broken page is never reported as clean.
 */
export async function reviewPages(browserPath: string, baseUrl: string, paths: readonly string[]): Promise<TAccessibilityViolation[]> {
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  const found: TAccessibilityViolation[] = [];
  try {
    const context = await browser.newContext({ locale: "es-CO" });
    for (const path of paths) {
      const page = await context.newPage();
      try {
        const response = await page.goto(new URL(path, baseUrl).href, { waitUntil: "load", timeout: L.pageTimeoutMs });
        if (!response || response.status() >= 400) throw new Error(`HTTP ${response?.status() ?? "sin respuesta"}`);
        // Late requests (blocks, lazy chunks) settle; a page that keeps a stream open is reviewed as it is then.
        await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
        await page.addScriptTag({ content: axe.source });
        const result = await page.evaluate(
          (tags) =>
            (globalThis as unknown as { axe: { run(o: unknown): Promise<AxeResult> } }).axe.run({
              runOnly: { type: "tag", values: tags },
              resultTypes: ["violations"],
            }),
          [...L.tags],
        );
        for (const v of result.violations) found.push({ path, rule: v.id, impact: v.impact ?? null, help: v.help, nodes: v.nodes.length });
      } catch (error) {
        found.push({
          path,
          rule: "page-load",
          impact: "critical",
          help: error instanceof Error ? (error.message.split("\n").at(0) ?? "").slice(0, 200) : String(error),
          nodes: 0,
        });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return found;
}
