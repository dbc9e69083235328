// A visitor sends a suggestion from the footer's suggestion box; the Feedback staff read it.
import { expect, test } from "@playwright/test";
import { adminToken, citizenPage, runTag } from "../certificates/support.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

test("a visitor sends a suggestion from the footer's suggestion box, checked by the spec's rules", async ({ browser, request }) => {
  const tag = runTag();
  const page = await citizenPage(browser);
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("button", { name: "Buzón de sugerencias" }).click();
  const dialog = page.getByRole("dialog", { name: "Buzón de sugerencias" });
  const form = dialog.getByRole("form", { name: "Buzón de sugerencias" });
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(form.getByText("Debes ingresar el correo electrónico")).toBeVisible();
  await expect(form.getByText("Debes ingresar la descripción")).toBeVisible();
  await expectNoAxeViolations(page, "buzón de sugerencias");

  const description = `Más bancas en el parque principal ${tag}`;
  await form.getByRole("textbox", { name: "Nombres" }).fill("Ana Pérez");
  await form.getByRole("textbox", { name: "Correo electrónico" }).fill("correo-no-valido");
  await form.getByRole("textbox", { name: "Sugerencia" }).fill(description);
  await expect(form.getByText(`${description.length}/200`)).toBeVisible();
  await expect(form.getByText("Debes ingresar un correo electrónico válido")).toBeVisible();
  await form.getByRole("textbox", { name: "Correo electrónico" }).fill(`ana${tag}@correo.co`);
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Gracias por tu sugerencia");
  await dialog.getByRole("button", { name: "Aceptar" }).click();
  await expect(dialog).toHaveCount(0);

  const token = await adminToken(request);
  const list = (await (await request.get("/api/v1/suggestions", { headers: { authorization: `Bearer ${token}` } })).json()) as {
    items: { names: string; email: string; description: string }[];
  };
  expect(list.items).toContainEqual(expect.objectContaining({ names: "Ana Pérez", email: `ana${tag}@correo.co`, description }));
});
