// Transparency (Resolución 1519 de 2020 scaffold, edited by an administrator, read by a citizen) and policy versions
// (a logged user sees each new version once).
import { expect, test } from "@playwright/test";
import { citizenPage, loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

test.describe("transparency", () => {
  test.describe.configure({ timeout: 90_000 });

  test("items an administrator edits appear in the citizens' accordion", async ({ page, browser }) => {
    const tag = runTag();
    await preparePage(page);
    await loginAsAdmin(page);
    await page.goto("/transparencia");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Transparencia y acceso a la información pública" })).toBeVisible();
    // The legal scaffold: ten numbered categories, items still unlinked and counted.
    await expect(main.getByRole("heading", { level: 2, name: "1. Información de la entidad" })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: "10. Información tributaria en entidades territoriales locales" })).toBeVisible();
    const count = main.getByText(/\d+ ítems sin enlace/);
    const before = Number((await count.textContent())!.match(/\d+/)![0]);

    // Edit 1.2: a javascript: link is refused with the rule's message, then a real link is saved.
    await main.getByText("1. Información de la entidad").click();
    await main.getByRole("button", { name: "Editar Estructura orgánica - Organigrama" }).click();
    const modal = page.getByRole("dialog", { name: "Editar ítem de transparencia" });
    await modal.getByRole("textbox", { name: "Título" }).fill(`Organigrama ${tag}`);
    await modal.getByRole("textbox", { name: "Enlace" }).fill("javascript:alert(1)");
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(modal.getByText("Debes ingresar una url válida")).toBeVisible();
    await modal.getByRole("textbox", { name: "Enlace" }).fill(`https://www.ejemplo.gov.co/organigrama-${tag}.pdf`);
    await modal.getByRole("button", { name: "Guardar" }).click();
    await expect(modal).toBeHidden();
    await expect(main.getByText(`${before - 1} ítems sin enlace`)).toBeVisible();

    // A new item in 4.10 (a subgroup), through the item modal.
    await main.getByRole("button", { name: "Nuevo ítem" }).click();
    const create = page.getByRole("dialog", { name: "Nuevo ítem de transparencia" });
    await create
      .getByRole("combobox", { name: "Grupo" })
      .selectOption({ label: "— 4.10. Informes trimestrales sobre acceso a información, quejas y reclamos" });
    await create.getByRole("textbox", { name: "Título" }).fill(`Informe primer trimestre ${tag}`);
    await create.getByRole("textbox", { name: "Descripción" }).fill("Solicitudes de acceso a la información del primer trimestre.");
    await create.getByRole("textbox", { name: "Enlace" }).fill(`https://www.ejemplo.gov.co/trimestre-${tag}.pdf`);
    await create.getByRole("button", { name: "Guardar" }).click();
    await expect(create).toBeHidden();

    // A citizen sees both in the accordion, as links, and no edit controls.
    const citizen = await citizenPage(browser);
    await citizen.goto("/transparencia");
    const cmain = citizen.getByRole("main");
    await cmain.getByText("1. Información de la entidad").click();
    await expect(cmain.getByRole("link", { name: `1.2. Organigrama ${tag}` })).toHaveAttribute("href", `https://www.ejemplo.gov.co/organigrama-${tag}.pdf`);
    // What the portal itself publishes is linked without anyone doing it: its branches, its contact page, its PQRDS.
    await expect(cmain.getByRole("link", { name: /^1\.4\. Directorio institucional/ })).toHaveAttribute("href", "/sucursales");
    await expect(cmain.getByRole("link", { name: /^1\.8\. Servicio al público/ })).toHaveAttribute("href", "/contactenos/");
    await expect(cmain.getByRole("link", { name: /^1\.10\. Mecanismo de presentación directa/ })).toHaveAttribute("href", "/pqrds");
    await cmain.getByText("4. Planeación, presupuesto e informes").click();
    await cmain.getByText("4.10. Informes trimestrales sobre acceso a información, quejas y reclamos").click();
    await expect(cmain.getByRole("link", { name: `Informe primer trimestre ${tag}` })).toBeVisible();
    await expect(cmain.getByText("Informe de PQRDS")).toBeVisible();
    // The generated PQRDS report explains itself with its section's helper tooltip (60, informe-de-pqr).
    await cmain.getByRole("button", { name: /^Ayuda: El informe de PQRDS resume/ }).hover();
    await expect(citizen.getByRole("tooltip")).toContainText("El informe de PQRDS resume las solicitudes recibidas");
    await expect(cmain.getByRole("button", { name: /Editar/ })).toHaveCount(0);
    await expect(cmain.getByText(/ítems sin enlace/)).toHaveCount(0);
    // Opened groups (links, unpublished items, the tooltip button) pass axe too.
    await expectNoAxeViolations(citizen, "/transparencia con grupos abiertos");
    await citizen.context().close();
  });
});

test.describe("policies", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a new version of the terms is shown once to a logged user", async ({ page, browser, request }) => {
    const tag = runTag();
    // Registered before the new version: the terms they accepted are about to change.
    const token = await registerCitizen(request, uniqueEmail("terminos"));

    await preparePage(page);
    await loginAsAdmin(page);
    await page.goto("/politicas/");
    await page.getByRole("button", { name: "Editar texto" }).click();
    const editor = page.getByRole("dialog", { name: /Editar: Políticas y términos de uso/ });
    const text = editor.getByRole("textbox", { name: "Texto" });
    await text.fill("corto");
    await editor.getByRole("button", { name: "Publicar nueva versión" }).click();
    await expect(editor.getByText("El mínimo de caracteres para la descripción es de 20")).toBeVisible();
    await text.fill(`1. Cambios de prueba ${tag}\n\nEl portal actualiza sus términos de uso en la versión ${tag}.`);
    await editor.getByRole("button", { name: "Publicar nueva versión" }).click();
    await expect(editor).toBeHidden();
    await expect(page.getByRole("main").getByText(`El portal actualiza sus términos de uso en la versión ${tag}.`)).toBeVisible();
    // The author has read what they wrote: no notice for them.
    await page.reload();
    await expect(page.getByRole("main").getByText(/Versión \d+, publicada/)).toBeVisible();
    await expect(page.getByRole("dialog", { name: /Actualizamos nuestros términos/ })).toHaveCount(0);

    const context = await browser.newContext();
    const citizen = await context.newPage();
    await prepare(citizen, token);
    await citizen.goto("/");
    const notice = citizen.getByRole("dialog", { name: "Actualizamos nuestros términos: Políticas y términos de uso" });
    await expect(notice.getByText(`El portal actualiza sus términos de uso en la versión ${tag}.`)).toBeVisible();
    await expectNoAxeViolations(citizen, "aviso de nueva versión de los términos");
    await notice.getByRole("button", { name: "Entendido" }).click();
    await expect(notice).toBeHidden();
    // Once: not on the next page, nor after a reload.
    await citizen.goto("/sucursales");
    await citizen.reload();
    await expect(citizen.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await citizen.waitForLoadState("networkidle");
    await expect(citizen.getByRole("dialog", { name: /Actualizamos nuestros términos/ })).toHaveCount(0);
    await context.close();
  });
});
