// "¿Esta información fue útil?" on a content's detail page: "Sí" needs a login (a visitor gets the login), "No" asks a
// visitor's name and e-mail; the Feedback staff read both.
import { expect, test } from "@playwright/test";
import { adminToken, captchaAnswer, runTag } from "../certificates/support.ts";
import { prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";

test("the feedback widget is on content detail pages and marking helped requires a login", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const section = (await (await request.post("/api/v1/tags", { headers: admin, data: { name: `Utilidad ${tag}`, validContentTypes: [1] } })).json()) as {
    tagID: number;
  };
  const created = await request.post("/api/v1/contents", {
    headers: admin,
    data: {
      name: `Horario de la biblioteca ${tag}`,
      description: "Descripción suficientemente larga del contenido",
      contentType: 1,
      withoutClosingDate: true,
      commentWallType: 2,
      tags: [section.tagID],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const content = (await created.json()) as { friendlyName: string; name: string };
  const path = `/publicaciones/${content.friendlyName}`;

  const visitor = await (await browser.newContext()).newPage();
  await prepare(visitor);
  await visitor.goto(path);
  const widget = visitor.getByRole("region", { name: "¿Esta información fue útil?" });
  await widget.getByRole("button", { name: "Sí" }).click();
  await expect(visitor.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();
  await visitor.keyboard.press("Escape");
  await expect(widget.getByRole("form")).toHaveCount(0);
  await widget.getByRole("button", { name: "No" }).click();
  const form = widget.getByRole("form", { name: "Cuéntanos más" });
  await form.getByRole("textbox", { name: "Nombre y apellido" }).fill("Eva Ruiz");
  await form.getByRole("textbox", { name: "Correo electrónico" }).fill(`eva${tag}@correo.co`);
  await form.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await form.getByRole("button", { name: "Enviar" }).click();
  await expect(widget.getByRole("status")).toHaveText("Muchas gracias por dejar tu comentario");

  const token = await registerCitizen(request, uniqueEmail("utilidad"));
  const citizen = await (await browser.newContext()).newPage();
  await prepare(citizen, token);
  await citizen.goto(path);
  const own = citizen.getByRole("region", { name: "¿Esta información fue útil?" });
  await own.getByRole("button", { name: "Sí" }).click();
  const ownForm = own.getByRole("form", { name: "Cuéntanos más" });
  await expect(ownForm.getByRole("textbox", { name: "Nombre y apellido" })).toHaveCount(0);
  await ownForm.getByRole("textbox", { name: "Captcha" }).fill(captchaAnswer);
  await ownForm.getByRole("button", { name: "Enviar" }).click();
  await expect(own.getByRole("status")).toHaveText("Muchas gracias por dejar tu comentario");

  const list = (await (await request.get(`/api/v1/feedback?friendlyName=${encodeURIComponent(path)}`, { headers: admin })).json()) as {
    helped: number;
    notHelped: number;
  };
  expect(list).toMatchObject({ helped: 1, notHelped: 1 });
});
