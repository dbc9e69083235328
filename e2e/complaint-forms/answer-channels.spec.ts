// Answering by phone and by post from /administrador/pqrs: a phone request closes only after its call is recorded; a
// postal answer produces the letter PDF, whose text and validity code are read back and checked at /carta-validez.
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { pdfText } from "@portal/core/testing/pdf-text";
import { ANSWER_CHANNEL_MESSAGES as C } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { REQUEST_EMAIL_MESSAGES as E } from "@portal/schemas/complaint-forms/request-emails.schema";
import { loginAsAdmin } from "../certificates/support.ts";
import { captchaFor, prepare, uniqueEmail } from "./helpers.ts";

test.beforeEach(async ({ page }) => prepare(page));

async function fileWith(request: APIRequestContext, channel: Record<string, unknown>): Promise<string> {
  const email = uniqueEmail("canal");
  const res = await request.post("/api/v1/complaintforms", {
    data: {
      complaintFormTypeID: 2,
      anonymous: true,
      emailPersonal: email,
      emailVerif: email,
      typeprivacy: true,
      description: "Solicito la poda de los árboles del parque principal.",
      ...channel,
      ...(await captchaFor(request, "pqrds")),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { trackingID: string }).trackingID;
}

async function openRequest(page: Page, trackingID: string): Promise<Locator> {
  await page.goto("/administrador/pqrs");
  await page.getByRole("textbox", { name: "Radicado, identificación o correo" }).fill(trackingID);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.getByRole("button", { name: `Gestionar la solicitud ${trackingID}` }).click();
  const drawer = page.getByRole("dialog", { name: "Gestión de la solicitud" });
  await expect(drawer.getByRole("heading", { name: `Solicitud ${trackingID}` })).toBeVisible();
  return drawer;
}

async function resolve(page: Page, drawer: Locator, answer: string) {
  await drawer.getByRole("textbox", { name: "Respuesta", exact: true }).fill(answer);
  await drawer.getByRole("button", { name: "Resolver solicitud" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
}

test("a phone request closes only after staff record the call", async ({ page, request }) => {
  const trackingID = await fileWith(request, { responseTypeID: 3, mobileNumber: "3105556677" });
  await loginAsAdmin(page);
  const drawer = await openRequest(page, trackingID);
  // Issue 31: the PQRs staff see each e-mail of the request with its delivery state.
  const emails = drawer.getByRole("region", { name: E.title });
  await expect(emails.getByRole("row").filter({ hasText: E.kinds["pqrds-acknowledgement"]! })).toContainText(
    new RegExp([E.states.queued, E.states.file, E.states.accepted].map((label) => label.replace(/[()]/g, "\\$&")).join("|")),
  );
  await resolve(page, drawer, "La poda quedó programada para el 10 de diciembre.");
  await expect(drawer.getByRole("alert").filter({ hasText: C.callRequired })).toBeVisible();

  const calls = drawer.getByRole("region", { name: "Llamadas" });
  await calls.getByRole("textbox", { name: "Resumen de la llamada" }).fill("Se informó a la ciudadana la fecha de la poda.");
  await calls.getByRole("button", { name: "Registrar llamada" }).click();
  await expect(page.getByText(C.callRecorded)).toBeVisible();
  await expect(calls.getByRole("cell", { name: "Se informó a la ciudadana la fecha de la poda." })).toBeVisible();
  await expect(drawer.getByRole("cell", { name: "Llamada registrada" })).toBeVisible();

  await resolve(page, drawer, "La poda quedó programada para el 10 de diciembre.");
  await expect(page.getByText("La solicitud fue resuelta y se notificó al ciudadano")).toBeVisible();
});

test("a postal answer prints a letter whose validity code checks at /carta-validez", async ({ page, request }) => {
  const trackingID = await fileWith(request, {
    responseTypeID: 2,
    rootLocation: 1,
    secondLevelLocation: 5,
    location: 5001,
    address: "Calle 50 # 40-12",
    neighborhood: "Boston",
  });
  await loginAsAdmin(page);
  const drawer = await openRequest(page, trackingID);
  await expect(drawer.getByText("La carta de respuesta estará disponible cuando la solicitud se resuelva con su respuesta.")).toBeVisible();
  const answer = "La poda del parque principal se hará el 10 de diciembre.";
  await resolve(page, drawer, answer);
  await expect(page.getByText("La solicitud fue resuelta y se notificó al ciudadano")).toBeVisible();

  const downloading = page.waitForEvent("download");
  await drawer.getByRole("button", { name: "Descargar carta de respuesta" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`carta-respuesta-${trackingID}.pdf`);
  const text = await pdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain(`Radicado No. ${trackingID}`);
  expect(text).toContain("Calle 50 # 40-12");
  expect(text).toContain(answer);
  const code = /\b[0-9A-F]{32}\b/.exec(text)?.[0];
  expect(code, "the letter prints its validity code").toBeTruthy();
  await expect(drawer.getByRole("cell", { name: "Carta de respuesta generada" })).toBeVisible();

  await page.goto(`/carta-validez?id=${code}`);
  await expect(page.getByRole("heading", { level: 1, name: "Validez de cartas de respuesta" })).toBeVisible();
  await expect(page.getByRole("status", { name: C.letterValid })).toBeVisible();
  await expect(page.getByText(trackingID)).toBeVisible();
  await expect(page.getByText(answer)).toHaveCount(0);
});
