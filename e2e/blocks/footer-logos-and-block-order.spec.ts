// Spec 02 §2: the footer logos (slide over 4, thumbnails over 5) edited in /administrador/bloques/globallogos and
// served in sizes that fit (the worker's copies), the blocks' position ids (bloque-N) that let the keyboard jump
// from one block to the next, and the transparency reorder buttons. axe finds no WCAG 2.1 A/AA violation.
import { expect, type Page, test } from "@playwright/test";
import { png } from "@portal/core/testing/png";
import { TRANSPARENCY_MESSAGES as T } from "@portal/schemas/transparency/transparency.schema";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { citizenPage, loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

const main = (page: Page) => page.getByRole("main");
async function api(page: Page, method: "GET" | "POST" | "DELETE", path: string, data?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await page.request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

test("an administrator sets six footer logos; a visitor slides them, jumps by thumbnail and gets the worker's resized copies", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const names = Array.from({ length: 6 }, (_, i) => `Aliado ${i + 1} ${tag}`);
  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/administrador/bloques/globallogos");
  await expect(page.getByRole("heading", { level: 1, name: "Bloques: Logos globales" })).toBeVisible();
  const editor = main(page).getByRole("form", { name: "Logos del pie de página" });
  for (const [i, name] of names.entries()) {
    await editor.getByRole("button", { name: "Agregar logo" }).click();
    const group = editor.getByRole("group", { name: `Logo ${i + 1}` });
    await group.getByRole("textbox", { name: "Nombre de la entidad" }).fill(name);
    if (i === 0) await group.getByRole("textbox", { name: "Enlace" }).fill("javascript:alert(1)");
    await group.locator('input[type="file"]').setInputFiles({ name: `aliado-${i + 1}.png`, mimeType: "image/png", buffer: png(700, 280, [20 * i, 72, 132]) });
    await expect(group.getByRole("img", { name: "Vista previa: Imagen" })).toBeVisible();
  }
  await editor.getByRole("button", { name: "Guardar logos" }).click();
  const link = editor.getByRole("group", { name: "Logo 1" }).getByRole("textbox", { name: "Enlace" });
  await expect(link).toBeFocused();
  await expectNoAxeViolations(page, "editor de logos del pie con errores");
  await link.fill("https://www.gov.co");
  await editor.getByRole("button", { name: "Guardar logos" }).click();
  await expect(page.getByText(DIALOG_MESSAGES.updated).first()).toBeVisible();
  const saved = (await api(page, "GET", "/api/v1/globallogos")) as { name: string; fileID: string }[];
  expect(saved.map((l) => l.name)).toEqual(names);

  const visitor = await citizenPage(browser);
  await visitor.goto("/");
  const strip = visitor.getByRole("contentinfo").getByRole("region", { name: "Logos de entidades aliadas" });
  await expect(strip.getByRole("img", { name: names[0] })).toBeVisible();
  await expect(strip.getByRole("link", { name: new RegExp(names[0]!) })).toHaveAttribute("href", "https://www.gov.co");
  // Four in view; the others are out of the accessibility tree until they slide in.
  await expect(strip.getByRole("img", { name: names[4] })).toHaveCount(0);
  await strip.getByRole("button", { name: "Logos siguientes" }).click();
  await expect(strip.getByText("Logos 2 a 5 de 6")).toBeAttached();
  await expect(strip.getByRole("img", { name: names[4] })).toBeVisible();
  // Over five: thumbnails jump to any logo.
  await strip.getByRole("button", { name: `Mostrar el logo ${names[5]}` }).click();
  await expect(strip.getByText("Logos 3 a 6 de 6")).toBeAttached();
  await expect(strip.getByRole("img", { name: names[5] })).toBeVisible();
  await expect(strip.getByRole("img", { name: names[5] })).toHaveAttribute("srcset", new RegExp(`/files/${saved[5]!.fileID}/w320\\.webp 320w`));
  await expectNoAxeViolations(visitor, "home con logos del pie");
  // The worker writes the copies after the upload; until then the original answers.
  await expect
    .poll(async () => (await visitor.request.get(`/files/${saved[5]!.fileID}/w320.webp`)).headers()["content-type"], { timeout: 60_000 })
    .toBe("image/webp");

  // Blocks are numbered by position; a keyboard user skips a block with the link at its start.
  const first = visitor.locator("#bloque-1");
  await expect(first).toBeAttached();
  const skip = first.getByRole("link", { name: /^Saltar al bloque 2 de \d+$/ });
  await skip.focus();
  await expect(skip).toBeVisible();
  await visitor.keyboard.press("Enter");
  await expect(visitor.locator("#bloque-2")).toBeFocused();
  await visitor.context().close();
});

test("an administrator moves a transparency item down with the keyboard and a visitor sees the new order", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = runTag();
  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/transparencia");
  const group = await api(page, "POST", "/api/v1/transparency/groups", {
    title: `Rendición de cuentas ${tag}`,
    description: "Informes de la rendición de cuentas",
  });
  const titles = [`Informe primero ${tag}`, `Informe segundo ${tag}`];
  const items = [];
  for (const title of titles) {
    items.push(
      await api(page, "POST", "/api/v1/transparency/items", {
        transparencySectionID: group.transparencySectionID,
        title,
        description: "Documento de la rendición de cuentas",
        link: "/transparencia",
      }),
    );
  }
  try {
    await page.reload();
    await main(page)
      .getByRole("heading", { name: `Rendición de cuentas ${tag}` })
      .click();
    const down = main(page).getByRole("button", { name: `${T.moveDown} ${titles[0]}` });
    await down.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(T.sorted).first()).toBeVisible();
    await expectNoAxeViolations(page, "/transparencia con los botones de orden");

    const visitor = await citizenPage(browser);
    await visitor.goto("/transparencia");
    await main(visitor)
      .getByRole("heading", { name: `Rendición de cuentas ${tag}` })
      .click();
    const links = main(visitor).getByRole("link", { name: new RegExp(`Informe (primero|segundo) ${tag}`) });
    await expect(links).toHaveText([titles[1]!, titles[0]!]);
    await visitor.context().close();
  } finally {
    for (const item of items) await api(page, "DELETE", `/api/v1/transparency/items/${item.transparencyItemID}`);
    await api(page, "DELETE", `/api/v1/transparency/groups/${group.transparencySectionID}`);
  }
});
