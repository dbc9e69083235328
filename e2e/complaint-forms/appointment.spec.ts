import { expect, test } from "@playwright/test";
import { acceptPrivacy, answerCaptchaIfShown, pickOption, prepare, registerCitizen, uniqueEmail } from "./helpers.ts";

test("not logged in, the appointment form opens the login modal first", async ({ page }) => {
  await prepare(page);
  await page.goto("/pqrds/enviar/7");
  await expect(page.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByText(/Debes iniciar sesión para agendar una cita/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Agendar cita" })).toHaveCount(0);
});

test("a logged-in citizen books an appointment (type 7)", async ({ page: p, request }) => {
  const email = uniqueEmail("cita");
  const token = await registerCitizen(request, email);
  await prepare(p, token);
  await p.goto("/pqrds/enviar/7");
  await expect(p.getByRole("heading", { level: 1, name: "Agenda tu cita" })).toBeVisible();
  await expect(p.getByRole("radio", { name: "A nombre personal" })).toBeChecked();
  await expect(p.getByRole("button", { name: "Limpiar" })).toHaveCount(0);
  await expect(p.getByRole("textbox", { name: "Correo electrónico", exact: true })).toHaveValue(email);

  await pickOption(p, "Tipo de solicitante", "Persona natural");
  await p.getByRole("textbox", { name: "Primer nombre" }).fill("Lucía");
  await p.getByRole("textbox", { name: "Primer apellido" }).fill("Martínez");
  await pickOption(p, "Tipo de identificación", /Cédula de ciudadanía/);
  await p.getByRole("textbox", { name: "Número de identificación" }).fill("1020304050");
  await p.getByRole("textbox", { name: "Fecha de nacimiento" }).fill("14/03/1990");
  await p.getByRole("textbox", { name: "Fecha de nacimiento" }).press("Tab");
  await pickOption(p, "Género", "Femenino");
  // The place of the citizen's profile (given at registration) is already there.
  await expect(p.getByRole("combobox", { name: "Departamento", exact: true })).toHaveValue("Antioquia");
  await expect(p.getByRole("combobox", { name: "Municipio", exact: true })).toHaveValue(/Medell[ií]n/);
  await expect(p.getByRole("textbox", { name: "Barrio o vereda", exact: true })).toHaveValue("El Poblado");
  await p.getByRole("textbox", { name: "Dirección", exact: true }).fill("Calle 10 # 20-30");
  await p.getByRole("textbox", { name: "Teléfono móvil", exact: true }).fill("3001234567");
  await p.getByRole("textbox", { name: "Confirma tu correo electrónico" }).fill(email);

  await p.getByRole("radio", { name: "Presencial" }).check();
  await p.getByRole("combobox", { name: "Día de la cita" }).click();
  await p.getByRole("option").first().click();
  await p.getByRole("combobox", { name: "Hora de la cita" }).click();
  await expect(p.getByRole("option", { name: /A\.M\.|P\.M\.|M\./ }).first()).toBeVisible();
  await p.getByRole("option").first().click();
  await p.getByRole("textbox", { name: "Cuéntanos el motivo de tu cita" }).fill("Quiero revisar el avalúo catastral de mi predio.");
  await p.getByRole("radio", { name: "Teléfono" }).check();
  await p.getByRole("textbox", { name: "Teléfono móvil para la respuesta" }).fill("3001234567");
  await acceptPrivacy(p);
  await answerCaptchaIfShown(p);
  await p.getByRole("button", { name: "Agendar cita" }).click();
  await p.getByRole("button", { name: "Confirmar y agendar" }).click();

  await expect(p.getByRole("heading", { level: 1, name: "LA CITA HA SIDO AGENDADA" })).toBeVisible();
  await expect(p.getByTestId("tracking-number")).toHaveText(/^\d+$/);
});
