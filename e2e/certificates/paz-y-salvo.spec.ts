import { expect, type Page, test } from "@playwright/test";
import { CERTIFICATE_MESSAGES } from "@portal/schemas/certificates/certificate-rules";
import { expectNoAxeViolations } from "../support/axe.ts";
import { captchaAnswer, citizenPage, importSpreadsheet, loginAsAdmin, preparePage, runTag } from "./support.ts";

// Two properties loaded through the registries page: one with no debt and one that owes property tax.
const tag = runTag();
const clearKey = `25${tag}01`;
const debtKey = `25${tag}02`;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/administrador/registros");
  await expect(page.getByRole("heading", { level: 1, name: "Registros de certificados" })).toBeVisible();
  const csv = [
    "cedula_catastral,direccion,estrato,uso_suelo,zona,pagado_hasta,saldo,identificacion_propietarios,nombre_propietarios",
    `${clearKey},Calle 10 # 4-21,3,Residencial,Urbana,2030-12-31,0,1020304050,Ana María Pérez`,
    `${debtKey},"Vereda El Carmen, lote 7",1,Rural,Rural,,350000.50,43555666,Rosa Díaz`,
  ].join("\n");
  await importSpreadsheet(page, { name: "predios.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.close();
});

/** The key and the identification of one of the property's owners (the key alone tells nothing about a property). */
async function requestPazYSalvo(page: Page, key: string, owner: string) {
  await page.goto("/tramites/certificado-paz-y-salvo");
  await expect(page.getByRole("heading", { level: 1, name: "Certificado de paz y salvo" })).toBeVisible();
  await page.getByRole("textbox", { name: "Cédula catastral" }).fill(key);
  await page.getByRole("textbox", { name: "Número de identificación del propietario" }).fill(owner);
  await page.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await page.getByRole("button", { name: "Enviar" }).click();
}

async function expectPdf(page: Page) {
  const download = page.getByRole("link", { name: "Descargar certificado" });
  await expect(download).toBeVisible();
  // The answer replaces the form: focus lands on its heading, not on the page body.
  await expect(page.getByRole("heading", { name: "2. Respuesta" })).toBeFocused();
  const href = await download.getAttribute("href");
  // The link carries the grant handed to the owner: the code alone (printed on the paper) opens nothing.
  expect(href).toMatch(/^\/api\/v1\/certificates\/1\/export\/[0-9A-F]{32}\?grant=[\w-]+&download=1$/);
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  return /export\/([0-9A-F]{32})/.exec(href!)![1]!;
}

test("a citizen gets a paz y salvo for a property with no debt, downloads the PDF and validates its code", async ({ browser }) => {
  const page = await citizenPage(browser);
  // An empty submit shows the schema's message; an unknown key says no property was found and reloads the captcha.
  await page.goto("/tramites/certificado-paz-y-salvo");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Debes ingresar la cédula catastral")).toBeVisible();
  await requestPazYSalvo(page, "00-00-0000", "1020304050");
  await expect(page.getByRole("alert")).toHaveText(CERTIFICATE_MESSAGES.propertyNotFound);
  await expect(page.getByRole("textbox", { name: "Captcha" })).toHaveValue("");

  // Someone who is not an owner gets the same answer as for an unknown key.
  await requestPazYSalvo(page, clearKey, "80111222");
  await expect(page.getByRole("alert")).toHaveText(CERTIFICATE_MESSAGES.propertyNotFound);
  await requestPazYSalvo(page, clearKey, "1020304050");
  await expect(page.getByText("Solicitud registrada exitosamente")).toBeVisible();
  await expectNoAxeViolations(page, "respuesta del certificado");
  const code = await expectPdf(page);

  // The QR code's link opens /validez/ with the code filled in.
  await page.goto(`/validez/?id=${code}`);
  await expect(page.getByRole("textbox", { name: "Código de validez" })).toHaveValue(code);
  await page.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await page.getByRole("button", { name: "Validar" }).click();
  await expect(page.getByText("Certificado válido")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText(clearKey);
  // The person is shown masked: the identification's last digits and the owner's initials.
  await expect(main).toContainText("******4050");
  await expect(main).toContainText("A. M. P.");
  await expect(main).not.toContainText("1020304050");

  // An unknown code of the right length is "Código inválido".
  await page.getByRole("button", { name: "Validar otro código" }).click();
  await page.getByRole("textbox", { name: "Código de validez" }).fill("0".repeat(32));
  await page.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await page.getByRole("button", { name: "Validar" }).click();
  await expect(page.getByRole("alert")).toContainText("Código inválido");
  await page.context().close();
});

test("a property with debt needs payment; once staff mark it paid, the next request issues the PDF", async ({ browser, page: staff }) => {
  const citizen = await citizenPage(browser);
  await requestPazYSalvo(citizen, debtKey, "43555666");
  await expect(citizen.getByText("Pago requerido")).toBeVisible();
  await expect(citizen.getByText(/saldo pendiente del impuesto predial/)).toBeVisible();
  await expect(citizen.getByRole("link", { name: "Descargar certificado" })).toHaveCount(0);

  await preparePage(staff);
  await loginAsAdmin(staff);
  await staff.goto("/administrador");
  await staff
    .getByRole("main")
    .getByRole("link", { name: /Certificados de pago/ })
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: "Certificados de pago" })).toBeVisible();
  const row = staff.getByRole("row").filter({ hasText: debtKey });
  await expect(row).toContainText("Rosa Díaz");
  await row.getByRole("button", { name: /Marcar como pagada/ }).click();
  const dialog = staff.getByRole("dialog", { name: "Registrar pago" });
  await dialog.getByRole("button", { name: "Registrar pago" }).click();
  await expect(dialog.getByText("Debes ingresar la referencia de pago")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Referencia de pago" }).fill(`PSE-${tag}`);
  await dialog.getByRole("button", { name: "Registrar pago" }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByRole("row").filter({ hasText: debtKey })).toHaveCount(0);

  await citizen.getByRole("button", { name: "Volver", exact: true }).click();
  await citizen.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await citizen.getByRole("button", { name: "Enviar" }).click();
  await expect(citizen.getByText("Solicitud registrada exitosamente")).toBeVisible();
  const code = await expectPdf(citizen);

  // Staff see it in the history with its payment reference.
  await staff.reload();
  const issued = staff.getByRole("table", { name: "Certificados expedidos" }).getByRole("row").filter({ hasText: code });
  await expect(issued).toContainText(`PSE-${tag}`);

  // Staff revoke it (a reason is required); its code then validates as revoked.
  await issued.getByRole("button", { name: /Anular/ }).click();
  const revoke = staff.getByRole("dialog", { name: "Anular certificado" });
  await revoke.getByRole("button", { name: "Anular" }).click();
  await expect(revoke.getByRole("textbox", { name: "Motivo de la anulación" })).toHaveAttribute("aria-invalid", "true");
  await revoke.getByRole("textbox", { name: "Motivo de la anulación" }).fill("Pago reversado por el banco");
  await revoke.getByRole("button", { name: "Anular" }).click();
  await expect(revoke).toBeHidden();
  await expect(staff.getByText("El certificado quedó anulado")).toBeVisible();
  await citizen.goto(`/validez/?id=${code}`);
  await citizen.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await citizen.getByRole("button", { name: "Validar" }).click();
  await expect(citizen.getByRole("alert").first()).toContainText("Este certificado fue anulado y ya no es válido");
  await citizen.context().close();
});
