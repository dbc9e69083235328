import { expect, test } from "@playwright/test";
import { preparePage } from "../certificates/support.ts";

/**
 * On a phone the largest paint of a publication is its main image: it must come in the size that fits (a 640 px copy,
 * not the original upload) and be fetched before anything else, so it paints within the 2.5 s goal on mobile data.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("a publication's main image is requested first, in a phone's size", async ({ page }) => {
  await preparePage(page);
  await page.goto("/");
  const detail = page.locator("a[href^='/publicaciones/']").first();
  await detail.waitFor({ state: "attached" });
  const requested: string[] = [];
  page.on("request", (r) => { if (r.resourceType() === "image") requested.push(new URL(r.url()).pathname); });
  await page.goto((await detail.getAttribute("href"))!);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const main = page.locator("main img[fetchpriority='high']");
  await expect(main).toHaveCount(1);
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(main).toHaveAttribute("srcset", /\/w640\.webp 640w/);
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const chosen = new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  // 390 px at a phone's device pixel ratio of 1 here: the 640 px copy, and it is the first image the page asked for.
  expect(chosen).toMatch(/\/w640\.webp$/);
  expect(requested[0]).toBe(chosen);
});
