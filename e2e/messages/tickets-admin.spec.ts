import { expect, test } from "@playwright/test";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { TICKET_MESSAGES as T } from "@portal/schemas/messages/chat-messages";
import { TICKET_LIMITS } from "@portal/schemas/messages/ticket.schema";
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

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("a ticket with a long unbroken subject and e-mail fits the screen, its detail and its closing question", async ({ page, request }) => {
    const login = await request.post("/api/v1/auth", {
      data: { email: e2e.admin.email, password: e2e.admin.password, ...(await captchaFor(request, "login")) },
    });
    const adminToken = ((await login.json()) as { token: string }).token;
    const citizen = await registerCitizen(request, uniqueEmail(`ciudadana${"x".repeat(40)}`));
    // Unique (a retry files another ticket): the time goes at the end, within the subject's limit.
    const tag = String(Date.now());
    const subject = `Luminaria${"apagada".repeat(19)}`.slice(0, TICKET_LIMITS.subjectMax - tag.length) + tag;
    const created = await request.post("/api/v1/tickets", { headers: { authorization: `Bearer ${citizen}` }, data: { subject, message: "Sin luz." } });
    expect(created.status(), await created.text()).toBe(201);

    await prepare(page, adminToken);
    await page.goto("/administrador/mensajes");
    await page.getByRole("textbox", { name: T.search }).fill(subject);
    // In the list (scrolled sideways on a phone) the subject keeps a readable width beside the long e-mail.
    const link = page.getByRole("button", { name: subject });
    // Polled: the list is drawn again when the search's answer comes, and a box read in between is null.
    await expect.poll(async () => (await link.boundingBox())?.width ?? 0).toBeGreaterThan(150);
    await link.click();
    const detail = page.getByRole("region", { name: subject });
    await expect(detail).toBeVisible();
    // Measured once nothing is loading (a loader's hidden text is clipped on purpose).
    await expect(page.getByRole("main").getByText("Cargando…")).toHaveCount(0);
    expect(await widerThan(page, "main")).toEqual([]);
    await detail.getByRole("button", { name: T.close }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    expect(await widerThan(page, "[role=dialog]")).toEqual([]);
  });
});

/** The elements inside `container` whose right edge passes the container's or the screen's (what a person must scroll to read). */
function widerThan(page: import("@playwright/test").Page, container: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const box = document.querySelector(selector)!.getBoundingClientRect();
    const limit = Math.min(box.right, document.documentElement.clientWidth) + 1;
    return (
      [...document.querySelectorAll<HTMLElement>(`${selector} *`)]
        // A box past the edge, or text running out of its box (an unbroken word does not widen a block, it spills).
        .filter((el) => el.getBoundingClientRect().right > limit || (el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1))
        .filter((el) => !el.closest(".mantine-Table-scrollContainer, .mantine-ScrollArea-root") && !["INPUT", "TEXTAREA"].includes(el.tagName))
        .map((el) => `${el.tagName.toLowerCase()} «${(el.innerText ?? "").trim().slice(0, 30)}»`)
        .slice(0, 5)
    );
  }, container);
}
