// Shared steps of the PQRDS browser tests.
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { solveCaptchaPow } from "@portal/core/captcha/solve-captcha-pow";
import type { TPowChallenge } from "@portal/schemas/captcha/captcha.schema";
import { CAPTCHA_TEXTS } from "@portal/schemas/captcha/captcha-rules";
import { e2e } from "../support/env.ts";
import { mailLinks, waitForMail } from "../support/mail.ts";

/** An ordinary (not private) browsing profile and accepted cookies, as in e2e/accounts. */
export async function prepare(page: Page, token?: string) {
  await page.addInitScript((t) => {
    const estimate = async () => ({ quota: 200 * 1024 ** 3, usage: 0 });
    Object.defineProperty(navigator, "storage", { value: { ...navigator.storage, estimate }, configurable: true });
    localStorage.setItem("cookies", "true");
    if (t && !sessionStorage.getItem("e2e-token-set")) {
      localStorage.setItem("token", t);
      sessionStorage.setItem("e2e-token-set", "1");
    }
  }, token ?? null);
}

export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@e2e.test`;

/** A captcha for a call through the API: its proof of work solved (in Node, as any client must) and sent, then the test answer. */
export async function captchaFor(request: APIRequestContext, form: string) {
  const res = await request.get(`/api/v1/captcha?form=${form}`);
  expect(res.ok()).toBe(true);
  const { captchaId, pow } = (await res.json()) as { captchaId: string; pow: TPowChallenge };
  const proof = await request.post("/api/v1/captcha/proof", { data: await solveCaptchaPow(captchaId, pow) });
  expect(proof.status(), await proof.text()).toBe(200);
  return { captchaId, captcha: e2e.captchaAnswer };
}

/**
 * Registers a citizen through the API, verifies the e-mail with the link the portal mailed (personal-mode requests
 * need it) and returns the session token.
 */
/** The password of the citizens registerCitizen creates (12+ characters: some become staff, who need them). */
export const CITIZEN_PASSWORD = "Guadua.2025-mayo";

export async function registerCitizen(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/v1/users", {
    data: {
      email,
      password: CITIZEN_PASSWORD,
      name: "Lucía",
      lastname: "Martínez",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "El Poblado",
      acceptTerms: true,
      loa: "loa:1",
      ...(await captchaFor(request, "register")),
    },
  });
  expect(res.status(), await res.text()).toBe(202);
  return confirmRegistration(request, email);
}

/** The citizen's profile (PUT users/{friendlyName}) saved with `profile`, so the PQRDS form can fill the requester from it. */
export async function saveProfile(request: APIRequestContext, token: string, profile: Record<string, unknown>): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const me = (await (await request.get("/api/v1/auth", { headers: auth })).json()) as { friendlyName: string };
  const saved = await request.put(`/api/v1/users/${me.friendlyName}`, { headers: auth, data: profile });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Opens the activation link mailed at registration (as the citizen does): the account is created, verified, logged in. */
export async function confirmRegistration(request: APIRequestContext, email: string): Promise<string> {
  const mail = await waitForMail(email, /Activa tu cuenta/);
  const token = mailLinks(mail)
    .map((l) => /\/confirmar-registro\/([^/?#\s]+)/.exec(l)?.[1])
    .find(Boolean);
  const confirmed = await request.post("/api/v1/users/confirm", { data: { token } });
  expect(confirmed.status(), await confirmed.text()).toBe(201);
  return ((await confirmed.json()) as { token: string }).token;
}

/** The access key shown at filing, per tracking number (tracking shows the personal data only with it). */
const accessKeys = new Map<string, string>();

/** What the API filings here share: answered by e-mail to `email` (confirmed), the description, privacy accepted, a captcha. */
async function answeredByEmail(request: APIRequestContext, email: string, description: string) {
  return { emailPersonal: email, emailVerif: email, email, description, responseTypeID: 1, typeprivacy: true, ...(await captchaFor(request, "pqrds")) };
}

/** Files an anonymous request answered by e-mail through the API; returns its tracking number. */
export async function fileRequest(request: APIRequestContext, typeId: number, email: string, description: string): Promise<string> {
  const res = await request.post("/api/v1/complaintforms", {
    data: {
      complaintFormTypeID: typeId,
      anonymous: true,
      ...(await answeredByEmail(request, email, description)),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const filed = (await res.json()) as { trackingID: string; accessKey: string };
  accessKeys.set(filed.trackingID, filed.accessKey);
  return filed.trackingID;
}

/** The PQRDS captcha is drawn at random: answer it when the server asked for one. */
export async function answerCaptchaIfShown(page: Page) {
  // The field shows (disabled) while the challenge loads and the browser solves its proof of work; once ready the
  // image shows, or the field goes away when the draw asked for no answer.
  const field = page.getByRole("textbox", { name: "Captcha" });
  const image = page.getByRole("img", { name: /Imagen de verificación/ });
  await expect(page.getByText(CAPTCHA_TEXTS.preparing)).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(async () => (await image.isVisible()) || (await field.count()) === 0, { timeout: 30_000 }).toBe(true);
  if (await field.count()) await field.fill(e2e.captchaAnswer);
}

/** Checks the privacy consent box and accepts the "Autorización" dialog. */
export async function acceptPrivacy(page: Page) {
  await page.getByRole("checkbox", { name: "Autorizo el tratamiento de mis datos personales" }).check();
  const dialog = page.getByRole("dialog", { name: "Autorización" });
  await dialog.getByRole("button", { name: "Acepto", exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Autorizo el tratamiento de mis datos personales" })).toBeChecked();
}

export async function pickOption(page: Page, label: string, option: string | RegExp, search?: string) {
  const box = page.getByRole("combobox", { name: label, exact: true });
  const choice = page.getByRole("option", { name: option }).first();
  // A list whose options are still loading (a department's municipalities) may close as they arrive, as it would under
  // a citizen's click: open it again until the option is there to choose.
  await expect(async () => {
    if (!(await choice.isVisible())) {
      await box.click();
      if (search) await box.fill(search);
    }
    await choice.click({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Tracks a request on /pqrds/seguimiento, with its access key when known (filed by fileRequest or given). */
export async function track(page: Page, trackingID: string, accessKey = accessKeys.get(trackingID)) {
  await page.goto("/pqrds/seguimiento");
  await page.getByRole("textbox", { name: "Número de la solicitud" }).fill(trackingID);
  if (accessKey) await page.getByRole("textbox", { name: "Clave de acceso" }).fill(accessKey);
  await expect(page.getByRole("img", { name: /Imagen de verificación/ })).toBeVisible();
  await page.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await page.getByRole("button", { name: "Consultar" }).click();
  await expect(page.getByRole("heading", { name: `Solicitud ${trackingID}` })).toBeVisible();
}

/** A request filed "a nombre personal" by the logged-in citizen (answered by e-mail); returns its tracking number. */
export async function filePersonalRequest(request: APIRequestContext, token: string, email: string, description: string): Promise<string> {
  const res = await request.post("/api/v1/complaintforms", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      complaintFormTypeID: 2,
      anonymous: false,
      complaintFormUserTypeID: 1,
      firstName: "Lucía",
      firstSurName: "Martínez",
      identificationType: 1,
      identification: "1020304050",
      birthDate: "1990-05-04",
      genderID: 2,
      rootLocationPersonal: 1,
      secondLevelLocationPersonal: 5,
      locationPersonal: 5001,
      neighborhoodPersonal: "El Poblado",
      addressPersonal: "Calle 10 # 20-30",
      phoneNumberPersonal: "6041234",
      mobileNumberPersonal: "3001234567",
      ...(await answeredByEmail(request, email, description)),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { trackingID: string }).trackingID;
}
