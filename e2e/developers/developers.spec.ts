import { expect, test } from "@playwright/test";
import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import { DEVELOPERS_NAV_MESSAGES } from "@portal/schemas/developers/developers-nav-messages";
import { expectNoAxeViolations } from "../support/axe.ts";

test("an integrator finds the API from the footer, reads an operation's schemas and downloads the OpenAPI document", async ({ page, request }) => {
  // Two axe runs over the page that lists every operation of the API: 35–50 s on a busy 2-core machine.
  test.setTimeout(120_000);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: DEVELOPERS_NAV_MESSAGES.footerLink }).click();
  await expect(page).toHaveURL(/\/desarrolladores$/);
  await expect(page.getByRole("heading", { level: 1, name: M.title })).toBeVisible();

  // The operations come from the API's own document, by domain.
  const pqrds = page.getByRole("region", { name: "complaintForms" });
  const tracking = pqrds.getByTestId("operation-post_complaintforms_tracking");
  await expect(tracking).toContainText("/api/v1/complaintforms/tracking");
  await tracking.getByRole("button").click();
  await expect(tracking.getByText(M.requestBody)).toBeVisible();
  await expect(tracking).toContainText('"trackingID"');
  // WCAG 2.1 AA with an operation open (Resolución 1519 de 2020), as e2e/a11y checks every public page.
  await expectNoAxeViolations(page, "/desarrolladores");

  const link = page.getByTestId("openapi-link");
  await expect(link).toHaveAttribute("href", "/api/v1/openapi.json");
  const document = await request.get("/api/v1/openapi.json");
  expect(document.ok()).toBe(true);
  expect((await document.json()).openapi).toBe("3.1.0");
});
