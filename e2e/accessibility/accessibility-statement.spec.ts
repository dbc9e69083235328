import { expect, test } from "@playwright/test";
import { ACCESSIBILITY_NAV_MESSAGES } from "@portal/schemas/accessibility/accessibility-nav";
import { ACCESSIBILITY_STATEMENT_MESSAGES as M, BARRIER_REPORT_PREFIX, DEFAULT_KNOWN_ACCESSIBILITY_ISSUES } from "@portal/schemas/accessibility/accessibility-statement";
import { prepare } from "../complaint-forms/helpers.ts";

test.beforeEach(async ({ page }) => prepare(page));

test("from the footer, a visitor reads the accessibility statement and reports a barrier through a prefilled Sugerencia", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: ACCESSIBILITY_NAV_MESSAGES.title }).click();
  await expect(page).toHaveURL(/\/declaracion-de-accesibilidad$/);
  await expect(page.getByRole("heading", { level: 1, name: ACCESSIBILITY_NAV_MESSAGES.title })).toBeVisible();
  await expect(page.getByRole("region", { name: M.conformanceTitle })).toContainText("WCAG) 2.1");
  await expect(page.getByRole("region", { name: M.dateTitle })).toContainText("2026");
  await expect(page.getByRole("region", { name: M.knownIssuesTitle })).toContainText(DEFAULT_KNOWN_ACCESSIBILITY_ISSUES[0]);
  await expect(page.getByRole("region", { name: M.measuresTitle })).toContainText("Alto contraste");

  await page.getByRole("button", { name: M.reportButton }).click();
  await expect(page).toHaveURL(/\/pqrds\/enviar\/6$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sugerencia" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Descripción de la solicitud" })).toHaveValue(BARRIER_REPORT_PREFIX);
});
