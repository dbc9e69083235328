// Ley 1581 de 2012: on the personal-data form the citizen says whether they consult their data (a consulta, 10
// business days) or ask to correct, update or delete them or revoke the authorisation (a reclamo, 15 days), and
// tracking then states that rule and the "reclamo en trámite" legend.
import { expect, test } from "@playwright/test";
import { acceptPrivacy, answerCaptchaIfShown, pickOption, prepare, registerCitizen, saveProfile, track, uniqueEmail } from "./helpers.ts";

test("a citizen files a reclamo on their personal data and tracking shows its term and 'Reclamo en trámite'", async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail("datos");
  const token = await registerCitizen(request, email);
  await saveProfile(request, token, {
    name: "Lucía",
    lastname: "Martínez",
    identificationType: 1,
    identification: "1020304051",
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
  await page.goto("/pqrds/enviar/8");
  await expect(page.getByRole("textbox", { name: "Primer nombre" })).toHaveValue("Lucía");
  await pickOption(page, "Tipo de solicitante", "Persona natural");
  await page
    .getByRole("textbox", { name: "Descripción de la solicitud" })
    .fill("Mi dirección en la base de contribuyentes está desactualizada: vivo en la Calle 10 # 20-30.");
  await page.getByRole("textbox", { name: "Confirma tu correo electrónico" }).fill(email);
  await page.getByRole("radio", { name: "Correo electrónico" }).check();
  await acceptPrivacy(page);
  await answerCaptchaIfShown(page);

  // Without saying what they ask, the form does not go on.
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByText("Debes elegir qué quieres hacer con tus datos personales")).toBeVisible();
  await page.getByRole("radio", { name: "Corregir, actualizar o suprimir mis datos personales" }).check();
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("region", { name: "Revisa tu solicitud" }).getByText("Corregir, actualizar o suprimir mis datos personales")).toBeVisible();
  await page.getByRole("button", { name: "Confirmar y enviar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "SOLICITUD ENVIADA" })).toBeVisible();
  const trackingID = (await page.getByTestId("tracking-number").textContent())!.trim();

  await track(page, trackingID);
  const main = page.getByRole("main");
  await expect(main.locator("dt", { hasText: "Término legal" }).locator("xpath=following-sibling::dd[1]")).toHaveText(
    "15 días hábiles, Ley 1581 de 2012, art. 15",
  );
  await expect(main.getByText("Reclamo en trámite", { exact: true })).toBeVisible();
});
