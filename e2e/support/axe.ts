// WCAG 2.1 AA (Resolución 1519 de 2020) checked by axe on what a page shows now, for any browser test to call.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** Fails with a readable list when axe finds any A/AA violation on the page as it is now. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // Let late requests (captcha, lazy chunks) settle, but never wait on a page that keeps polling.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  // Violations only: axe skips detailing the passes and incomplete checks (~20 % of its time), and finds the same
  // violations. options() replaces the whole options object, so it comes before withTags().
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_AA)
    .analyze();
  const found = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(" ")} — ${(n.failureSummary ?? "").split("\n").slice(1, 2).join("").trim()}`)
        .join("\n    ")}`,
  );
  expect(found, `${what}: violaciones de WCAG 2.1 AA`).toEqual([]);
}
