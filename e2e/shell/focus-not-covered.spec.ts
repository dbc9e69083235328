import { expect, type Page, test } from "@playwright/test";
import { prepare } from "../complaint-forms/helpers.ts";

/**
 * On a phone the header becomes fixed after 136 px and "Volver arriba" floats at the bottom right. A control reached
 * with the keyboard (or a screen reader's focus) must not sit under either of them: a citizen pressing Tab down the
 * PQRDS form must see "Enviar" and every field before it (WCAG 2.1 2.4.7, and 2.4.11 of 2.2).
 */
test.use({ viewport: { width: 360, height: 640 }, hasTouch: true });

/** The focused element, when a fixed or floating element covers its centre or a corner: what covers it. */
async function coveredFocus(page: Page): Promise<{ focused: string; coveredBy: string } | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const box = el.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const name = (n: Element) =>
      `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}${n.getAttribute("aria-label") ? `[${n.getAttribute("aria-label")}]` : ""} ${(n.textContent ?? "").trim().slice(0, 30)}`;
    const inset = 2;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    for (const [x, y] of points) {
      if (x! < 0 || y! < 0 || x! > innerWidth || y! > innerHeight) continue;
      const hit = document.elementFromPoint(x!, y!);
      if (!hit || hit === el || el.contains(hit) || hit.contains(el)) continue;
      // A label or wrapper of the same control (Mantine's checkbox draws over its input) is the control itself.
      const label: HTMLLabelElement | null = hit.closest("label");
      if (label && (label.control === el || label.contains(el))) continue;
      if (hit.closest(".mantine-Checkbox-root, .mantine-Radio-root, .mantine-Switch-root")?.contains(el)) continue;
      let covering: Element | null = hit;
      while (covering && getComputedStyle(covering).position !== "fixed" && getComputedStyle(covering).position !== "sticky") covering = covering.parentElement;
      if (covering) return { focused: name(el), coveredBy: name(covering) };
    }
    return null;
  });
}

test("on a phone, Tab down the PQRDS form never puts the focused control under the fixed header or 'Volver arriba'", async ({ page }) => {
  await prepare(page);
  await page.goto("/pqrds/enviar/3");
  await expect(page.getByRole("heading", { level: 1, name: "Queja" })).toBeVisible();
  await page.getByRole("heading", { level: 1, name: "Queja" }).click();
  const covered: { focused: string; coveredBy: string }[] = [];
  let reachedSend = false;
  for (let step = 0; step < 80 && !reachedSend; step++) {
    await page.keyboard.press("Tab");
    // Smooth scrolling into view has settled before the check.
    await page.waitForTimeout(60);
    const hit = await coveredFocus(page);
    if (hit) covered.push(hit);
    reachedSend = await page.evaluate(() => document.activeElement?.textContent?.trim() === "Enviar");
  }
  expect(reachedSend, "Tab reaches Enviar").toBe(true);
  await expect(page.getByRole("button", { name: "Volver arriba" })).toBeVisible();
  expect(covered).toEqual([]);
});
