// Categories (issue 27, item 1): an administrator gives a news item a required category and its sub-category from the
// content form, then edits only its name with "Editar": the categories (and the meta description and social flag,
// item 2) are still there afterwards.
import { expect, test } from "@playwright/test";
import { LABEL_MESSAGES as L } from "@portal/schemas/contents/label.schema";
import { loginAsAdmin, preparePage, runTag } from "../certificates/support.ts";
import { pickOption } from "../complaint-forms/helpers.ts";
import { api } from "./support.ts";

test("categories: chosen in the form, required ones enforced, kept by an edit", async ({ page }) => {
  test.slow();
  const tag = runTag();
  const name = `Decreto de movilidad ${tag}`;
  await preparePage(page);
  await loginAsAdmin(page);
  const section = await api(page, "POST", "/api/v1/tags", { name: `Normas ${tag}`, validContentTypes: [1] });
  await api(page, "POST", "/api/v1/labels", {
    name: "Tipo de norma",
    description: "Clase de la norma",
    defaultTagID: section.tagID,
    isRequired: true,
    subLabels: [
      { name: "Decreto", description: "Decretos del alcalde" },
      { name: "Resolución", description: "Resoluciones" },
    ],
  });
  await api(page, "POST", "/api/v1/labels", { name: "Movilidad", description: "Tránsito y transporte", defaultTagID: section.tagID, subLabels: [] });

  await page.goto(`/tema/${section.friendlyName}`);
  await page.getByRole("link", { name: "Nuevo contenido" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo contenido" })).toBeVisible();
  // The category tips (tooltip 38) beside the picker.
  await expect(
    page
      .getByRole("group", { name: /^Categorías/ })
      .getByRole("button", { name: /^Ayuda: / })
      .first(),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre" }).fill(name);
  await page.getByRole("textbox", { name: "Descripción", exact: true }).fill("Medidas de movilidad para el centro del municipio.");
  await pickOption(page, "Tipo de muro", "Participación pública");
  await page.getByRole("checkbox", { name: "Sin fecha de cierre" }).check();
  await page.getByRole("textbox", { name: "Meta descripción" }).fill("Decreto de movilidad del centro");
  await page.getByRole("checkbox", { name: "Facebook" }).check();

  // Without the required category the form refuses, with the server's message.
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(L.requiredMissing.replace("{0}", "Tipo de norma"))).toBeVisible();
  await pickOption(page, "Categorías", "Tipo de norma (obligatoria)");
  await pickOption(page, "Categorías", "Movilidad");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText(L.subLabelRequired.replace("{0}", "Tipo de norma"))).toBeVisible();
  await pickOption(page, "Subcategorías", "Decreto");
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const categories = page.getByRole("list", { name: "Categorías" });
  await expect(categories.getByText("Tipo de norma")).toBeVisible();
  await expect(categories.getByText("Movilidad")).toBeVisible();
  await expect(categories.getByText("Decreto", { exact: true })).toBeVisible();

  // "Editar": only the name changes; the categories stay.
  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Editar contenido" })).toBeVisible();
  await page.getByRole("textbox", { name: "Nombre" }).fill(`${name} revisado`);
  await page.getByRole("button", { name: "Actualizar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${name} revisado` })).toBeVisible();
  await expect(categories.getByText("Tipo de norma")).toBeVisible();
  await expect(categories.getByText("Movilidad")).toBeVisible();
  await expect(categories.getByText("Decreto", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("list", { name: "Categorías" }).getByText("Decreto", { exact: true })).toBeVisible();
  // The edit kept the meta description and the social flag too (issue 27, item 2).
  await page.getByRole("link", { name: "Editar" }).click();
  await expect(page.getByRole("textbox", { name: "Meta descripción" })).toHaveValue("Decreto de movilidad del centro");
  await expect(page.getByRole("checkbox", { name: "Facebook" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Twitter" })).not.toBeChecked();
});
