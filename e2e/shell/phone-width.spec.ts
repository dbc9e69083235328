import { expect, type Page, test } from "@playwright/test";
import { preparePage } from "../certificates/support.ts";
import { filePersonalRequest, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";

/**
 * No public page may scroll sideways on a phone: most citizens reach the portal on one, and a page wider than the
 * screen hides part of every line (WCAG 2.1 1.4.10 Reflow). The pages are the sitemap's (one address per route shape),
 * a content section, a content detail and the registration dialog, at the narrowest common widths.
 */
const WIDTHS = [360, 390] as const;

/** One address per route shape of the sitemap: two certificates and two PQRDS forms stand for the rest. */
async function publicPages(page: Page): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const seen = new Map<string, number>();
  const picked = paths.filter((path) => {
    const shape = path.replace(/\/[^/]+\/?$/, "/*");
    const count = seen.get(shape) ?? 0;
    seen.set(shape, count + 1);
    return count < 2;
  });
  // A section list and a publication, as the home page links them (the menu's links are in the page, folded).
  await page.goto("/");
  await page.locator("a[href^='/tema/']").first().waitFor({ state: "attached" });
  await page.locator("a[href^='/publicaciones/']").first().waitFor({ state: "attached" });
  const hrefs = await page.evaluate(() => [...document.querySelectorAll("a[href^='/']")].map((a) => a.getAttribute("href")!));
  const section = hrefs.find((href) => /^\/tema\/[^/]+\/?$/.test(href));
  const detail = hrefs.find((href) => /^\/publicaciones\/[^/]+\/?$/.test(href));
  expect(section, "the home links a section").toBeTruthy();
  expect(detail, "the home links a publication").toBeTruthy();
  return [...new Set([...picked, section!, detail!])];
}

/** The elements that stick out past the right edge (the widest first), to name them in the failure. */
async function overflow(page: Page): Promise<{ width: number; culprits: string[] }> {
  return page.evaluate(() => {
    const limit = document.documentElement.clientWidth;
    const culprits: { name: string; right: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("body *")) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= limit + 1) continue;
      const style = getComputedStyle(el);
      if (style.position === "fixed" || style.visibility === "hidden") continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.split(/\s+/).slice(0, 2).join(".")}` : ""}`;
      culprits.push({ name: `${name} (${Math.round(box.right)} px) «${(el.innerText ?? "").trim().slice(0, 40)}»`, right: box.right });
    }
    culprits.sort((a, b) => b.right - a.right);
    return { width: document.documentElement.scrollWidth, culprits: culprits.slice(0, 5).map((c) => c.name) };
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 780 }, isMobile: true, hasTouch: true });

    test("no public page is wider than the screen", async ({ page }) => {
      test.setTimeout(240_000);
      await preparePage(page);
      const failures: string[] = [];
      for (const path of await publicPages(page)) {
        await page.goto(path);
        await page.getByRole("main").waitFor();
        // Settled: nothing still loading (live streams keep the network busy for good, so not "networkidle").
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await page.waitForTimeout(300);
        const { width: scrollWidth, culprits } = await overflow(page);
        if (scrollWidth > width) failures.push(`${path}: ${scrollWidth} px — ${culprits.join("; ")}`);
      }
      expect(failures, failures.join("\n")).toEqual([]);
    });

    test("the registration dialog and its dropdowns fit the screen", async ({ page }) => {
      await preparePage(page);
      await page.goto("/");
      await page.getByRole("button", { name: "Menú" }).click();
      await page.getByRole("banner").getByRole("button", { name: "Iniciar sesión" }).click();
      await page.getByRole("dialog", { name: "Iniciar sesión" }).getByRole("button", { name: "Regístrate" }).click();
      const dialog = page.getByRole("dialog", { name: "Crear cuenta" });
      await expect(dialog.getByRole("button", { name: "Crear cuenta" })).toBeVisible();
      const { width: scrollWidth, culprits } = await overflow(page);
      expect(scrollWidth, culprits.join("; ")).toBeLessThanOrEqual(width);
      // Once its opening animation is over, the dialog covers the screen and no more.
      await expect
        .poll(async () => {
          const box = await dialog.boundingBox();
          return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
        })
        .toEqual([0, width]);
      // A dropdown of the form opens inside the screen.
      await dialog.getByRole("combobox", { name: "Departamento" }).click();
      const listbox = page.getByRole("listbox").first();
      await expect(listbox).toBeVisible();
      await expect
        .poll(
          async () => {
            const list = await listbox.boundingBox();
            return list !== null && list.x >= 0 && list.x + list.width <= width;
          },
          { message: "the list opens inside the screen" },
        )
        .toBe(true);
    });
  });
}

test.describe("the home's calendar on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("lists only the days that have events, and an empty month is one line", async ({ page }) => {
    await preparePage(page);
    await page.goto("/");
    const calendar = page.getByRole("main").locator('[data-block-type="19"]');
    await calendar.scrollIntoViewIfNeeded();
    await expect(calendar.getByRole("button", { name: "Siguiente" })).toBeVisible();
    // This month and the next two: whatever their events, no empty day takes a line of the screen.
    for (let month = 0; month < 3; month++) {
      const days = calendar.locator("[data-outside]");
      await expect(days.first()).toBeAttached();
      const visibleEmptyDays = await days.evaluateAll((cells) => cells.filter((c) => c.getBoundingClientRect().height > 0 && !c.querySelector("a")).length);
      expect(visibleEmptyDays).toBe(0);
      const withEvents = await calendar.locator("[data-outside] a").count();
      if (withEvents === 0) {
        await expect(calendar.getByText("No hay eventos en estas fechas.")).toBeVisible();
        expect((await calendar.boundingBox())!.height).toBeLessThan(260);
      }
      await calendar.getByRole("button", { name: "Siguiente" }).click();
    }
  });
});

test.describe("a citizen's own lists on a phone", () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test("Mis solicitudes shows each request's status on the screen, not in a column scrolled out of sight", async ({ page, request }) => {
    const email = uniqueEmail("mis-solicitudes-movil");
    const token = await registerCitizen(request, email);
    const trackingID = await filePersonalRequest(request, token, email, "Solicito la poda del árbol frente a mi casa, por favor.");
    await prepare(page, token);
    await page.goto("/mi-perfil/solicitudes");
    const row = page.getByRole("table", { name: "Mis solicitudes" }).getByRole("row").filter({ hasText: trackingID });
    const status = row.getByText("Abierta");
    await expect(status).toBeVisible();
    const box = (await status.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const { width } = await overflow(page);
    expect(width).toBeLessThanOrEqual(360);
  });
});
