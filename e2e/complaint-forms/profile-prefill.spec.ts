// A logged-in citizen's PQRDS in their own name starts from the profile (names, identification, place, phones) and
// carries the level of assurance; a description past 2048 characters shows that figure's notice, within the 5098 limit.
import { expect, test } from "@playwright/test";
import { acceptPrivacy, answerCaptchaIfShown, pickOption, prepare, registerCitizen, saveProfile, uniqueEmail } from "./helpers.ts";

test("the personal-mode form is pre-filled from the profile and sends loa", async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("perfil");
  const token = await registerCitizen(request, email);
  await saveProfile(request, token, {
    name: "Lucía",
    secondname: "Andrea",
    lastname: "Martínez",
    secondlastname: "Gómez",
    identificationType: 1,
    identification: "1020304050",
    country: 1,
    department: 5,
    location: 5001,
    neighborhood: "El Poblado",
    address: "Calle 10 # 20-30",
    phone: "3001234567",
    genderID: 1,
    birthDate: "1990-03-14",
  });

  await prepare(page, token);
  await page.goto("/pqrds/enviar/2");
  await page.getByRole("radio", { name: "A nombre personal" }).check();
  await expect(page.getByRole("textbox", { name: "Primer nombre" })).toHaveValue("Lucía");
  await expect(page.getByRole("textbox", { name: "Segundo nombre" })).toHaveValue("Andrea");
  await expect(page.getByRole("textbox", { name: "Primer apellido" })).toHaveValue("Martínez");
  await expect(page.getByRole("textbox", { name: "Segundo apellido" })).toHaveValue("Gómez");
  await expect(page.getByRole("textbox", { name: "Número de identificación" })).toHaveValue("1020304050");
  await expect(page.getByRole("combobox", { name: "Municipio", exact: true })).toHaveValue(/Medell[ií]n/);
  await expect(page.getByRole("textbox", { name: "Barrio o vereda", exact: true })).toHaveValue("El Poblado");
  await expect(page.getByRole("textbox", { name: "Dirección", exact: true })).toHaveValue("Calle 10 # 20-30");
  await expect(page.getByRole("textbox", { name: "Teléfono móvil", exact: true })).toHaveValue("3001234567");

  // The applicant type is the citizen's choice (a profile does not say whether one files as a person or a company).
  await pickOption(page, "Tipo de solicitante", "Persona natural");
  const description = page.getByRole("textbox", { name: "Descripción de la solicitud" });
  await description.fill("a".repeat(2048));
  await expect(page.getByTestId("description-advised")).toHaveCount(0);
  await description.fill(`Solicito copia del plano del barrio. ${"b".repeat(2100)}`);
  await expect(page.getByTestId("description-advised")).toContainText("supera los 2048 caracteres");
  await page.getByRole("textbox", { name: "Confirma tu correo electrónico" }).fill(email);
  await page.getByRole("radio", { name: "Correo electrónico" }).check();
  await acceptPrivacy(page);
  await answerCaptchaIfShown(page);
  const sent = page.waitForRequest((r) => r.url().includes("complaintForms.submit"));
  await page.getByRole("button", { name: "Enviar" }).click();
  await page.getByRole("button", { name: "Confirmar y enviar" }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown> | { "0": Record<string, unknown> };
  const input = ("0" in body ? body["0"] : body) as Record<string, unknown>;
  expect(input).toMatchObject({
    anonymous: false,
    loa: "loa:1",
    firstName: "Lucía",
    identification: "1020304050",
    locationPersonal: 5001,
    mobileNumberPersonal: "3001234567",
  });
  await expect(page.getByRole("heading", { level: 1, name: "SOLICITUD ENVIADA" })).toBeVisible();
});
