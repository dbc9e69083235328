import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { captchaFor } from "../complaint-forms/helpers.ts";
import { e2e } from "../support/env.ts";

/** Ordinary-profile storage estimate (the private-browsing check) and the cookie notice accepted. */
export async function preparePage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const estimate = async () => ({ quota: 200 * 1024 ** 3, usage: 0 });
    Object.defineProperty(navigator, "storage", { value: { ...navigator.storage, estimate }, configurable: true });
    localStorage.setItem("cookies", "true");
  });
}

/** A fresh browser context for a citizen (not logged in). */
export async function citizenPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await preparePage(page);
  return page;
}

/** A session token of the administrator from a login through the API (its captcha solved as any client must). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post("/api/v1/auth", { data: { email: e2e.admin.email, password: e2e.admin.password, ...(await captchaFor(request, "login")) } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * The page logged in as the administrator, on the home page. The login goes through the API and the token is put where
 * the web app keeps it: the login modal has its own tests (e2e/accounts, e2e/a11y), and going through it here cost
 * ~5 s more for each of the ~40 callers.
 */
export async function loginAsAdmin(page: Page): Promise<void> {
  const token = await adminToken(page.request);
  // Once per token and tab: a later logout in the test stays logged out across navigations.
  await page.addInitScript((t) => {
    if (sessionStorage.getItem("e2e-admin-token") === t) return;
    localStorage.setItem("token", t);
    sessionStorage.setItem("e2e-admin-token", t);
  }, token);
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "Administrador" })).toBeVisible();
}

/** Uploads a spreadsheet through the import panel shown on the page and waits for the job to finish well. */
export async function importSpreadsheet(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const main = page.getByRole("main");
  await main.locator('input[type="file"]').first().setInputFiles(file);
  await main.getByRole("button", { name: "Importar" }).click();
  await expect(main.getByText(/Se importaron \d+ registros/)).toBeVisible({ timeout: 30_000 });
  await expect(main.getByText("100 %")).toBeVisible();
}

/** A unique run tag (digits) so reruns against the same system do not collide. */
export const runTag = () => String(Date.now()).slice(-8);

export const captchaAnswer = e2e.captchaAnswer;
