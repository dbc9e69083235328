import { expect, test } from "@playwright/test";
import { ACCESSIBILITY_NAV_MESSAGES } from "@portal/schemas/accessibility/accessibility-nav";
import {
  BARRIER_REPORT_PREFIX,
  DEFAULT_KNOWN_ACCESSIBILITY_ISSUES,
  ACCESSIBILITY_STATEMENT_MESSAGES as M,
} from "@portal/schemas/accessibility/accessibility-statement";
import { SELF_ASSESSMENT_MESSAGES as SA } from "@portal/schemas/self-assessment/self-assessment-messages";
import { SEAL_MESSAGES } from "@portal/schemas/validity/seal-messages";
import { loginAsAdmin } from "../certificates/support.ts";
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

test("an administrator reads the Autodiagnóstico, marks a manual criterion with its justification, downloads the Excel and the sealed PDF", async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto("/administrador/autodiagnostico");
  await expect(page.getByRole("heading", { level: 1, name: SA.title })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(SA.criteria.securityHeaders) })).toContainText(SA.statuses.compliant);
  const form = page.getByRole("form", { name: `${SA.markTitle}: ${SA.criteria.tlsCertificate}` });
  await form.getByRole("textbox", { name: SA.justification }).fill("Certificado vigente hasta marzo de 2027");
  await form.getByRole("button", { name: SA.mark }).click();
  await expect(page.getByRole("row", { name: new RegExp(SA.criteria.tlsCertificate) })).toContainText("Certificado vigente hasta marzo de 2027");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: SA.downloadXlsx }).click();
  expect((await download).suggestedFilename()).toMatch(/^autodiagnostico-\d{4}-\d{2}-\d{2}\.xlsx$/);
  // The PDF is sealed: uploaded on /validez/, anyone sees it is the entity's and unchanged (a report has no code).
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: SA.downloadPdf }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^autodiagnostico-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdfPath = await pdf.path();
  const checker = await page.context().newPage();
  await checker.goto("/validez/");
  const sealForm = checker.getByRole("region", { name: SEAL_MESSAGES.uploadLabel });
  await sealForm.locator('input[type="file"]').setInputFiles(pdfPath);
  await sealForm.getByRole("button", { name: SEAL_MESSAGES.uploadButton }).click();
  await expect(sealForm.getByRole("status")).toContainText(SEAL_MESSAGES.results.validDemo);
  await expect(sealForm.getByRole("link", { name: SEAL_MESSAGES.checkCode })).toHaveCount(0);
  await checker.close();

  // Broken links: checked by the worker on request (and every Sunday); the criterion leaves "not yet checked".
  const links = page.getByRole("row", { name: new RegExp(SA.criteria.brokenLinks) });
  await page.getByRole("button", { name: SA.checkLinksNow }).click();
  await expect(page.getByText(SA.linksQueued)).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(links).not.toContainText(SA.evidence.linksNotChecked, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
});
