// Content administration (issue 27, item 4 and the browser walk): a single "Inactivar" and a move ask first; "Mover"
// offers only the sections that accept the content, and a move ends with one success message and no page error; a
// section's settings are edited from "Editar sección"; the detail's "Eliminar" deletes a content after confirming.
import { expect, type Page, test } from "@playwright/test";
import { CONTENT_CONFIRM_MESSAGES as CM, CONTENT_SUCCESS_MESSAGES as S } from "@portal/schemas/contents/content-messages";
import { loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption } from "../complaint-forms/helpers.ts";
import { api } from "./support.ts";

const article = (name: string, tagID: number) => ({
  contentType: 1,
  name,
  description: "Descripción suficientemente larga del contenido",
  commentWallType: 2,
  withoutClosingDate: true,
  tags: [tagID],
});

async function option(page: Page, content: string, action: string) {
  await page.getByRole("button", { name: `Opciones de ${content}` }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

test("inactivate and move ask first, move offers only sections that accept the content, sections are edited, owners delete", async ({ page }) => {
  test.slow();
  const tag = runTag();
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await preparePage(page);
  await loginAsAdmin(page);
  const news = await api(page, "POST", "/api/v1/tags", { name: `Noticias ${tag}`, validContentTypes: [1] });
  const archive = await api(page, "POST", "/api/v1/tags", { name: `Archivo ${tag}`, validContentTypes: [1, 2] });
  const events = await api(page, "POST", "/api/v1/tags", { name: `Eventos ${tag}`, validContentTypes: [2] });
  const first = `Cierre de la vía ${tag}`;
  const second = `Obras del acueducto ${tag}`;
  await api(page, "POST", "/api/v1/contents", article(first, news.tagID));
  const moved = await api(page, "POST", "/api/v1/contents", article(second, news.tagID));

  await page.goto(`/administrador/contenidos?seccion=${news.friendlyName}`);
  const active = page.getByRole("table", { name: "Contenidos activos" });
  await expect(active.getByRole("link", { name: first })).toBeVisible();

  // "Inactivar" asks; "Cancelar" leaves the content active.
  await option(page, first, "Inactivar");
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(CM.inactivate.replace("{0}", first))).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(active.getByRole("link", { name: first })).toBeVisible();
  await option(page, first, "Inactivar");
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText(S.updated).first()).toBeVisible();
  await expect(active.getByRole("link", { name: first })).toHaveCount(0);

  // "Mover": the events-only section is not offered; the move asks, then one success message.
  await option(page, second, "Mover");
  const modal = page.getByRole("dialog", { name: "Mover contenidos" });
  await modal.getByRole("combobox", { name: "Sección de destino" }).click();
  await expect(page.getByRole("option", { name: archive.name })).toBeVisible();
  await expect(page.getByRole("option", { name: events.name })).toHaveCount(0);
  await page.getByRole("option", { name: archive.name }).click();
  await modal.getByRole("button", { name: "Mover" }).click();
  await expect(page.getByText(CM.moveOne.replace("{0}", archive.name))).toBeVisible();
  await page.getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText(S.moved)).toHaveCount(1);
  await expect(active.getByRole("link", { name: second })).toHaveCount(0);

  // "Editar sección": rename the section and make it sortable.
  await page.getByRole("button", { name: "Editar sección" }).click();
  const settings = page.getByRole("form", { name: "Editar sección" });
  await settings.getByRole("textbox", { name: "Nombre" }).fill(`Noticias de obras ${tag}`);
  await pickOption(page, "Plantilla", /Muro personalizable/);
  await settings.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("combobox", { name: "Sección" })).toHaveValue(`Noticias de obras ${tag}`);
  // A Sortable section shows the ordering arrows.
  await page.getByText("Inactivos", { exact: true }).click();
  await expect(page.getByRole("button", { name: `Subir ${first}` })).toBeVisible();

  // The detail's "Eliminar" (owners and administrators) asks, deletes and returns to the section.
  // The section's page code arrives late (a slow phone or network): the deleted content's own page must not send the
  // official to "página no encontrada" meanwhile (failed in CI when its refetch answered 404 first).
  await page.route(/\/assets\/section-page-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/publicaciones/${moved.friendlyName}`);
  await page.getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText(S.confirmDelete)).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Eliminar" }).click();
  await expect(page.getByText(S.deleted).first()).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: archive.name })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
