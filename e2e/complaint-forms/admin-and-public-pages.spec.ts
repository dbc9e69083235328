import { expect, test } from "@playwright/test";
import type { TSettings } from "@portal/schemas/settings/settings.schema";
import { loginAsAdmin } from "../certificates/support.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2e } from "../support/env.ts";
import { mailLinks, waitForMail } from "../support/mail.ts";
import { fileRequest, prepare, uniqueEmail } from "./helpers.ts";

test.beforeEach(async ({ page }) => prepare(page));

test("staff open a request from /administrador/pqrs and extend its term", async ({ page, request }) => {
  const trackingID = await fileRequest(request, 4, uniqueEmail("reclamo"), "Reclamo por el cobro doble del impuesto predial.");
  await loginAsAdmin(page);

  await page.goto("/administrador/pqrs");
  await expect(page.getByRole("heading", { level: 1, name: "Administración de PQRDS" })).toBeVisible();
  await page.getByRole("textbox", { name: "Radicado, identificación o correo" }).fill(trackingID);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByRole("cell", { name: trackingID, exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Gestionar la solicitud ${trackingID}` }).click();

  const drawer = page.getByRole("dialog", { name: "Gestión de la solicitud" });
  await expect(drawer.getByRole("heading", { name: `Solicitud ${trackingID}` })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Cerrar" })).toBeVisible();
  await expectNoAxeViolations(page, "panel de gestión de la solicitud");
  await drawer.getByRole("button", { name: "Prorrogar" }).click();
  await expect(drawer.getByText("Debes ingresar los motivos de la prórroga")).toBeVisible();
  await drawer.getByRole("textbox", { name: "Días hábiles de prórroga" }).fill("5");
  await drawer.getByRole("textbox", { name: "Motivos de la prórroga" }).fill("Se requiere concepto de la Secretaría de Hacienda.");
  await drawer.getByRole("button", { name: "Prorrogar" }).click();
  await expect(page.getByText("El término se prorrogó y se informó al ciudadano")).toBeVisible();
  await expect(drawer.getByRole("cell", { name: "Término prorrogado" })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Prorrogar" })).toBeDisabled();

  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Horario de atención" }).click();
  await expect(page.getByRole("checkbox", { name: "Lunes" })).toBeChecked();
  await page.getByRole("tab", { name: "Días de cierre" }).click();
  await expect(page.getByRole("textbox", { name: "Motivo del cierre" })).toBeVisible();
});

test("the contact page shows the entity's contact data and every branch", async ({ page, request }) => {
  // The entity's data as the settings hold it now (another spec edits the phone in the settings editor).
  const entity = ((await (await request.get("/api/v1/settings")).json()) as { entity: TSettings["entity"] }).entity;
  expect(entity.subsidiaries.length).toBeGreaterThan(0);
  await page.goto("/contactenos/");
  // The entity's contact data and every branch with its address, e-mail and phone.
  const main = page.getByRole("main");
  const entityCard = main.getByRole("region", { name: entity.name });
  const { address, phone, freeCareLine, anticorruptionLine, email, emailNotification, operationHours } = entity;
  for (const value of [address, phone, freeCareLine, anticorruptionLine, email, emailNotification, operationHours]) {
    await expect(entityCard.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(entityCard.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  const branches = main.getByRole("region", { name: "Sucursales" }).getByRole("listitem");
  await expect(branches).toHaveCount(entity.subsidiaries.length);
  for (const [i, branch] of entity.subsidiaries.entries()) {
    for (const value of [branch.name, branch.address, branch.email!, branch.phonenumber!]) await expect(branches.nth(i)).toContainText(value);
  }
});

test("an appointment from the contact page, the policies, and the newsletter subscription and unsubscribe", async ({ page }) => {
  await page.goto("/contactenos/");
  await expect(page.getByRole("heading", { level: 1, name: "Contáctenos" })).toBeVisible();
  await page.getByRole("button", { name: "AGENDAR CITA" }).click();
  await expect(page).toHaveURL(/\/pqrds\/enviar\/7$/);

  await page.goto("/politicasTratamiento/");
  await expect(page.getByText(/Ley Estatutaria 1581 de 2012/)).toBeVisible();
  await page.goto("/anonimato/");
  await expect(page.getByRole("heading", { level: 1, name: "Recomendaciones para solicitudes anónimas" })).toBeVisible();

  // Subscribing answers the same for every address; the mailed link confirms it (and, opened again, says it is done).
  const email = uniqueEmail("boletin");
  const subscribe = async () => {
    await page.getByRole("button", { name: "Suscribirme al boletín" }).click();
    const modal = page.getByRole("dialog", { name: "Suscríbete a nuestro boletín" });
    await modal.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
    await expect(modal.getByRole("img", { name: /Imagen de verificación/ })).toBeVisible();
    await modal.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
    await modal.getByRole("button", { name: "Suscribirme" }).click();
    await expect(modal.getByText(/te enviamos un mensaje para confirmar tu suscripción/)).toBeVisible();
    await modal.getByRole("button", { name: "Aceptar" }).click();
  };
  await subscribe();
  const confirmLink = mailLinks(await waitForMail(email, /Confirma tu suscripción/)).find((l) => l.includes("/boletin/confirmar/"))!;
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByText("Te suscribiste con éxito a nuestra lista de correos")).toBeVisible();
  await page.goto(new URL(confirmLink).pathname);
  await expect(page.getByText("Ya estas registrado en nuetra lista de correos")).toBeVisible();

  // Unsubscribing: the form mails a link (same answer for an unknown address); the link removes it after "¿Estás seguro…?".
  for (const address of [uniqueEmail("nadie"), email]) {
    await page.goto("/darme-de-baja");
    await page.getByRole("textbox", { name: "Correo electrónico" }).fill(address);
    await expect(page.getByRole("img", { name: /Imagen de verificación/ })).toBeVisible();
    await page.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await expect(page.getByText(/te enviamos un enlace para confirmar que quieres darte de baja/)).toBeVisible();
  }
  const removal = new URL(mailLinks(await waitForMail(email, /darte de baja del boletín/)).find((l) => l.includes("token="))!);
  for (const expected of ["Cancelaste tu suscripción a nuestra lista de correos", "El correo electrónico que ingresaste no se encuentra"]) {
    await page.goto(`${removal.pathname}${removal.search}`);
    await page.getByRole("button", { name: "Darme de baja" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
    await expect(page.getByText(expected)).toBeVisible();
  }
});
