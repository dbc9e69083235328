import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { captchaFor, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { e2e } from "../support/env.ts";
import { withSettingLock } from "../support/setting-lock.ts";

const ALL_WEEK = Array.from({ length: 7 }, (_, day) => ({ day, hourInit: "00:00", hourEnd: "24:00" }));
const streamOpened = (page: import("@playwright/test").Page) =>
  page.waitForResponse((r) => r.url().includes("/api/v1/events") && r.status() === 200, { timeout: 30_000 });

test("a citizen's chat message reaches the staff console in another browser and the answer comes back", async ({ page, browser, request }) => {
  test.slow();
  // The chat is a global setting (its launcher shows on every public page): no other test sees it on meanwhile.
  await withSettingLock("chatEnabled", () => chatRoundTrip(page, browser, request));
});

async function chatRoundTrip(page: Page, browser: Browser, request: APIRequestContext) {
  const login = await request.post("/api/v1/auth", { data: { email: e2e.admin.email, password: e2e.admin.password, ...(await captchaFor(request, "login")) } });
  expect(login.status(), await login.text()).toBe(200);
  const adminToken = ((await login.json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${adminToken}` };
  expect((await request.put("/api/v1/chatschedules", { headers: auth, data: { schedules: ALL_WEEK } })).status()).toBe(200);
  expect((await request.put("/api/v1/settings/chatEnabled", { headers: { ...auth, "content-type": "application/json" }, data: "true" })).status()).toBe(200);
  try {
    const token = await registerCitizen(request, uniqueEmail("chat"));

    // The staff console (the popup's page) in its own browser context, its live stream open.
    const staff = await browser.newContext();
    const staffPage = await staff.newPage();
    await prepare(staffPage, adminToken);
    const staffStream = streamOpened(staffPage);
    await staffPage.goto("/administrador/chat");
    await expect(staffPage.getByRole("heading", { level: 1, name: "Chat en línea" })).toBeVisible();
    await staffStream;

    // The citizen opens "Escríbenos" on the home page and writes.
    await prepare(page, token);
    const citizenStream = streamOpened(page);
    await page.goto("/");
    await citizenStream;
    const launcher = page.getByRole("button", { name: "Escríbenos" });
    await expect(async () => {
      if (!(await launcher.isVisible())) await page.reload();
      await expect(launcher).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await launcher.click();
    const panel = page.getByRole("region", { name: "Chat con la entidad" });
    const question = `¿Cuándo pasa el camión de la basura por el barrio? ${Date.now()}`;
    await panel.getByRole("textbox", { name: "Escribe tu mensaje" }).fill(question);
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(panel.getByText(question)).toBeVisible();
    await expectNoAxeViolations(page, "chat del ciudadano");

    // It reaches the console without a reload; the staff member answers.
    const conversation = staffPage.getByRole("navigation", { name: "Conversaciones" }).getByRole("button").filter({ hasText: question });
    await expect(conversation).toBeVisible({ timeout: 10_000 });
    await conversation.click();
    await expect(staffPage.getByRole("list", { name: /^Conversaciones: / }).getByText(question)).toBeVisible();
    const answer = "Los martes y viernes en la mañana.";
    await staffPage.getByRole("textbox", { name: "Responder" }).fill(answer);
    await staffPage.getByRole("button", { name: "Enviar" }).click();
    await expect(staffPage.getByRole("list", { name: /^Conversaciones: / }).getByText(answer)).toBeVisible();
    await expectNoAxeViolations(staffPage, "consola de chat");

    // The answer comes back to the citizen live.
    await expect(panel.getByText(answer)).toBeVisible({ timeout: 10_000 });
    await staff.close();
  } finally {
    await request.put("/api/v1/settings/chatEnabled", { headers: { ...auth, "content-type": "application/json" }, data: "false" });
  }
}
