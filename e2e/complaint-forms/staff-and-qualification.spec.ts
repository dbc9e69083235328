import { expect, type Page, test } from "@playwright/test";
import { loginAsAdmin } from "../certificates/support.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2e } from "../support/env.ts";
import { mailLinks, waitForMail } from "../support/mail.ts";
import { fileRequest, prepare, track, uniqueEmail } from "./helpers.ts";

test.describe.configure({ mode: "serial" });

const citizen = uniqueEmail("ciudadano");
const answer = "Se programó la reparación del alumbrado para el próximo lunes.";
let answered = "";
let delegated = "";

test.beforeEach(async ({ page }) => prepare(page));

/** The /pqrs/{token} link of the staff notification about a request. */
async function manageLink(trackingID: string): Promise<string> {
  const mail = await waitForMail(e2e.admin.email, new RegExp(trackingID));
  const link = mailLinks(mail).find((l) => /\/pqrs\/[A-Za-z0-9_-]{20,}/.test(l));
  expect(link, `no /pqrs/ link in ${mail.file}`).toBeTruthy();
  return new URL(link!).pathname;
}

async function confirm(page: Page) {
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
}

test("staff answer one request and delegate another through the e-mailed management links", async ({ page, request }) => {
  answered = await fileRequest(request, 3, citizen, "El alumbrado de la calle 10 está apagado.");
  delegated = await fileRequest(request, 2, uniqueEmail("peticion"), "Solicito copia del plan de desarrollo municipal.");

  await page.goto(await manageLink(answered));
  await expect(page.getByRole("heading", { level: 1, name: "Gestión de PQRDS" })).toBeVisible();
  await expect(page.getByText(`radicado ${answered}`)).toBeVisible();
  await expect(page.getByRole("main").getByText("Abierta", { exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: "Solicitud radicada" })).toBeVisible();
  await expectNoAxeViolations(page, "página de gestión por enlace");
  await page.getByRole("textbox", { name: "Respuesta" }).fill(answer);
  await expect(page.getByText(`${answer.length}/2028`)).toBeVisible();
  await page.getByRole("button", { name: "Resolver solicitud" }).click();
  await confirm(page);
  await expect(page.getByText("La solicitud fue resuelta y se notificó al ciudadano")).toBeVisible();
  await expect(page.getByText("Cerrada", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Salir" }).first()).toHaveAttribute("href", "/");

  await page.goto(await manageLink(delegated));
  const delegate = uniqueEmail("delegado");
  await page.getByRole("textbox", { name: "Correo electrónico del usuario a delegar" }).fill(delegate);
  await page.getByRole("button", { name: "Delegar" }).click();
  await expect(page.getByText("PQRDS delegada con éxito")).toBeVisible();
  await expect(page.getByText(`1 de 2 (${delegate})`)).toBeVisible();
  await expect(page.getByRole("cell", { name: "Solicitud delegada" })).toBeVisible();
  // The delegate gets their own management link.
  const delegation = await waitForMail(delegate);
  expect(mailLinks(delegation).some((l) => l.includes("/pqrs/"))).toBe(true);
});

test("the citizen sees the request closed with its answer and qualifies it from the answer e-mail", async ({ page }) => {
  expect(answered, "the answered request of the previous test").toBeTruthy();
  await track(page, answered);
  const main = page.getByRole("main");
  await expect(main.getByText("Cerrada", { exact: true })).toBeVisible();
  await expect(main.getByTestId("request-answer")).toHaveText(answer);
  // The answered request's status badge is readable (its green once reached only 4.36:1).
  await expectNoAxeViolations(page, "consulta de una solicitud respondida");

  const mail = await waitForMail(citizen, new RegExp(answered));
  expect(mail.text).toContain(answer);
  const link = mailLinks(mail).find((l) => l.includes("/calificar/"));
  expect(link, `no /calificar/ link in ${mail.file}`).toBeTruthy();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1, name: "Califica la atención de tu solicitud" })).toBeVisible();
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  await expect(page.getByText("Debes ingresar la calificación")).toBeVisible();
  const star = page.getByRole("radio", { name: /5 de 5 estrellas/ });
  await page.locator(`label[for="${await star.getAttribute("id")}"]`).click();
  await expect(star).toBeChecked();
  await page.getByRole("textbox", { name: "Comentario" }).fill("Atención rápida y clara.");
  await expect(page.getByText("24/240")).toBeVisible();
  // The star labelled "5 de 5" is the value 5 (its label once named the star below it).
  const sentRating = page.waitForRequest((r) => r.method() !== "GET" && /qualif/i.test(r.url()));
  await page.getByRole("button", { name: "Enviar calificación" }).click();
  expect(JSON.stringify((await sentRating).postDataJSON())).toContain('"qualification":5');
  await expect(page.getByRole("dialog", { name: "¡Gracias!" })).toContainText("¡Gracias por calificar la atención de tu solicitud!");
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  await expect(page).toHaveURL(/\/$/);

  // The link is single-use: a second visit goes home.
  await page.goto(new URL(link!).pathname);
  await expect(page).toHaveURL(/\/$/);
});

test("staff see the citizen's rating (stars and comment) on the request", async ({ page }) => {
  expect(answered, "the request qualified in the previous test").toBeTruthy();
  await loginAsAdmin(page);
  await page.goto("/administrador/pqrs");
  await page.getByRole("textbox", { name: "Radicado, identificación o correo" }).fill(answered);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await page.getByRole("button", { name: `Gestionar la solicitud ${answered}` }).click();
  const rating = page.getByRole("dialog", { name: "Gestión de la solicitud" }).getByTestId("qualification");
  await expect(rating.getByRole("heading", { name: "Calificación del ciudadano" })).toBeVisible();
  await expect(rating.getByRole("img", { name: "5 de 5 estrellas" })).toBeVisible();
  await expect(rating).toContainText("Atención rápida y clara.");
});
