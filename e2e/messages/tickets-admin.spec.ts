import { expect, test } from "@playwright/test";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { TICKET_MESSAGES as T } from "@portal/schemas/messages/chat-messages";
import { captchaFor, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { e2e } from "../support/env.ts";

test("'Cerrar' on a ticket asks first, and an official who closes one another just closed is told so in Spanish", async ({ page, request }) => {
  const login = await request.post("/api/v1/auth", { data: { email: e2e.admin.email, password: e2e.admin.password, ...(await captchaFor(request, "login")) } });
  expect(login.status(), await login.text()).toBe(200);
  const adminToken = ((await login.json()) as { token: string }).token;
  const citizen = await registerCitizen(request, uniqueEmail("ticket"));
  const subject = `Luminaria apagada en el parque ${Date.now()}`;
  const created = await request.post("/api/v1/tickets", {
    headers: { authorization: `Bearer ${citizen}` },
    data: { subject, message: "La luminaria del parque lleva una semana apagada." },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { ticketID } = (await created.json()) as { ticketID: number };

  await prepare(page, adminToken);
  await page.goto("/administrador/mensajes");
  await page.getByRole("textbox", { name: T.search }).fill(subject);
  await page.getByRole("button", { name: subject }).click();
  const detail = page.getByRole("region", { name: subject });

  // Cancelar leaves it open.
  await detail.getByRole("button", { name: T.close }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(fillMessage(T.confirmClose, { subject }))).toBeVisible();
  await dialog.getByRole("button", { name: "Cancelar" }).click();
  await expect(dialog).toBeHidden();
  await expect(detail.getByText(T.statusOpen, { exact: true })).toBeVisible();

  // Another official closes it meanwhile: this one's closing is told why it was refused, not 'Ocurrió un error inesperado'.
  const closed = await request.put(`/api/v1/tickets/${ticketID}/close`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect(closed.status(), await closed.text()).toBe(200);
  await detail.getByRole("button", { name: T.close }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Aceptar" }).click();
  await expect(page.getByText(T.alreadyClosed)).toHaveCount(1);
  await expect(page.getByText(T.alreadyClosed)).toBeVisible();
});
