// The home made of blocks (spec 02 §2): a fresh portal shows the seeded blocks, the banner carousel pauses and moves
// by keyboard (WCAG 2.2.2), the calendar moves by month, and content administrators see "Editar" on every block.
import { expect, test } from "@playwright/test";
import { loginAsAdmin, preparePage } from "../certificates/support.ts";
import { withSettingLock } from "../support/setting-lock.ts";

test.beforeEach(async ({ page }) => {
  await preparePage(page);
});

test("a fresh portal's home shows the seeded blocks", async ({ page }) => {
  // The map's list shows without tiles (the usual setting): held while the map test changes them.
  await withSettingLock("homeMap", async () => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { name: "Radica tu PQRDS en línea" })).toBeVisible();
    for (const title of [
      "Servicios a la ciudadanía",
      "Noticias",
      "Agenda de la entidad",
      "Nuestro equipo de gobierno",
      "Misión",
      "Sedes de atención",
      "Síguenos en redes sociales",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: title })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Radicar una PQRDS" })).toHaveAttribute("href", "/pqrds");
    await expect(main.getByRole("link", { name: "Consultar mi solicitud" })).toHaveAttribute("href", "/pqrds/seguimiento");
    await expect(main.getByRole("heading", { name: "La entidad abre su portal ciudadano" })).toBeVisible();
    await expect(main.getByRole("heading", { name: "María Fernanda Ríos" })).toBeVisible();
    await expect(main.getByRole("list", { name: "Lugares del mapa" }).getByText("Sede principal")).toBeVisible();
    await expect(main.getByRole("tab", { name: "Facebook" })).toHaveAttribute("aria-selected", "true");
    // No administrator controls for a visitor.
    await expect(main.getByRole("link", { name: /^Editar bloque: / })).toHaveCount(0);

    // The seeded event is a month ahead: the calendar's next month shows it, its name cut at 30 characters.
    const calendar = main.locator('[data-block-type="19"]');
    const event = calendar.getByRole("link", { name: /Audiencia pública de rendició/ });
    for (let i = 0; i < 2 && !(await event.isVisible()); i++) await calendar.getByRole("button", { name: "Siguiente" }).click();
    await expect(event).toHaveText("Audiencia pública de rendición…");
    await calendar.getByRole("button", { name: "Semana", exact: true }).click();
    await expect(calendar.getByRole("button", { name: "Semana", exact: true })).toHaveAttribute("aria-pressed", "true");
  });
});

test("the banner carousel pauses, and moves by keyboard and by its dots", async ({ page }) => {
  // The page's clock moves only in small steps until the carousel shows, and stands still until its pause button is
  // pressed: on a busy machine the 6.3 s rotation used to turn to the second slide before the test reached the button
  // (then every step below was one slide off). React reveals lazy parts on a timer, hence the steps.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Banner principal" });
  // A hidden slide leaves the accessibility tree: slides are found by their number.
  const slide = (n: number) => carousel.locator(`[data-slide="${n}"]`);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(100);
        return slide(1)
          .getAttribute("aria-hidden", { timeout: 100 })
          .catch(() => null);
      },
      { timeout: 30_000 },
    )
    .toBe("false");
  await expect(carousel.getByRole("group", { name: "1 de 2" })).toBeVisible();

  // Tab to the pause button and press it: the carousel stops.
  const pause = carousel.getByRole("button", { name: "Pausar" });
  await pause.focus();
  await page.keyboard.press("Enter");
  await expect(carousel.getByRole("button", { name: "Reproducir" })).toBeFocused();
  await page.clock.resume();

  // ←/→ move while focus is inside.
  await page.keyboard.press("ArrowRight");
  await expect(slide(2)).toHaveAttribute("aria-hidden", "false");
  await expect(slide(1)).toHaveAttribute("aria-hidden", "true");
  await expect(carousel.getByRole("heading", { name: "Certificados al instante" })).toBeVisible();
  await page.keyboard.press("ArrowLeft");
  await expect(slide(1)).toHaveAttribute("aria-hidden", "false");

  // Focus and pointer gone, it stays paused past the rotation (6 s + 300 ms).
  await page.keyboard.press("ArrowRight");
  await page.getByRole("main").getByRole("heading", { name: "Misión" }).click();
  await page.clock.runFor(7_000);
  await expect(slide(2)).toHaveAttribute("aria-hidden", "false");

  // A dot jumps to its slide; Reproducir plays again.
  await carousel.getByRole("button", { name: "Ir a la diapositiva 1 de 2" }).click();
  await expect(slide(1)).toHaveAttribute("aria-hidden", "false");
  await carousel.getByRole("button", { name: "Anterior" }).click();
  await expect(slide(2)).toHaveAttribute("aria-hidden", "false");
});

test("content administrators see Editar on every block, leading to its editor", async ({ page }) => {
  await loginAsAdmin(page);
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: "Radica tu PQRDS en línea" })).toBeVisible();
  const blocks = main.locator("[data-block-id]");
  const count = await blocks.count();
  expect(count).toBeGreaterThanOrEqual(8);
  const edits = main.getByRole("link", { name: /^Editar bloque: / });
  await expect(edits).toHaveCount(count);
  const firstID = await blocks.first().getAttribute("data-block-id");
  await expect(edits.first()).toHaveAttribute("href", `/administrador/bloques/${firstID}`);
  await expect(main.locator('[data-block-type="19"]').getByRole("link", { name: "Nuevo evento" })).toBeVisible();
});

test("a section page shows its blocks above its contents", async ({ page }) => {
  await page.goto("/tema/noticias");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "Destacados" })).toBeVisible();
  await expect(main.locator('[data-block-type="12"]').getByRole("heading", { name: "La entidad abre su portal ciudadano" })).toBeVisible();
});

test("the map loads Leaflet when tiles are configured, and falls back to its list when they cannot load", async ({ page, browser }) => {
  // The tiles are a global setting: no other test sees the home while they point to a dead server.
  await withSettingLock("homeMap", async () => {
    await loginAsAdmin(page);
    const token = await page.evaluate(() => localStorage.getItem("token"));
    const setTiles = (tileUrl: string) =>
      page.request.put("/api/v1/settings/homeMap", {
        headers: { authorization: `Bearer ${token}` },
        data: { tileUrl, attribution: tileUrl ? "© OpenStreetMap" : "" },
      });
    // A tile server that refuses every connection (the discard port): the tiles fail as they would offline.
    expect((await setTiles("https://127.0.0.1:9/{z}/{x}/{y}.png")).status()).toBe(200);
    try {
      const visitor = await browser.newPage();
      await preparePage(visitor);
      await visitor.goto("/");
      const map = visitor.locator('[data-block-type="9"]');
      await expect(map.getByRole("status")).toHaveText("El mapa no está disponible; estos son los lugares.");
      await expect(map.locator(".leaflet-container")).toHaveCount(0);
      await expect(map.getByRole("list", { name: "Lugares del mapa" }).getByText("Secretaría de Hacienda")).toBeVisible();
      await visitor.close();
    } finally {
      expect((await setTiles("")).status()).toBe(200);
    }
  });
});
