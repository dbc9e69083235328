import { expect, type Page, test } from "@playwright/test";
import { e2e } from "../support/env.ts";
import { mailLinks, waitForMail } from "../support/mail.ts";
import { fileRequest, prepare, track, uniqueEmail } from "./helpers.ts";

test.describe.configure({ mode: "serial" });
test.beforeEach(async ({ page }) => prepare(page));

/** The /pqrs/{token} link of the staff notification about a request. */
async function manageLink(trackingID: string): Promise<string> {
  const mail = await waitForMail(e2e.admin.email, new RegExp(trackingID));
  const link = mailLinks(mail).find((l) => /\/pqrs\/[A-Za-z0-9_-]{20,}/.test(l));
  expect(link, `no /pqrs/ link in ${mail.file}`).toBeTruthy();
  return new URL(link!).pathname;
}

const field = (page: Page, label: string) => page.getByRole("main").locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
const dueDate = (page: Page) => field(page, "Fecha máxima de respuesta");

test("staff require completion, the citizen completes it from the mailed link and the due date moves", async ({ page }) => {
  const citizen = uniqueEmail("incompleta");
  const trackingID = await fileRequest(page.request, 2, citizen, "Solicito la reparación del poste de la esquina.");
  await track(page, trackingID);
  const before = (await dueDate(page).textContent())!;
  // The clock (issue 31): the rule the due date follows, the business days counted and left.
  await expect(field(page, "Término legal")).toHaveText("15 días hábiles, Ley 1755 de 2015, art. 14");
  await expect(field(page, "Días hábiles transcurridos")).toHaveText("0 de 15");
  await expect(field(page, "Días hábiles restantes")).toHaveText("15 días hábiles");

  await page.goto(await manageLink(trackingID));
  await page.getByRole("textbox", { name: "Qué debe completar el ciudadano" }).fill("Indica la dirección exacta del poste.");
  await page.getByRole("button", { name: "Solicitar completar" }).click();
  await expect(page.getByText("Se requirió al ciudadano que complete la solicitud: el término quedó suspendido")).toBeVisible();
  await expect(page.getByText("Suspendida: esperando que el ciudadano complete la solicitud").first()).toBeVisible();

  await track(page, trackingID);
  await expect(dueDate(page)).toHaveText("Suspendida: esperando que el ciudadano complete la solicitud");
  await expect(field(page, "Días hábiles restantes")).toHaveText("15 días hábiles: el término está suspendido y vuelve a correr cuando completes la solicitud");

  const mail = await waitForMail(citizen, /Debes completar tu solicitud/);
  expect(mail.text).toContain("Indica la dirección exacta del poste.");
  const link = mailLinks(mail).find((l) => l.includes("completar="));
  expect(link, `no completion link in ${mail.file}`).toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await expect(page.getByText("Indica la dirección exacta del poste.")).toBeVisible();
  await page.getByRole("textbox", { name: "Información que completa tu solicitud" }).fill("Calle 10 # 20-30, frente a la panadería.");
  await page.getByRole("button", { name: "Enviar información" }).click();
  await expect(page.getByText(/Recibimos la información: el término para responder tu solicitud se reanudó/)).toBeVisible();

  await track(page, trackingID);
  // Required and completed the same day: the business days that were left resume from today, so the due date is back
  // where it was (a day later for every day the citizen took).
  await expect(dueDate(page)).toHaveText(before);
});

test("staff transfer a request to the competent entity; the citizen gets its name by e-mail and tracking shows Trasladada", async ({ page }) => {
  const citizen = uniqueEmail("traslado");
  const trackingID = await fileRequest(page.request, 2, citizen, "Solicito información sobre la tarifa de energía.");
  await page.goto(await manageLink(trackingID));
  await page.getByRole("textbox", { name: "Entidad competente", exact: true }).fill("Superintendencia de Servicios Públicos Domiciliarios");
  await page.getByRole("textbox", { name: "Correo electrónico de la entidad competente" }).fill("radicacion@superservicios.test");
  await page.getByRole("textbox", { name: "Motivo del traslado" }).fill("Las tarifas de energía las vigila la Superintendencia.");
  await page.getByRole("button", { name: "Trasladar por competencia" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText("La solicitud se trasladó a la entidad competente y se informó al ciudadano")).toBeVisible();

  const mail = await waitForMail(citizen, /trasladada/);
  expect(mail.text).toContain("Superintendencia de Servicios Públicos Domiciliarios");
  expect(mail.text).toContain(trackingID);
  const copy = await waitForMail("radicacion@superservicios.test", new RegExp(trackingID));
  expect(copy.text).toContain("Solicito información sobre la tarifa de energía.");

  await track(page, trackingID);
  await expect(page.getByRole("main").getByText("Trasladada a Superintendencia de Servicios Públicos Domiciliarios")).toBeVisible();
});
