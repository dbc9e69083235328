import { expect, test } from "@playwright/test";
import { DRAFT_MESSAGES } from "@portal/schemas/ui/draft-messages";
import { prepare, uniqueEmail } from "./helpers.ts";

test.beforeEach(async ({ page }) => prepare(page));

test("what a citizen typed in a PQRDS form survives a reload in that tab, says so, and goes with 'Descartar' or 'Limpiar'", async ({ page, browser }) => {
  const email = uniqueEmail("borrador");
  const description = "Los huecos de la carrera 7 con calle 12 son un peligro para las motos.";
  await page.goto("/pqrds/enviar/3");
  await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Descripción de la solicitud" }).fill(description);
  await expect(page.getByText(DRAFT_MESSAGES.restoredTitle)).toHaveCount(0);

  // A reload (or a lost connection) brings it back, with the notice; the file, consent and captcha are not kept.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("borrador:pqrds:3"))).toContain("carrera 7");
  expect(await page.evaluate(() => sessionStorage.getItem("borrador:pqrds:3"))).not.toContain("typeprivacy");
  await page.reload();
  await expect(page.getByText(DRAFT_MESSAGES.restoredTitle)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Correo electrónico", exact: true })).toHaveValue(email);
  await expect(page.getByRole("textbox", { name: "Descripción de la solicitud" })).toHaveValue(description);

  // Never on the server, never in another tab or browser.
  const other = await browser.newContext();
  const elsewhere = await other.newPage();
  await prepare(elsewhere);
  await elsewhere.goto("/pqrds/enviar/3");
  await expect(elsewhere.getByRole("textbox", { name: "Descripción de la solicitud" })).toHaveValue("");
  await other.close();

  // "Descartar lo recuperado" starts afresh, for good.
  await page.getByRole("button", { name: DRAFT_MESSAGES.discard }).click();
  await expect(page.getByRole("textbox", { name: "Descripción de la solicitud" })).toHaveValue("");
  await expect(page.getByText(DRAFT_MESSAGES.restoredTitle)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Queja" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Descripción de la solicitud" })).toHaveValue("");

  // "Limpiar" too.
  await page.getByRole("textbox", { name: "Descripción de la solicitud" }).fill(description);
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("borrador:pqrds:3"))).toContain("carrera 7");
  await page.getByRole("button", { name: "Limpiar" }).click();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("borrador:pqrds:3"))).toBeNull();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Queja" })).toBeVisible();
  await expect(page.getByText(DRAFT_MESSAGES.restoredTitle)).toHaveCount(0);
});

test("a certificate request keeps its typed key and identification across a reload, never its captcha", async ({ page }) => {
  await page.goto("/tramites/certificado-paz-y-salvo");
  await page.getByRole("textbox", { name: "Cédula catastral" }).fill("010203040506");
  await page.getByRole("textbox", { name: "Número de identificación del propietario" }).fill("79123456");
  // Saved a moment after typing stops: on a slow machine a first save may hold only the first field, so wait for both.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith("borrador:certificado:"));
        return key ? sessionStorage.getItem(key) : null;
      }),
    )
    .toContain("79123456");
  await page.reload();
  await expect(page.getByText(DRAFT_MESSAGES.restoredTitle)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Cédula catastral" })).toHaveValue("010203040506");
  await expect(page.getByRole("textbox", { name: "Número de identificación del propietario" })).toHaveValue("79123456");
  await page.getByRole("button", { name: DRAFT_MESSAGES.discard }).click();
  await expect(page.getByRole("textbox", { name: "Cédula catastral" })).toHaveValue("");
});
