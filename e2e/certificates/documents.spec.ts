import * as XLSX from "@e965/xlsx";
import { expect, test } from "@playwright/test";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { maskIdentification } from "@portal/schemas/common/personal-data-mask";
import { SEAL_MESSAGES } from "@portal/schemas/validity/seal-messages";
import { waitForMail } from "../support/mail.ts";
import { captchaAnswer, citizenPage, importSpreadsheet, loginAsAdmin, preparePage, runTag } from "./support.ts";

function spreadsheet(rows: (string | number)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Datos");
  return XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}

test("staff create a document type and load its rows; a citizen downloads a document and validates it", async ({ page, browser }) => {
  const tag = runTag();
  const name = `Certificado de retenciones ${tag}`;
  const value = `10${tag}`;
  const email = `ana-${tag}@correo.co`.toLowerCase();

  await preparePage(page);
  await loginAsAdmin(page);
  await page.goto("/administrador");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Tipos de documento/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Tipos de documento" })).toBeVisible();
  await page.getByRole("button", { name: "Nuevo tipo de documento" }).click();
  const form = page.getByRole("region", { name: "Nuevo tipo de documento" });
  await form.getByRole("textbox", { name: "Nombre del tipo de documento" }).fill(name);
  await form.getByRole("textbox", { name: "Descripción", exact: true }).fill("Certificado anual para la declaración de renta");
  await form.getByRole("switch", { name: "Tiene pago o aviso de pago" }).check();
  await form.getByRole("textbox", { name: "Descripción del pago" }).fill("El documento no tiene costo para contratistas activos.");
  await form.getByRole("textbox", { name: "Tiempo" }).fill("Disponible de inmediato");
  await form.getByRole("textbox", { name: "Etiqueta de la variable 2" }).fill("Nombre");
  await expect(form.getByRole("textbox", { name: "Nombre de la variable 2" })).toHaveValue("nombre");
  // The e-mail on file of each person: where the one-time code for their document goes.
  await form.getByRole("button", { name: "Agregar variable" }).click();
  await form.getByRole("textbox", { name: "Etiqueta de la variable 3" }).fill("Correo");
  await expect(form.getByRole("textbox", { name: "Nombre de la variable 3" })).toHaveValue("correo");
  await form
    .getByRole("textbox", { name: "Plantilla del documento" })
    .fill("Que {{nombre}}, identificado(a) con {{numero_documento}}, tuvo retenciones durante 2025.");
  await form.getByRole("button", { name: "Guardar tipo de documento" }).click();

  // Saving opens the data loader of the new type.
  await expect(page.getByRole("heading", { name: `Datos de «${name}»` })).toBeVisible();
  await importSpreadsheet(page, {
    name: "datos.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: spreadsheet([
      ["numero_documento", "nombre", "correo"],
      [value, "Ana María Pérez", email],
      [`20${tag}`, "Luis Gómez", ""],
    ]),
  });
  const link = page.getByRole("link", { name });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/certificate\/documents\/\d+$/);

  const citizen = await citizenPage(browser);
  await citizen.goto(href!);
  await expect(citizen.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(citizen.getByRole("navigation", { name: "Pasos de la solicitud" })).toContainText("Hago mi solicitud");
  await expect(citizen.getByText("El documento no tiene costo para contratistas activos.")).toBeVisible();
  // Messages of the shared schema after a submit attempt.
  await citizen.getByRole("button", { name: "Enviar" }).click();
  await expect(citizen.getByText("Debes ingresar algún valor")).toBeVisible();
  await citizen.getByRole("textbox", { name: "Número de documento" }).fill("1234");
  await expect(citizen.getByText("Debes ingresar por lo menos 5 caracteres")).toBeVisible();

  // A document about a person: whether the value is registered or not, the same notice; the code goes to the e-mail on file.
  const ask = async (searched: string) => {
    await citizen.getByRole("textbox", { name: "Número de documento" }).fill(searched);
    await citizen.getByRole("checkbox", { name: /Autorizo el tratamiento/ }).check();
    await citizen.getByRole("dialog", { name: "Autorización" }).getByRole("button", { name: "Acepto", exact: true }).click();
    await citizen.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
    await citizen.getByRole("button", { name: "Enviar" }).click();
    // The same notice says the spec's "not found" for the case no code arrives (it never tells which case it is).
    const notice = citizen.getByRole("status").filter({ hasText: "Si no te llega ningún código, no se encontró información con los valores ingresados" });
    await expect(notice).toBeVisible();
    // The notice replaces the form: focus lands on it (not on the page body), so a screen reader reads it.
    await expect(notice).toBeFocused();
  };
  await ask("99999999");
  await citizen.getByRole("button", { name: "Solicitar otro código" }).click();
  await ask(value);
  const mail = await waitForMail(email);
  const code = /\b\d{6}\b/.exec(mail.text)![0];
  await citizen.getByRole("textbox", { name: "Código de verificación" }).fill(code);
  await citizen.getByRole("button", { name: "Continuar" }).click();
  await expect(citizen.getByRole("link", { name: /Ver documento/ })).toBeVisible();
  await expect(citizen.getByRole("heading", { name: "Tu documento está listo" })).toBeFocused();
  await expect(citizen.getByRole("link", { name: "Descargar" })).toBeVisible();
  await expect(citizen.locator(`iframe[title="Vista previa del documento ${name}"]`)).toBeVisible();
  const pdfUrl = await citizen.getByRole("link", { name: /Ver documento/ }).getAttribute("href");
  const res = await citizen.request.get(pdfUrl!);
  expect(res.headers()["content-type"]).toBe("application/pdf");
  const guid = /verPDF\/([0-9A-F]{32})/.exec(pdfUrl!)![1]!;
  // The guid alone (printed on the paper) does not open the PDF.
  expect((await citizen.request.get(`/api/v1/verPDF/${guid}`)).status()).toBe(404);

  await citizen.goto("/document-validez/");
  await citizen.getByRole("textbox", { name: "Código de validez" }).fill(guid.toLowerCase());
  await citizen.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await citizen.getByRole("button", { name: "Validar" }).click();
  await expect(citizen.getByText("Documento válido")).toBeVisible();
  const main = citizen.getByRole("main");
  await expect(main).toContainText(guid);
  await expect(main).toContainText(name);
  // Masked: the code is printed on the paper, and whoever holds it must not learn the full identification.
  await expect(main).toContainText(maskIdentification(value)!);
  await expect(main).not.toContainText(value);

  // An unknown code shows the server's text in an error box.
  await citizen.getByRole("button", { name: "Validar otro código" }).click();
  await citizen.getByRole("textbox", { name: "Código de validez" }).fill("B".repeat(40));
  await citizen.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await citizen.getByRole("button", { name: "Validar" }).click();
  await expect(citizen.getByRole("alert")).toContainText("Código inválido");

  // Verify by upload (issue 31): the PDF itself, chosen from the keyboard, is this entity's seal and unchanged.
  const sealForm = citizen.getByRole("region", { name: SEAL_MESSAGES.uploadLabel });
  const chooser = citizen.waitForEvent("filechooser");
  await sealForm.getByRole("button", { name: SEAL_MESSAGES.uploadLabel }).press("Enter");
  await (await chooser).setFiles({ name: "documento.pdf", mimeType: "application/pdf", buffer: await res.body() });
  await sealForm.getByRole("button", { name: SEAL_MESSAGES.uploadButton }).click();
  await expect(sealForm.getByRole("status")).toContainText(SEAL_MESSAGES.results.validDemo);
  await expect(sealForm.getByText(fillMessage(SEAL_MESSAGES.codeLine, { code: guid }))).toBeVisible();
  await citizen.context().close();
});
