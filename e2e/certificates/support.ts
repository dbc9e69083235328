import { expect, type Browser, type Page } from "@playwright/test";
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

export async function loginAsAdmin(page: Page): Promise<void> {
  await page.goto("/");
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Iniciar sesión" }).click();
  const login = page.getByRole("dialog", { name: "Iniciar sesión" });
  await login.getByRole("textbox", { name: "Correo electrónico" }).fill(e2e.admin.email);
  await login.getByRole("textbox", { name: "Contraseña", exact: true }).fill(e2e.admin.password);
  await login.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  // A login reloads the page (spec 03 §4): wait for it, or the caller's next goto races the reload.
  const reloaded = page.waitForEvent("load");
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  await reloaded;
  await expect(header.getByRole("link", { name: "Administrador" })).toBeVisible();
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
