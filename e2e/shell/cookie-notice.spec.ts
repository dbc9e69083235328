import { expect, test } from "@playwright/test";
import { COOKIE_NOTICE } from "@portal/schemas/ui/ui-constants";

test("the cookie notice shows on the first visit; Aceptar hides it for good", async ({ page }) => {
  await page.goto("/");
  const notice = page.getByRole("region", { name: "Aviso de cookies" });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(COOKIE_NOTICE.text);
  await expect(notice.getByRole("link", { name: COOKIE_NOTICE.info })).toHaveAttribute("href", "/politicas/");

  await notice.getByRole("button", { name: COOKIE_NOTICE.accept }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate((key) => localStorage.getItem(key), COOKIE_NOTICE.storageKey)).toBe("true");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toHaveCount(0);
});
