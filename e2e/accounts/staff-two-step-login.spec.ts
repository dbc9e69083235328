import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { preparePage } from "../certificates/support.ts";
import { captchaFor, confirmRegistration } from "../complaint-forms/helpers.ts";
import { e2e } from "../support/env.ts";

// An ordinary (not private) browsing profile and accepted cookies.
test.beforeEach(async ({ page }) => preparePage(page));

const header = (page: Page) => page.getByRole("banner");
/** The code the authenticator app would show `offsetSteps` 30-second steps from now. */
const totp = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });

/** A new account given the "Contents" staff permission by the seeded administrator (whose login stays one-step). */
async function createStaffMember(request: APIRequestContext, email: string, password: string) {
  const registered = await request.post("/api/v1/users", {
    data: {
      email,
      password,
      name: "Tomás",
      lastname: "Gil",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Belén",
      acceptTerms: true,
      ...(await captchaFor(request, "register")),
    },
  });
  expect(registered.status(), await registered.text()).toBe(202);
  const me = await request.get("/api/v1/auth", { headers: { authorization: `Bearer ${await confirmRegistration(request, email)}` } });
  const user = (await me.json()) as { id: number };
  const admin = await request.post("/api/v1/auth", { data: { email: e2e.admin.email, password: e2e.admin.password, ...(await captchaFor(request, "login")) } });
  const { token } = (await admin.json()) as { token: string };
  const granted = await request.post("/trpc/users.setPermissions", {
    data: { userId: user.id, permissions: ["Contents"] },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(granted.status(), await granted.text()).toBe(200);
}

async function passwordStep(page: Page, email: string, password: string) {
  await header(page).getByRole("button", { name: "Iniciar sesión" }).click();
  const login = page.getByRole("dialog", { name: "Iniciar sesión" });
  await login.getByRole("textbox", { name: "Correo electrónico" }).fill(email);
  await login.getByRole("textbox", { name: "Contraseña", exact: true }).fill(password);
  await login.getByRole("textbox", { name: "Captcha" }).fill(e2e.captchaAnswer);
  await login.getByRole("button", { name: "Iniciar sesión" }).click();
  return login;
}

test("a staff member turns on two-step verification, logs out and logs in with a code from the app", async ({ page, request }) => {
  test.slow();
  const email = `funcionario.${Date.now()}@e2e.test`;
  const password = "Ceiba-de-1987";
  await createStaffMember(request, email, password);

  await page.goto("/");
  await passwordStep(page, email, password);
  await header(page).getByRole("link", { name: "Mi perfil" }).click();
  const security = page.getByRole("region", { name: "Seguridad" });
  await expect(security.getByText("Desactivada")).toBeVisible();
  await security.getByRole("button", { name: "Activar la verificación en dos pasos" }).click();
  await expect(security.getByRole("img", { name: "Código QR para configurar la verificación en dos pasos" })).toBeVisible();
  const secret = (await security.getByTestId("mfa-secret").textContent())!.trim();
  await security.getByRole("textbox", { name: "Código de verificación" }).fill(totp(secret));
  await security.getByRole("button", { name: "Activar", exact: true }).click();
  await expect(security.getByText("Activada", { exact: true })).toBeVisible();

  // The success toast shows below the header: it does not cover "Cerrar sesión" (it used to, and hovering it to
  // click there kept it open, so the logout could not be pressed until it was closed).
  const toast = page.getByRole("alert").filter({ hasText: "Éxito" });
  await expect(toast).toBeVisible();
  const logout = header(page).getByRole("button", { name: "Cerrar sesión" });
  const [toastBox, logoutBox] = [await toast.boundingBox(), await logout.boundingBox()];
  expect(toastBox!.y, "el aviso empieza debajo del botón Cerrar sesión").toBeGreaterThanOrEqual(logoutBox!.y + logoutBox!.height);
  await logout.click({ timeout: 5_000 });
  await expect(header(page).getByRole("button", { name: "Iniciar sesión" })).toBeVisible();

  // The right password alone is not enough now: the second step asks for the code.
  const login = await passwordStep(page, email, password);
  const code = login.getByRole("textbox", { name: "Código de verificación" });
  await expect(code).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toHaveCount(0);
  await code.fill("000000" === totp(secret, 1) ? "111111" : "000000");
  await login.getByRole("button", { name: "Verificar" }).click();
  await expect(login.getByRole("alert")).toHaveText("El código de verificación no es válido");
  // The enrolment spent this step's code: the app's next one is accepted (one step of drift is allowed).
  await code.fill(totp(secret, 1));
  await login.getByRole("button", { name: "Verificar" }).click();
  await expect(header(page).getByRole("link", { name: "Mi perfil" })).toBeVisible();
  await header(page).getByRole("link", { name: "Mi perfil" }).click();
  await expect(page.getByRole("region", { name: "Seguridad" }).getByText("Activada", { exact: true })).toBeVisible();
});
