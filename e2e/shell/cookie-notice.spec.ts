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

test("the cookie notice never covers the control a keyboard user moves to", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/pqrds/enviar/3");
  await expect(page.getByRole("region", { name: "Aviso de cookies" })).toBeVisible();
  const send = page.getByRole("button", { name: "Enviar" });
  await expect(send).toBeVisible();
  // The form is complete (its captcha, drawn by the server, may add a field): nothing moves after the focus.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  // Reach Enviar with Tab from the control before it, as a keyboard user does.
  await page
    .getByRole("button", { name: "Limpiar" })
    .or(page.getByRole("checkbox", { name: "Autorizo el tratamiento de mis datos personales" }))
    .last()
    .focus();
  for (let i = 0; i < 6 && !(await send.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(send).toBeFocused();
  const uncovered = await send.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(hit && el.contains(hit)) || `${hit?.tagName}.${hit?.className} at ${Math.round(box.top)}/${window.innerHeight}`;
  });
  expect(uncovered, "el botón Enviar enfocado queda visible (true), o lo que lo cubre").toBe(true);
});
