// Menus (spec 02 §2 "Menus", 03 §2 "Header and menu"): an administrator creates a group and a link item in the menu
// editor (the form answers the schema's messages, a javascript: link is refused), and a visitor finds them on /menu/
// with the demo menu, searches the menu and switches on night mode.
import { expect, test } from "@playwright/test";
import { MENU_MESSAGES } from "@portal/schemas/menus/menu-option.schema";
import { citizenPage, loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption } from "../complaint-forms/helpers.ts";

test("the menu editor creates a group with a link item and the /menu/ page shows it", async ({ page, browser }) => {
  test.slow();
  const tag = runTag();
  const group = `Servicios en línea ${tag}`;
  const item = `Pago de impuestos ${tag}`;

  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/menu/");
  await page.getByRole("link", { name: "Editar el menú" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editor del menú" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Menú: Inicio" }).getByText("Trámites y servicios", { exact: true })).toBeVisible();

  // State 1 → 3: a new group.
  await page.getByRole("button", { name: "Agregar al menú" }).click();
  await page
    .getByRole("dialog", { name: "¿Qué quieres agregar al menú?" })
    .getByRole("button", { name: /^Grupo/ })
    .click();
  const groupForm = page.getByRole("dialog", { name: "Nuevo grupo" });
  await groupForm.getByRole("button", { name: "Guardar" }).click();
  await expect(groupForm.getByText(MENU_MESSAGES.groupNameRequired)).toBeVisible();
  await groupForm.getByRole("textbox", { name: "Nombre" }).fill(group);
  await groupForm.getByRole("button", { name: "Guardar" }).click();
  await expect(groupForm).toBeHidden();
  await expect(page.getByRole("list", { name: "Menú: Inicio" }).getByText(group, { exact: true })).toBeVisible();

  // State 1 → 2: a link item inside it; a javascript: link is refused with the schema's message.
  await page.getByRole("button", { name: "Agregar al menú" }).click();
  await page
    .getByRole("dialog", { name: "¿Qué quieres agregar al menú?" })
    .getByRole("button", { name: /^Enlace/ })
    .click();
  const itemForm = page.getByRole("dialog", { name: "Nuevo ítem: Enlace" });
  await pickOption(page, "Grupo", group);
  await itemForm.getByRole("textbox", { name: "Nombre" }).fill(item);
  await itemForm.getByRole("textbox", { name: "Descripción" }).fill("Paga el impuesto predial y de industria y comercio.");
  await itemForm.getByRole("textbox", { name: "Url" }).fill("javascript:alert(document.cookie)");
  // Enter submits (a click would land after the field's own message, shown on leaving it, moved the button).
  await itemForm.getByRole("textbox", { name: "Url" }).press("Enter");
  await expect(itemForm.getByText(MENU_MESSAGES.link)).toBeVisible();
  await expect(itemForm.getByText(MENU_MESSAGES.icon)).toBeVisible();
  await itemForm.getByRole("textbox", { name: "Url" }).fill("/pqrds");
  await pickOption(page, "Ícono", "Trámites");
  await itemForm.getByRole("button", { name: "Guardar" }).click();
  await expect(itemForm).toBeHidden();
  await expect(page.getByRole("list", { name: `Ítems de ${group}` }).getByText(item, { exact: true })).toBeVisible();

  // A visitor sees the group and its item on /menu/, with the demo menu, and the item leads where it should.
  const visitor = await citizenPage(browser);
  await visitor.goto("/");
  await visitor.getByRole("banner").getByRole("link", { name: "Menú completo" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "Menú" })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: "Trámites y servicios" })).toBeVisible();
  await expect(visitor.getByRole("heading", { level: 2, name: group })).toBeVisible();
  await expect(visitor.getByRole("img", { name: /Código QR con la dirección del portal/ })).toBeVisible();
  // The site score the seed computed, linking to the indicators page.
  await expect(visitor.getByRole("main").getByRole("link", { name: /^\d+(,\d+)?\/100 · .+Puntaje del sitio en/ })).toHaveAttribute("href", "/indicadores");
  await visitor.getByRole("searchbox", { name: "Buscar en el menú" }).fill("impuestos");
  await expect(visitor.getByRole("heading", { level: 2, name: "Trámites y servicios" })).toBeHidden();
  await visitor.getByRole("link", { name: new RegExp(item) }).click();
  await expect(visitor).toHaveURL(/\/pqrds$/);
  await visitor.goto("/menu/");
  // The page is the app's, not only its first HTML, before the toggle is pressed: a press before then was lost.
  await expect(visitor.getByRole("heading", { level: 2, name: "Trámites y servicios" })).toBeVisible();
  const night = visitor.getByRole("button", { name: "Modo noche" });
  await night.click();
  await expect(night).toHaveAttribute("aria-pressed", "true");
  await expect(visitor.locator("html")).toHaveClass(/portal-contrast/);
  await visitor.context().close();

  // The administrator switches the item off: visitors no longer see it, the editor still does.
  await page.getByRole("switch", { name: `Activo: ${item}` }).click();
  await expect(page.getByRole("switch", { name: `Activo: ${item}` })).not.toBeChecked();
  const later = await citizenPage(browser);
  await later.goto("/menu/");
  await expect(later.getByRole("heading", { level: 2, name: group })).toBeVisible();
  await expect(later.getByRole("link", { name: new RegExp(item) })).toBeHidden();
  await later.context().close();
});
