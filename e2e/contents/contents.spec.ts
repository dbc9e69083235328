// Contents (spec 02): a content administrator creates a news item and an event from a section page, a visitor finds
// them in the section's list and reads them, and a logged citizen votes on the demo vote and sees the results.
import { expect, test } from "@playwright/test";
import { CONTENT_MESSAGES } from "@portal/schemas/contents/content-messages";
import { PARTICIPATION_MESSAGES } from "@portal/schemas/contents/participation-messages";
import { citizenPage, loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";

test("staff create a news item and an event; a visitor reads them; a citizen votes", async ({ page, browser, request }) => {
  test.slow();
  const tag = runTag();
  const news = `Jornada de vacunación en los barrios ${tag}`;
  const event = `Feria de emprendimiento ${tag}`;

  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/tema/noticias");
  await expect(page.getByRole("heading", { level: 1, name: "Noticias" })).toBeVisible();

  // News item: the form answers the schema's messages before anything is sent.
  await page.getByRole("link", { name: "Nuevo contenido" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo contenido" })).toBeVisible();
  await pickOption(page, "Tipo de contenido", "Noticia");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(CONTENT_MESSAGES.nameRequired)).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre" }).fill(news);
  await page.getByRole("textbox", { name: "Descripción", exact: true }).fill("La secretaría de salud visitará los barrios durante todo el mes.");
  await page.getByRole("textbox", { name: "Cuerpo" }).click();
  await page.keyboard.type("Lleve su carné de vacunación y su documento de identidad.");
  await page.getByRole("checkbox", { name: "Sin fecha de cierre" }).check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: news })).toBeVisible();

  // Event, with its host, place and hours (the start hour starts at 08).
  await page.goto("/tema/noticias");
  await page.getByRole("link", { name: "Nuevo contenido" }).click();
  await pickOption(page, "Tipo de contenido", "Evento");
  await expect(page.getByRole("combobox", { name: "Hora de inicio" })).toHaveValue("08");
  await page.getByRole("textbox", { name: "Nombre" }).fill(event);
  await page.getByRole("textbox", { name: "Descripción", exact: true }).fill("Emprendedores del municipio muestran y venden sus productos.");
  await page.getByRole("textbox", { name: "Organizador" }).fill("Secretaría de desarrollo económico");
  await page.getByRole("textbox", { name: "Lugar" }).fill("Parque principal");
  await page.getByLabel("Fecha de inicio").fill("01/05/2099");
  await page.getByLabel("Fecha de inicio").press("Tab");
  await page.getByLabel("Fecha de cierre").fill("01/05/2099");
  await page.getByLabel("Fecha de cierre").press("Tab");
  await pickOption(page, "Hora de cierre", "17");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: event })).toBeVisible();
  await expect(page.getByText("Lugar: Parque principal")).toBeVisible();

  // A visitor sees both in the section list and reads the news item.
  const visitor = await citizenPage(browser);
  await visitor.goto("/tema/noticias");
  const list = visitor.getByRole("main");
  await expect(list.getByRole("link", { name: event })).toBeVisible();
  await list.getByRole("link", { name: news }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: news })).toBeVisible();
  await expect(visitor.getByText("Lleve su carné de vacunación y su documento de identidad.")).toBeVisible();
  await visitor.goto("/tema/noticias");
  await visitor.getByRole("main").getByRole("link", { name: "¿Qué obra debe priorizar la entidad?" }).click();
  await expect(visitor.getByText("Inicia sesión para votar.")).toBeVisible();
  await visitor.context().close();

  // A logged citizen votes once and sees the results.
  const token = await registerCitizen(request, uniqueEmail("votante"));
  const context = await browser.newContext();
  const citizen = await context.newPage();
  await prepare(citizen, token);
  await citizen.goto("/tema/noticias");
  await citizen.getByRole("main").getByRole("link", { name: "¿Qué obra debe priorizar la entidad?" }).click();
  await citizen.getByRole("button", { name: "Votar" }).click();
  await expect(citizen.getByText("Debes ingresar una opcion")).toBeVisible();
  await citizen.getByRole("radio", { name: "Parque infantil" }).check();
  await citizen.getByRole("button", { name: "Votar" }).click();
  await expect(citizen.getByText(PARTICIPATION_MESSAGES.alreadyVoted)).toBeVisible();
  await expect(citizen.getByRole("progressbar", { name: /Parque infantil: \d+(\.\d+)? %/ })).toBeVisible();
  await context.close();
});
