import { expect, test } from "@playwright/test";
import { EMAIL_CODE_MESSAGES } from "@portal/schemas/accounts/email-code.schema";
import { PROFILE_MESSAGES } from "@portal/schemas/accounts/profile.schema";
import { REGISTER_MESSAGES } from "@portal/schemas/accounts/register.schema";
import { pickOption, prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { waitForMail } from "../support/mail.ts";

/** The code printed on its own line in the plain-text part of the e-mail the worker wrote. */
const codeOf = (text: string) => /^ {4}([A-Z0-9]{4})$/m.exec(text)?.[1];

test("a citizen edits the profile and changes the e-mail with the code the system mailed", async ({ page, request }) => {
  // Registration, two saves and a worker-sent e-mail: a long flow.
  test.slow();
  const email = uniqueEmail("perfil");
  const token = await registerCitizen(request, email);
  await prepare(page, token);
  await page.goto("/mi-perfil/");
  const data = page.getByRole("region", { name: "Mis datos" });
  // The first visit loads the page chunk, the profile and the place lists: slow on a loaded machine.
  await expect(data.getByRole("textbox", { name: "Primer nombre" })).toHaveValue("Lucía", { timeout: 30_000 });
  await expectNoAxeViolations(page, "/mi-perfil/");

  // A required field left empty shows the spec's message and saves nothing.
  await data.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(data.getByText(REGISTER_MESSAGES.addressRequired)).toBeVisible();
  await expect(data.getByText(REGISTER_MESSAGES.identificationTypeRequired)).toBeVisible();

  await pickOption(page, "Tipo de identificación", /Cédula de ciudadanía/);
  await data.getByRole("textbox", { name: "Número de identificación" }).fill("1020304050");
  await pickOption(page, "Género", "Femenino");
  await data.getByRole("textbox", { name: "Fecha de nacimiento" }).fill("17/05/1990");
  await data.getByRole("textbox", { name: "Fecha de nacimiento" }).press("Tab");
  await data.getByRole("textbox", { name: "Dirección", exact: true }).fill("Calle 10 # 43-12");
  await data.getByRole("textbox", { name: "Teléfono" }).fill("3001234567");
  await data.getByRole("textbox", { name: "Biografía" }).fill("<b>Hola</b>");
  await data.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(data.getByText(PROFILE_MESSAGES.descriptionMarkup)).toBeVisible();
  await data.getByRole("textbox", { name: "Biografía" }).fill("Ciclista y lectora de Medellín.");
  // The community shows only members who choose to (off by default).
  await expect(data.getByRole("checkbox", { name: PROFILE_MESSAGES.publicProfileLabel })).not.toBeChecked();
  await data.getByRole("checkbox", { name: PROFILE_MESSAGES.publicProfileLabel }).check();
  await data.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByText(PROFILE_MESSAGES.updated)).toBeVisible();
  await page.reload();
  await expect(data.getByRole("textbox", { name: "Biografía" })).toHaveValue("Ciclista y lectora de Medellín.");
  await expect(data.getByRole("textbox", { name: "Teléfono" })).toHaveValue("3001234567");

  // The e-mail: a code goes to the new address; a wrong one is refused, the mailed one applies the change.
  const next = uniqueEmail("nuevo");
  const section = page.getByRole("region", { name: "Correo electrónico" });
  await section.getByRole("textbox", { name: "Correo nuevo" }).fill(next);
  await section.getByRole("button", { name: "Enviar código" }).click();
  await expect(section.getByText(`El código fue enviado al correo ${next}`)).toBeVisible();
  const code = codeOf((await waitForMail(next, /Código para confirmar/)).text);
  expect(code).toBeTruthy();
  await section.getByRole("textbox", { name: "Código" }).fill(code === "2345" ? "2346" : "2345");
  await section.getByRole("button", { name: "Validar código" }).click();
  await expect(section.getByText(EMAIL_CODE_MESSAGES.invalid)).toBeVisible();
  await section.getByRole("textbox", { name: "Código" }).fill(code!.toLowerCase());
  await section.getByRole("button", { name: "Validar código" }).click();
  await expect(page.getByText(EMAIL_CODE_MESSAGES.changed)).toBeVisible();
  await expect(section.getByText(next)).toBeVisible();
  await expectNoAxeViolations(page, "/mi-perfil/ después del cambio de correo");

  // The public profile shows the biography, never the personal data (to logged-in users, of members who opted in).
  await page.goto("/usuarios");
  await expect(page.getByText(PROFILE_MESSAGES.communityIntro)).toBeVisible();
  await page.getByRole("searchbox", { name: "Buscar miembros por nombre" }).fill("Lucía");
  await expect(page.getByRole("link", { name: "Lucía Martínez" }).first()).toBeVisible();
  await expectNoAxeViolations(page, "lista de la comunidad");
  const own = await request.get("/api/v1/auth/profile", { headers: { authorization: `Bearer ${token}` } });
  await page.goto(`/usuarios/${((await own.json()) as { friendlyName: string }).friendlyName}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lucía Martínez" })).toBeVisible();
  await expect(page.getByText("Ciclista y lectora de Medellín.")).toBeVisible();
  await expect(page.getByText("3001234567")).toHaveCount(0);
  await expect(page.getByText(next)).toHaveCount(0);
  await expectNoAxeViolations(page, "perfil público");
});
