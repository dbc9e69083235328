// Home blocks and banners, staff side (spec 02 §2): an administrator adds a shortcut block with its shortcuts and a
// banner, reorders the home's blocks with the keyboard, and the API then answers the new content and order. The
// public rendering of the home is another page's test. axe finds no WCAG 2.1 A/AA violation on the editors.
import { expect, type Page, test } from "@playwright/test";
import { png } from "@portal/core/testing/png";
import { BANNER_MESSAGES as B } from "@portal/schemas/blocks/banner-forms";
import { BLOCK_FIELD_MESSAGES as F } from "@portal/schemas/blocks/block-fields";
import { BLOCK_MESSAGES as M } from "@portal/schemas/blocks/block-forms";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { citizenPage, loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption } from "../complaint-forms/helpers.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

async function api(page: Page, path: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const res = await page.request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

const main = (page: Page) => page.getByRole("main");

test("an administrator adds a shortcut block and a banner and reorders the home's blocks", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const tag = runTag();
  const blockTitle = `Trámites en línea ${tag}`;
  await preparePage(page);
  await loginAsAdmin(page);

  // A shortcut block, added by type from the blocks list.
  await page.goto("/administrador/bloques");
  await expect(page.getByRole("heading", { level: 1, name: "Bloques del home" })).toBeVisible();
  await expectNoAxeViolations(page, "/administrador/bloques");
  await pickOption(page, "Tipo de bloque", "6. Accesos directos");
  await main(page).getByRole("button", { name: "Agregar bloque" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar bloque: Accesos directos" })).toBeVisible();
  const shortcutBlockID = Number(new URL(page.url()).pathname.split("/").pop());
  await main(page).getByRole("textbox", { name: "Título del bloque" }).fill(blockTitle);
  await main(page).getByRole("button", { name: "Guardar bloque" }).click();
  await expect(page.getByText(DIALOG_MESSAGES.updated).first()).toBeVisible();
  await expectNoAxeViolations(page, "editor de un bloque");

  // Its shortcuts, in the full-page editor: a javascript: link is refused before anything is sent.
  await main(page).getByRole("link", { name: "Abrir el editor de accesos directos" }).click();
  await expect(page).toHaveURL(new RegExp(`/administrador/bloques/${shortcutBlockID}/accesos/home$`));
  await expect(page.getByRole("heading", { level: 1, name: "Editar accesos directos" })).toBeVisible();
  await expect(main(page).getByText(M.shortcutsToShow)).toBeVisible();
  const names = ["PQRDS", "Certificados", "Portal del Estado"];
  const urls = ["javascript:alert(document.cookie)", "/certificados", "https://www.gov.co"];
  for (const [i, name] of names.entries()) {
    await main(page).getByRole("button", { name: "Agregar acceso" }).click();
    const group = main(page).getByRole("group", { name: `Acceso ${i + 1}` });
    await group.getByRole("textbox", { name: "Nombre" }).fill(name);
    await group.getByRole("textbox", { name: "Enlace" }).fill(urls[i]!);
  }
  await main(page)
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "pqrds.png", mimeType: "image/png", buffer: png(240, 240, [0, 72, 132]) });
  await expect(main(page).getByRole("img", { name: "Vista previa: Imagen" })).toBeVisible();
  await main(page).getByRole("button", { name: "Guardar lista" }).click();
  const first = main(page).getByRole("group", { name: "Acceso 1" }).getByRole("textbox", { name: "Enlace" });
  await expect(first).toHaveAccessibleDescription(F.linkInvalid);
  await expect(first).toBeFocused();
  await first.fill("/pqrds");
  await expect(main(page).getByText(M.shortcutsToShow)).toHaveCount(0);
  await expectNoAxeViolations(page, "editor de accesos directos");
  await main(page).getByRole("button", { name: "Guardar lista" }).click();
  await expect(page.getByText(DIALOG_MESSAGES.updated).first()).toBeVisible();

  const saved = await api(page, `/api/v1/blocks/${shortcutBlockID}/edit`);
  expect(saved.frame.title).toBe(blockTitle);
  expect(saved.shortcuts.map((s: { name: string }) => s.name)).toEqual(names);
  expect(saved.shortcuts.map((s: { url: string }) => s.url)).toEqual(["/pqrds", "/certificados", "https://www.gov.co"]);
  expect(saved.shortcuts[0].image).toMatch(/^\/files\/.+\/pqrds\.png$/);

  // A banner, from /administrador/bannerlist: script in the title and a javascript: link are refused.
  const bannerTitle = `Feria de servicios ${tag}`;
  await page.goto("/administrador/bannerlist");
  await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
  await expectNoAxeViolations(page, "/administrador/bannerlist");
  await main(page).getByRole("button", { name: "Nuevo banner" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo banner" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("textbox", { name: "Título", exact: true }).fill("<script>alert('xss')</script>");
  await dialog.getByRole("textbox", { name: "Enlace", exact: true }).fill("javascript:alert(1)");
  await dialog.getByRole("button", { name: "Guardar banner" }).click();
  await expect(dialog.getByText(F.htmlNotAllowed)).toBeVisible();
  await expect(dialog.getByText(F.linkInvalid)).toBeVisible();
  await expect(dialog.getByText(B.imageRequired)).toBeVisible();
  await expectNoAxeViolations(page, "formulario de banner con errores");
  await dialog.getByRole("textbox", { name: "Título", exact: true }).fill(bannerTitle);
  await dialog.getByRole("textbox", { name: "Subtítulo", exact: true }).fill("Este sábado en la plaza principal");
  await dialog.getByRole("textbox", { name: "Color del título" }).fill("#ffffff");
  await dialog.getByRole("textbox", { name: "Enlace", exact: true }).fill("/tema/noticias");
  await dialog.getByRole("checkbox", { name: "Título en negrita", exact: true }).check();
  await dialog
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "feria.png", mimeType: "image/png", buffer: png(400, 240, [200, 40, 40]) });
  await expect(dialog.getByRole("img", { name: "Vista previa: Imagen" })).toBeVisible();
  await dialog.getByRole("button", { name: "Guardar banner" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(main(page).getByRole("cell", { name: `${bannerTitle} Este sábado en la plaza principal` })).toBeVisible();
  const banners = (await api(page, "/api/v1/banners")) as { title: string; link: string; titleBold: boolean; titleColor: string; imageUrl: string }[];
  expect(banners.find((b) => b.title === bannerTitle)).toMatchObject({
    link: "/tema/noticias",
    titleBold: true,
    titleColor: "#ffffff",
    imageUrl: expect.stringMatching(/feria\.png$/),
  });
  expect(banners.some((b) => b.title.includes("<script"))).toBe(false);

  // Reorder: a text block after it, then the shortcut block moved down with the keyboard; the order persists.
  await page.goto("/administrador/bloques");
  await pickOption(page, "Tipo de bloque", "16. Texto");
  await main(page).getByRole("button", { name: "Agregar bloque" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar bloque: Texto" })).toBeVisible();
  const textBlockID = Number(new URL(page.url()).pathname.split("/").pop());
  await page.goto("/administrador/bloques");
  const homeOrder = async () => ((await api(page, "/api/v1/blocks/admin")) as { blockID: number }[]).map((b) => b.blockID);
  const before = await homeOrder();
  expect(before.indexOf(shortcutBlockID)).toBeLessThan(before.indexOf(textBlockID));
  const down = main(page).getByRole("button", { name: `Bajar Accesos directos «${blockTitle}»` });
  const up = main(page).getByRole("button", { name: `Subir Accesos directos «${blockTitle}»` });
  // Down until it passes the text block: each press is one persisted move.
  for (let i = before.indexOf(shortcutBlockID); i < before.indexOf(textBlockID); i++) {
    await down.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(DIALOG_MESSAGES.updated).first()).toBeVisible();
    // Once the move is saved the buttons come back; after a move down "Subir" is always available.
    await expect(up).toBeEnabled();
  }
  await expect
    .poll(async () => {
      const after = await homeOrder();
      return after.indexOf(shortcutBlockID) > after.indexOf(textBlockID);
    })
    .toBe(true);
  await page.reload();
  const position = (await homeOrder()).indexOf(shortcutBlockID) + 1;
  await expect(main(page).getByRole("row").filter({ hasText: blockTitle })).toContainText(`⠿ ${position}`);

  // A visitor's home shows the new block and its shortcuts at once (the editors' writes drop the cached home data).
  const visitor = await citizenPage(browser);
  await visitor.goto("/");
  const block = visitor.getByRole("main").getByRole("region", { name: blockTitle });
  await expect(block).toBeVisible();
  await expect(block.getByRole("link", { name: /Portal del Estado/ })).toHaveAttribute("href", "https://www.gov.co");
  await expect(block.getByRole("link", { name: /PQRDS/ })).toHaveAttribute("href", "/pqrds");
  await visitor.context().close();
});

test("the block editors' other pages pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/administrador/bloques/mapa");
  await expect(page.getByRole("heading", { level: 1, name: "Bloques: Mapa" })).toBeVisible();
  await expectNoAxeViolations(page, "/administrador/bloques/mapa");
  await main(page).getByRole("button", { name: "Agregar bloque de mapa" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar bloque: Mapa" })).toBeVisible();
  await main(page).getByRole("button", { name: "Agregar punto" }).click();
  await main(page).getByRole("button", { name: "Guardar lista" }).click();
  await expect(main(page).getByText(M.nameRequired).first()).toBeVisible();
  await expectNoAxeViolations(page, "editor del mapa con errores");

  await page.goto("/administrador/bloques");
  await pickOption(page, "Tipo de bloque", "16. Texto");
  await main(page).getByRole("button", { name: "Agregar bloque" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar bloque: Texto" })).toBeVisible();
  await main(page).getByRole("link", { name: "Abrir el editor de texto" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar texto" })).toBeVisible();
  await expect(main(page).getByRole("textbox", { name: "Texto" })).toBeVisible();
  await expectNoAxeViolations(page, "editor de texto");
});
