import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { pdfText } from "@portal/core/testing/pdf-text";
import { CAPTCHA_MESSAGES, CAPTCHA_TEXTS } from "@portal/schemas/captcha/captcha-rules";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { SEAL_MESSAGES } from "@portal/schemas/validity/seal-messages";
import { expectNoAxeViolations } from "../support/axe.ts";
import { waitForMail } from "../support/mail.ts";
import { acceptPrivacy, answerCaptchaIfShown, fileRequest, prepare, track, uniqueEmail } from "./helpers.ts";

test.beforeEach(async ({ page }) => prepare(page));

test("an anonymous citizen files a Queja with an attachment and tracks it", async ({ page }) => {
  const email = uniqueEmail("queja");
  await page.goto("/pqrds");
  await page.getByRole("button", { name: "Queja", exact: true }).click();
  await expect(page).toHaveURL(/\/pqrds\/enviar\/3$/);
  await expect(page.getByRole("heading", { level: 1, name: "Queja" })).toBeVisible();
  // Not logged in: anonymous, and "A nombre personal" is disabled.
  await expect(page.getByRole("radio", { name: "Anónima" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "A nombre personal" })).toBeDisabled();

  // A submit without data shows the form's messages.
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Verifica todos los datos del formulario")).toBeVisible();
  await expect(page.getByText("Debes ingresar el contenido de la solicitud")).toBeVisible();

  await page.getByRole("textbox", { name: "Correo electrónico", exact: true }).fill(email);
  await page.getByRole("textbox", { name: "Confirma tu correo electrónico" }).fill(email);
  const description = "El alumbrado público de la calle 10 lleva dos semanas apagado.";
  await page.getByRole("textbox", { name: "Descripción de la solicitud" }).fill(description);
  await expect(page.getByText(`${description.length}/5098`)).toBeVisible();
  // A Queja may be about a place of the municipality: where, in words (issue 31; no map needed).
  await page.getByRole("group", { name: "Lugar de los hechos (opcional)" }).getByRole("textbox", { name: "Barrio o vereda de los hechos" }).fill("Laureles");
  await page.getByRole("textbox", { name: "Dirección o referencia del lugar" }).fill("Calle 10 con carrera 70");

  await page.getByRole("checkbox", { name: "Quiero adjuntar un archivo" }).check();
  await page.locator('input[type="file"]').setInputFiles({ name: "evidencia.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF\n") });
  await expect(page.getByText("Archivo cargado (100 %)")).toBeVisible();

  await page.getByRole("radio", { name: "Correo electrónico" }).check();
  // The answer goes to the e-mail already typed twice: no third time.
  await expect(page.getByRole("checkbox", { name: "Recibir la respuesta en el correo electrónico que ya ingresé" })).toBeChecked();
  await expect(page.getByRole("textbox", { name: "Correo electrónico para la respuesta" })).toHaveCount(0);
  await acceptPrivacy(page);
  await answerCaptchaIfShown(page);
  // Every error fixed: the summary that sent the citizen back to them is gone.
  await expect(page.getByText("Verifica todos los datos del formulario")).toHaveCount(0);
  await page.getByRole("button", { name: "Enviar" }).click();

  // "Revisa tu solicitud" reads back what will be filed, with the focus on its heading; "Corregir" goes back to the
  // form as it was, and only "Confirmar y enviar" files it.
  const review = page.getByRole("heading", { level: 2, name: "Revisa tu solicitud" });
  await expect(review).toBeFocused();
  const summary = page.getByRole("region", { name: "Revisa tu solicitud" });
  // Its e-mail, and the answer going to that same address.
  await expect(summary.getByText(email)).toHaveCount(2);
  await expect(summary.getByText("Anónima")).toBeVisible();
  await expect(summary.getByText("Calle 10 con carrera 70, Laureles")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Correo electrónico", exact: true })).toBeHidden();
  await expectNoAxeViolations(page, "revisión de la solicitud");
  await summary.getByRole("button", { name: "Corregir" }).click();
  await expect(page.getByRole("textbox", { name: "Correo electrónico", exact: true })).toHaveValue(email);
  await page.getByRole("button", { name: "Enviar" }).click();
  await page.getByRole("button", { name: "Confirmar y enviar" }).click();

  const sent = page.getByRole("heading", { level: 1, name: "SOLICITUD ENVIADA" });
  await expect(sent).toBeVisible();
  // Focus follows the page's change (a keyboard or screen-reader user is not left on the page body).
  await expect(sent).toBeFocused();
  await expectNoAxeViolations(page, "confirmación de la solicitud");
  await expect(page.getByText("Queja", { exact: true })).toBeVisible();
  const trackingID = (await page.getByTestId("tracking-number").textContent())!.trim();
  // Sent: the tab keeps no draft of it.
  expect(await page.evaluate(() => sessionStorage.getItem("borrador:pqrds:3"))).toBeNull();
  expect(trackingID).toMatch(/^\d+$/);
  const accessKey = (await page.getByTestId("access-key").textContent())!.trim();
  expect(accessKey).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  // The filing receipt (issue 31): a PDF whose verification code anyone can check, seeing nothing personal.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar constancia de radicación (PDF)" }).click();
  const receipt = await downloading;
  expect(receipt.suggestedFilename()).toBe(`constancia-radicacion-${trackingID}.pdf`);
  const bytes = new Uint8Array(readFileSync((await receipt.path())!));
  const text = await pdfText(bytes);
  expect(text).toContain(trackingID);
  expect(text).toContain("15 días hábiles, Ley 1755 de 2015, art. 14");
  const code = /\b[0-9A-F]{32}\b/.exec(text)?.[0];
  expect(code, "the receipt prints its validity code").toBeTruthy();

  // The acknowledgement is in the outbox.
  const ack = await waitForMail(email);
  expect(ack.text).toContain(trackingID);
  expect(ack.text).toContain(accessKey);
  expect(ack.subject).not.toContain(trackingID);

  const receiptPage = await page.context().newPage();
  await receiptPage.goto(`/constancia-validez?id=${code}`);
  await expect(receiptPage.getByRole("status").filter({ hasText: "Constancia de radicación auténtica" })).toBeVisible();
  await expect(receiptPage.getByText(trackingID)).toBeVisible();
  await expect(receiptPage.getByText(email)).toHaveCount(0);
  // Verify by upload (issue 31): the receipt as downloaded is sealed and unchanged; one changed byte is caught.
  const sealForm = receiptPage.getByRole("region", { name: SEAL_MESSAGES.uploadLabel });
  await sealForm.locator('input[type="file"]').setInputFiles({ name: "constancia.pdf", mimeType: "application/pdf", buffer: Buffer.from(bytes) });
  await sealForm.getByRole("button", { name: SEAL_MESSAGES.uploadButton }).click();
  await expect(sealForm.getByRole("status")).toContainText(SEAL_MESSAGES.results.validDemo);
  await expect(sealForm.getByText(fillMessage(SEAL_MESSAGES.codeLine, { code: code ?? "" }))).toBeVisible();
  const tampered = Buffer.from(bytes);
  const at = tampered.indexOf("/Type /Page") + 8;
  tampered[at] = (tampered[at] ?? 0) ^ 0x02;
  await sealForm.locator('input[type="file"]').setInputFiles({ name: "constancia.pdf", mimeType: "application/pdf", buffer: tampered });
  await sealForm.getByRole("button", { name: SEAL_MESSAGES.uploadButton }).click();
  await expect(sealForm.getByRole("status")).toContainText(SEAL_MESSAGES.results.modified);
  await receiptPage.close();

  // "Consulta tu solicitud" carries the radicado to the tracking page.
  await page.getByRole("link", { name: "Consulta tu solicitud" }).click();
  await expect(page.getByRole("textbox", { name: "Número de la solicitud" })).toHaveValue(trackingID);

  // The number alone shows status and dates only.
  await track(page, trackingID, "");
  await expect(page.getByRole("main").getByText("Abierta")).toBeVisible();
  await expect(page.getByRole("main").getByText(/solo mostramos el estado y las fechas/)).toBeVisible();
  await expect(page.getByRole("main").getByText(description)).toHaveCount(0);

  await track(page, trackingID, accessKey);
  const main = page.getByRole("main");
  await expect(page.getByRole("heading", { name: `Solicitud ${trackingID}` })).toBeFocused();
  await expectNoAxeViolations(page, "resultado de la consulta");
  await expect(main.getByText("Abierta")).toBeVisible();
  await expect(main.getByText(description)).toBeVisible();
  await expect(main.getByText("Lugar de los hechos: Calle 10 con carrera 70, Laureles")).toBeVisible();
  await expect(main.getByRole("button", { name: "evidencia.pdf" })).toBeVisible();
  await expect(main.getByText("Correo electrónico", { exact: true }).first()).toBeVisible();

  // An unknown number says so.
  await page.getByRole("textbox", { name: "Número de la solicitud" }).fill("999999999999");
  await page.getByRole("textbox", { name: "Captcha" }).fill("e2e-captcha");
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No encontramos una solicitud" })).toBeVisible();
});

test("a citizen who cannot see the image answers a question instead, and a reloaded captcha comes back clean", async ({ page, request }) => {
  const trackingID = await fileRequest(request, 3, uniqueEmail("pregunta"), "Una queja para consultar sin ver la imagen de verificación.");
  await page.goto("/pqrds/seguimiento");
  const captcha = page.getByRole("textbox", { name: "Captcha" });
  await page.getByRole("textbox", { name: "Número de la solicitud" }).fill("999999999999");
  await captcha.fill("e2e-captcha");
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "No encontramos una solicitud" })).toBeVisible();
  // The captcha that comes back after the round trip is clean, not already in red.
  await expect(captcha).toHaveValue("");
  await expect(page.getByText(CAPTCHA_MESSAGES.required)).toHaveCount(0);

  // Without sight: the question instead of the image, read with the field, answered in it.
  await page.getByRole("button", { name: CAPTCHA_TEXTS.toQuestion }).click();
  await expect(page.getByRole("img", { name: /Imagen de verificación/ })).toHaveCount(0);
  // The bank asks questions ("¿…?") and gives instructions ("Escribe …."), both complete sentences.
  await expect(captcha).toHaveAccessibleDescription(/^Responde la pregunta: .+[?.]$/);
  await expect(page.getByRole("button", { name: CAPTCHA_TEXTS.toImage })).toBeVisible();
  await page.getByRole("textbox", { name: "Número de la solicitud" }).fill(trackingID);
  await captcha.fill("e2e-captcha");
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(page.getByRole("heading", { name: `Solicitud ${trackingID}` })).toBeVisible();
});
