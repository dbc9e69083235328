import { expect, test } from "@playwright/test";
import { filePersonalRequest, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2e } from "../support/env.ts";
import { mailLinks, waitForMail } from "../support/mail.ts";

test("a notification appears in the header count, without reloading, when a staff member answers the citizen's PQRDS", async ({ page, browser, request }) => {
  // Registration, verification, filing and the worker's e-mails: a long flow.
  test.slow();
  const email = uniqueEmail("notificada");
  const token = await registerCitizen(request, email);
  const trackingID = await filePersonalRequest(request, token, email, "Solicito información sobre el alumbrado público del barrio El Poblado.");

  // The citizen, logged in, on the home page: no unseen notifications yet.
  await prepare(page, token);
  const streamOpened = page.waitForResponse((r) => r.url().includes("/api/v1/events") && r.status() === 200, { timeout: 30_000 });
  await page.goto("/");
  const bell = page.getByRole("banner").getByRole("link", { name: /^Notificaciones/ });
  await expect(bell).toHaveAccessibleName("Notificaciones");
  // The live stream is open before the staff member acts.
  await streamOpened;

  // A staff member answers it in another browser, through the management link the portal mailed them.
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await prepare(staffPage);
  const notice = await waitForMail(e2e.admin.email, new RegExp(trackingID));
  const link = mailLinks(notice).find((l) => /\/pqrs\/[A-Za-z0-9_-]{20,}/.test(l));
  expect(link, `no /pqrs/ link in ${notice.file}`).toBeTruthy();
  await staffPage.goto(new URL(link!).pathname);
  await staffPage.getByRole("textbox", { name: "Respuesta" }).fill("Se programó la reparación del alumbrado para el próximo lunes.");
  await staffPage.getByRole("button", { name: "Resolver solicitud" }).click();
  await staffPage.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  await expect(staffPage.getByText("La solicitud fue resuelta y se notificó al ciudadano")).toBeVisible();
  await staff.close();

  // The citizen's header shows it, with no reload (the poll fallback is a minute: this is the stream).
  await expect(bell).toHaveAccessibleName("Notificaciones, 1 sin leer", { timeout: 10_000 });

  await bell.click();
  await expect(page.getByRole("heading", { level: 1, name: "Notificaciones" })).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `radicado ${trackingID}` });
  await expect(item).toContainText("fue respondida");
  await expect(item.getByText("Nueva")).toBeVisible();
  await expectNoAxeViolations(page, "página de notificaciones");

  await page.getByRole("button", { name: "Marcar todas como vistas" }).click();
  await expect(page.getByText("Todas tus notificaciones están vistas.")).toBeVisible();
  await expect(item.getByText("Nueva")).toHaveCount(0);
  await expect(bell).toHaveAccessibleName("Notificaciones");
  await expectNoAxeViolations(page, "página de notificaciones, todas vistas");
});
