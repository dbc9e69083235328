// Issue 8's "Done means" in one browser scenario: an administrator creates an event, a poll and a news item with an
// image; a visitor finds the news by another inflection of a word, without its accents, and walks the section in the
// popup with previous and next; a logged user comments (with an image), replies, likes and answers the poll; a comment
// with a blocked word is refused with its message; the administrator features, hides, moves and deactivates contents
// and the lists follow; the procedures spreadsheet upload shows its progress, the rows appear and download as .xlsx.
import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { expect, type Page, test } from "@playwright/test";
import { COMMENT_MESSAGES as C } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as CA } from "@portal/schemas/comments/comment-moderation";
import { CONTENT_SUCCESS_MESSAGES as S } from "@portal/schemas/contents/content-messages";
import { CONTENT_POPUP_MESSAGES as P } from "@portal/schemas/contents/content-popup-messages";
import { PARTICIPATION_MESSAGES } from "@portal/schemas/contents/participation-messages";
import { PROCEDURE_EXPORT_MESSAGES as PE } from "@portal/schemas/contents/procedure-export";
import { citizenPage, loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { withSettingLock } from "../support/setting-lock.ts";
import { api, pngOf, uploadProceduresSpreadsheet } from "./support.ts";

/** Opens "Nuevo contenido" on a section page and picks the type. */
async function newContent(page: Page, section: string, type: string) {
  await page.goto(`/tema/${section}`);
  await page.getByRole("link", { name: "Nuevo contenido" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo contenido" })).toBeVisible();
  await pickOption(page, "Tipo de contenido", type);
}

/** Fills the fields every content has and opens its participation wall. */
async function fillCommon(page: Page, name: string, description: string) {
  await page.getByRole("textbox", { name: "Nombre" }).fill(name);
  await page.getByRole("textbox", { name: "Descripción", exact: true }).fill(description);
  await pickOption(page, "Tipo de muro", "Participación pública");
}

async function saveAndOpen(page: Page, name: string): Promise<string> {
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop()!);
}

/** The comment box of the page's thread, typed and sent. */
async function comment(page: Page, text: string) {
  const form = page.getByRole("form", { name: "Nuevo comentario" });
  await form.getByRole("textbox", { name: "Escribe tu comentario" }).fill(text);
  await form.getByRole("button", { name: "Comentar" }).click();
  return form;
}

/** Runs one action of a content's "Opciones" menu on /administrador/contenidos and waits for its toast. */
async function adminAction(page: Page, name: string, action: string, toast: string) {
  await page.getByRole("button", { name: `Opciones de ${name}` }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
  await expect(page.getByText(toast).first()).toBeVisible();
}

test("issue 8 done: create, find, take part, refuse a blocked word, administer the lists, upload procedures", async ({ page, browser, request }) => {
  test.setTimeout(300_000);
  const tag = runTag();
  const news = `Vacunación de los niños ${tag}`;
  const event = `Feria de emprendimiento ${tag}`;
  const poll = `Encuesta de vacunación ${tag}`;
  const question = "¿Qué día prefiere para la jornada de vacunación?";
  const blocked = `palabrota${tag}`;

  await preparePage(page);
  await loginAsAdmin(page);
  const section = await api(page, "POST", "/api/v1/tags", { name: `Salud ${tag}`, validContentTypes: [1, 2, 100] });
  const other = await api(page, "POST", "/api/v1/tags", { name: `Archivo ${tag}`, validContentTypes: [1, 2, 100] });
  await api(page, "POST", "/trpc/settings.update", { key: "invalidWords", value: [blocked] });

  try {
    // 1. The administrator creates a news item with an image, an event and a poll.
    await newContent(page, section.friendlyName, "Noticia");
    await fillCommon(page, news, "La secretaría de salud vacunará a los niños en los colegios del municipio.");
    await page.getByRole("textbox", { name: "Cuerpo" }).click();
    await page.keyboard.type("Lleve el carné de vacunación de cada niño.");
    await page.getByRole("checkbox", { name: "Sin fecha de cierre" }).check();
    await page
      .locator('input[type="file"][accept*="image"]')
      .first()
      .setInputFiles({ name: "jornada.png", mimeType: "image/png", buffer: await pngOf(page, 600, 400) });
    await expect(page.getByText("Imagen: jornada.png")).toBeVisible();
    const newsAlias = await saveAndOpen(page, news);
    await expect(page.getByRole("main").locator('img[src^="/files/"]').first()).toBeVisible();

    await newContent(page, section.friendlyName, "Evento");
    await fillCommon(page, event, "Emprendedores del municipio muestran y venden sus productos.");
    await page.getByRole("textbox", { name: "Organizador" }).fill("Secretaría de desarrollo económico");
    await page.getByRole("textbox", { name: "Lugar" }).fill("Parque principal");
    await page.getByLabel("Fecha de inicio").fill("01/05/2099");
    await page.getByLabel("Fecha de inicio").press("Tab");
    await page.getByLabel("Fecha de cierre").fill("01/05/2099");
    await page.getByLabel("Fecha de cierre").press("Tab");
    await pickOption(page, "Hora de cierre", "17");
    await saveAndOpen(page, event);

    await newContent(page, section.friendlyName, "Encuesta");
    await fillCommon(page, poll, "Queremos saber qué día le sirve más a su familia.");
    await page.getByRole("textbox", { name: "Pregunta 1" }).fill(question);
    await pickOption(page, "Tipo de pregunta", "Selección única");
    await page.getByRole("textbox", { name: "Respuesta 1" }).fill("Sábado");
    await page.getByRole("textbox", { name: "Respuesta 2" }).fill("Domingo");
    const pollAlias = await saveAndOpen(page, poll);

    // 2. A visitor finds the news by another inflection without accents ("vacunaciones" for "Vacunación"), then walks
    //    the section in the popup with previous and next, by keyboard.
    const visitor = await citizenPage(browser);
    await visitor.goto(`/buscar?q=${encodeURIComponent(`vacunaciones ${tag}`)}`);
    await expect(visitor.getByRole("main").getByRole("link", { name: news, exact: true })).toBeVisible();
    await expect(visitor.getByRole("main").getByRole("link", { name: event, exact: true })).toHaveCount(0);

    await visitor.goto(`/tema/${section.friendlyName}`);
    const opener = visitor.getByRole("button", { name: `Vista previa de ${poll}` });
    await opener.click();
    const popup = visitor.getByRole("dialog", { name: poll });
    await expect(popup).toBeVisible();
    await expect(popup.getByText("1 de 3")).toBeVisible();
    await expectNoAxeViolations(visitor, "popup con anterior y siguiente");
    await visitor.keyboard.press("ArrowRight");
    await expect(visitor.getByRole("dialog", { name: event })).toBeVisible();
    await visitor.getByRole("dialog").getByRole("button", { name: P.next }).click();
    await expect(visitor.getByRole("dialog", { name: news })).toBeVisible();
    await expect(visitor.getByRole("dialog").getByRole("button", { name: P.next })).toHaveAttribute("aria-disabled", "true");
    await visitor.getByRole("dialog").getByRole("button", { name: P.previous }).click();
    await expect(visitor.getByRole("dialog", { name: event })).toBeVisible();
    // Focus stays in the dialog; Escape closes it and gives focus back to the card's button.
    await visitor.keyboard.press("Tab");
    expect(await visitor.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await visitor.keyboard.press("Escape");
    await expect(visitor.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
    await visitor.context().close();

    // 3. A logged user comments on the news (with an image), replies, likes and answers the poll; a blocked word is refused.
    const token = await registerCitizen(request, uniqueEmail("participa"));
    const context = await browser.newContext();
    const citizen = await context.newPage();
    await prepare(citizen, token);
    await citizen.goto(`/publicaciones/${newsAlias}`);
    await expect(citizen.getByRole("heading", { level: 2, name: /Comentarios/ })).toBeVisible();
    // Published at once (commentModeration "published", as seeded): the comments spec turns approval on for a while.
    await withSettingLock("commentModeration", async () => {
      const refused = await comment(citizen, `Esto es una ${blocked} sin sentido`);
      await expect(refused.getByText(C.invalidWords)).toBeVisible();

      const text = `Muy buena jornada para los niños ${tag}`;
      const form = citizen.getByRole("form", { name: "Nuevo comentario" });
      await form.getByRole("radiogroup", { name: "Adjunto" }).getByText("Imagen", { exact: true }).click();
      const chooser = citizen.waitForEvent("filechooser");
      await form.getByRole("button", { name: "Elegir imagen" }).click();
      await (await chooser).setFiles({ name: "carne.png", mimeType: "image/png", buffer: await pngOf(citizen, 300, 300) });
      await expect(form.getByText("carne.png")).toBeVisible();
      await comment(citizen, text);
      await expect(form.getByText(CA.published)).toBeVisible();
      const mine = citizen.getByRole("article", { name: /^Comentario de/ }).filter({ hasText: text });
      await expect(mine.getByRole("img", { name: "Imagen adjunta al comentario" })).toBeVisible();
      await expectNoAxeViolations(citizen, "detalle con comentarios y adjunto");

      await mine.getByRole("button", { name: "Me gusta (0)" }).click();
      await expect(mine.getByRole("button", { name: "Me gusta (1)" })).toHaveAttribute("aria-pressed", "true");
      await mine.getByRole("button", { name: "Responder" }).click();
      const reply = mine.getByRole("form", { name: "Responder comentario" });
      await reply.getByRole("textbox", { name: "Tu respuesta" }).fill(`Gracias por la información ${tag}`);
      await reply.getByRole("button", { name: "Responder" }).click();
      await expect(mine.getByText(`Gracias por la información ${tag}`)).toBeVisible();
    });

    await citizen.goto(`/publicaciones/${pollAlias}`);
    await citizen.getByRole("button", { name: "Enviar respuestas" }).click();
    await expect(citizen.getByText(PARTICIPATION_MESSAGES.optionRequired)).toBeVisible();
    await citizen.getByRole("radio", { name: "Sábado" }).check();
    await citizen.getByRole("button", { name: "Enviar respuestas" }).click();
    await expect(citizen.getByText(S.pollSaved).first()).toBeVisible();
    await context.close();

    // 4. The administrator features, hides, moves and deactivates contents; the lists follow.
    await page.goto(`/administrador/contenidos?seccion=${section.friendlyName}`);
    const active = page.getByRole("table", { name: "Contenidos activos" });
    await expect(active.getByRole("link", { name: news, exact: true })).toBeVisible();
    await adminAction(page, news, "Destacar", S.featured);
    await adminAction(page, event, "Ocultar", S.updated);
    await page.getByRole("checkbox", { name: "Solo destacados" }).check();
    await expect(active.getByRole("row")).toHaveCount(2);
    await expect(active.getByRole("link", { name: news, exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: "Solo destacados" }).uncheck();
    await page.getByRole("checkbox", { name: "Solo ocultos" }).check();
    await expect(active.getByRole("row")).toHaveCount(2);
    await expect(active.getByRole("link", { name: event, exact: true })).toBeVisible();
    await page.getByRole("checkbox", { name: "Solo ocultos" }).uncheck();

    await page.getByRole("button", { name: `Opciones de ${poll}` }).click();
    await page.getByRole("menuitem", { name: "Mover", exact: true }).click();
    const move = page.getByRole("dialog", { name: "Mover contenidos" });
    await pickOption(page, "Sección de destino", other.name);
    await move.getByRole("button", { name: "Mover" }).click();
    // A move and a single "Inactivar" ask first (issue 27.4).
    await page.getByRole("dialog", { name: "Confirmación" }).getByRole("button", { name: "Aceptar" }).click();
    await expect(page.getByText(S.moved).first()).toBeVisible();
    await expect(active.getByRole("link", { name: poll, exact: true })).toHaveCount(0);

    await page.getByRole("button", { name: `Opciones de ${event}` }).click();
    await page.getByRole("menuitem", { name: "Inactivar", exact: true }).click();
    await page.getByRole("dialog", { name: "Confirmación" }).getByRole("button", { name: "Aceptar" }).click();
    await expect(page.getByText(S.updated).first()).toBeVisible();
    await expect(active.getByRole("link", { name: event, exact: true })).toHaveCount(0);
    await page.getByRole("radiogroup", { name: "Lista" }).getByText("Inactivos", { exact: true }).click();
    await expect(page.getByRole("table", { name: "Contenidos inactivos" }).getByRole("link", { name: event, exact: true })).toBeVisible();

    // A visitor's lists follow: the section keeps the featured news only, the poll is in the other section.
    const reader = await citizenPage(browser);
    await reader.goto(`/tema/${section.friendlyName}`);
    const main = reader.getByRole("main");
    await expect(main.getByRole("link", { name: news, exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: event, exact: true })).toHaveCount(0);
    await expect(main.getByRole("link", { name: poll, exact: true })).toHaveCount(0);
    await reader.getByRole("checkbox", { name: "Destacados" }).check();
    await expect(main.getByRole("link", { name: news, exact: true })).toBeVisible();
    await reader.goto(`/tema/${other.friendlyName}`);
    await expect(reader.getByRole("main").getByRole("link", { name: poll, exact: true })).toBeVisible();
    await reader.context().close();

    // 5. The procedures spreadsheet: progress to 100 %, then the rows are listed.
    const procedures = Array.from({ length: 3 }, (_, i) => `Permiso de prueba ${tag} ${i + 1}`);
    await page.goto("/tramites-y-servicios");
    await uploadProceduresSpreadsheet(page, procedures);
    await page.reload();
    for (const name of procedures) await expect(page.getByRole("main").getByText(name)).toBeVisible();
    // ... and the section's spreadsheet (GET contents/proceduretypes/export) lists them.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: PE.download }).click();
    const file = await (await download).path();
    const rows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(readFileSync(file)).Sheets["Trámites"]!, { header: 1 });
    expect(rows.map((r) => r[0])).toEqual(expect.arrayContaining(procedures));
  } finally {
    await api(page, "POST", "/trpc/settings.update", { key: "invalidWords", value: [] });
  }
});
