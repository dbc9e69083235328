import { expect, test } from "@playwright/test";
import { loginAsAdmin, preparePage, runTag } from "./support.ts";

test("staff create a certificate process record from /administrador/certificados", async ({ page }) => {
  const name = `Proceso de revisión ${runTag()}`;
  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/administrador/certificados");
  const section = page.getByRole("region", { name: "Procesos de certificados" });
  await expect(section).toBeVisible();
  await section.getByRole("button", { name: "Nuevo proceso" }).click();
  const dialog = page.getByRole("dialog", { name: "Nuevo proceso" });
  // An empty submit shows the schema's message.
  await dialog.getByRole("button", { name: "Guardar proceso" }).click();
  await expect(dialog.getByText("Debes ingresar el nombre del proceso")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Nombre del proceso" }).fill(name);
  await dialog.getByRole("textbox", { name: "Descripción" }).fill("Revisión manual antes de expedir");
  await dialog.getByRole("button", { name: "Guardar proceso" }).click();
  await expect(page.getByText("El registro se actualizo con exito.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("row", { name: new RegExp(name) })).toBeVisible();
});
