// A content is reported from its detail page and from its participation page ("Reportar", ReportType "Content");
// a visitor is asked to log in first, and the comment administrators see the report.
import { expect, test } from "@playwright/test";
import { adminToken, runTag } from "../certificates/support.ts";
import { prepare, registerCitizen, uniqueEmail } from "../complaint-forms/helpers.ts";

test("a content is reported from its detail and participation pages; a visitor is asked to log in", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const tag = runTag();
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const section = (await (await request.post("/api/v1/tags", { headers: admin, data: { name: `Reportes ${tag}`, validContentTypes: [1] } })).json()) as {
    tagID: number;
  };
  const created = await request.post("/api/v1/contents", {
    headers: admin,
    data: {
      name: `Obra del parque ${tag}`,
      description: "Descripción suficientemente larga del contenido",
      contentType: 1,
      withoutClosingDate: true,
      commentWallType: 0,
      tags: [section.tagID],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const content = (await created.json()) as { contentID: number; friendlyName: string; name: string };

  // A visitor: "Reportar" opens the login.
  const visitor = await (await browser.newContext()).newPage();
  await prepare(visitor);
  await visitor.goto(`/publicaciones/${content.friendlyName}`);
  await visitor.getByRole("button", { name: "Reportar" }).click();
  await expect(visitor.getByRole("dialog", { name: "Iniciar sesión" })).toBeVisible();

  // A logged-in citizen reports it from the detail page, then from the participation page.
  const token = await registerCitizen(request, uniqueEmail("reporta"));
  const citizen = await (await browser.newContext()).newPage();
  await prepare(citizen, token);
  const report = async (path: string, text: string) => {
    await citizen.goto(path);
    await expect(citizen.getByRole("heading", { level: 1, name: content.name })).toBeVisible();
    await citizen.getByRole("button", { name: "Reportar" }).first().click();
    const dialog = citizen.getByRole("dialog", { name: "Reportar" });
    await dialog.getByRole("combobox", { name: "Motivo" }).click();
    await citizen.getByRole("option").first().click();
    await dialog.getByRole("textbox", { name: "Comentario" }).fill(text);
    await dialog.getByRole("button", { name: "Enviar reporte" }).click();
    return dialog;
  };
  const first = await report(`/publicaciones/${content.friendlyName}`, `Información falsa ${tag}`);
  await expect(first.getByRole("status")).toBeVisible();
  await first.getByRole("button", { name: "Aceptar" }).click();
  // The participation page reports the same content: one report per person and element.
  const again = await report(`/participa/${content.friendlyName}`, `Contenido ofensivo ${tag}`);
  await expect(again.getByRole("alert")).toHaveText("Ya reportaste este elemento");

  const reports = (await (await request.get("/api/v1/reports?pageSize=50", { headers: admin })).json()) as {
    items: { ReportType: string; ElementToReportID: number; Comment: string }[];
  };
  const mine = reports.items.filter((r) => r.ElementToReportID === content.contentID);
  expect(mine.map((r) => [r.ReportType, r.Comment])).toEqual([["Content", `Información falsa ${tag}`]]);
});
