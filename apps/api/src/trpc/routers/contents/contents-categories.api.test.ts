import { LABEL_MESSAGES as M } from "@portal/schemas/contents/label.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let section: { tagID: number; friendlyName: string };

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  section = await createSection(h, admin);
});

async function label(name: string, extra: Record<string, unknown> = {}) {
  const res = await h.call("POST", "/api/v1/labels", { name, description: `Categoría ${name}`, defaultTagID: section.tagID, subLabels: [], ...extra }, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { labelID: number; subLabels: { subLabelID: number; name: string }[] };
}

const categoriesOf = async (contentID: number) => {
  const row = await h.db.content.findUniqueOrThrow({
    where: { contentID },
    select: { labels: { select: { labelID: true } }, subLabels: { select: { subLabelID: true } } },
  });
  return { labels: row.labels.map((l) => l.labelID).sort(), subLabels: row.subLabels.map((s) => s.subLabelID).sort() };
};

describe("a content's categories (spec 02 §3 labels/subLabels)", () => {
  it("round trip: created with categories, edited without naming them, the categories stay", async () => {
    const decretos = await label("Decretos", { subLabels: [{ name: "2025", description: "Del año 2025" }] });
    const acuerdos = await label("Acuerdos");
    const sub = decretos.subLabels[0]!.subLabelID;
    const c = await createContent(
      h,
      admin,
      { ...FORMS.article, name: "Decreto de movilidad", labels: [decretos.labelID, acuerdos.labelID], subLabels: [sub] },
      section.tagID,
    );
    expect(c.labels.map((l: { labelID: number }) => l.labelID).sort()).toEqual([decretos.labelID, acuerdos.labelID].sort());

    // A client that does not know categories (the REST form of an older screen) changes the name only.
    const edit = await h.call(
      "PUT",
      `/api/v1/contents/${c.friendlyName}`,
      { ...FORMS.article, name: "Decreto de movilidad, revisado", tags: [section.tagID] },
      admin,
    );
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(await categoriesOf(c.contentID)).toEqual({ labels: [decretos.labelID, acuerdos.labelID].sort(), subLabels: [sub] });

    // The form sends them: one removed, the other kept with its sub-category.
    const narrowed = await h.call(
      "PUT",
      `/api/v1/contents/${c.friendlyName}`,
      { ...FORMS.article, name: "Decreto de movilidad", tags: [section.tagID], labels: [decretos.labelID], subLabels: [sub] },
      admin,
    );
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    expect(await categoriesOf(c.contentID)).toEqual({ labels: [decretos.labelID], subLabels: [sub] });

    // Removing a category without naming sub-categories takes its sub-categories with it.
    const cleared = await h.call(
      "PUT",
      `/api/v1/contents/${c.friendlyName}`,
      { ...FORMS.article, name: "Decreto de movilidad", tags: [section.tagID], labels: [] },
      admin,
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await categoriesOf(c.contentID)).toEqual({ labels: [], subLabels: [] });
  });

  it("a required category of the section must be chosen (and one of its sub-categories when it has any)", async () => {
    const other = await createSection(h, admin);
    const tipo = (
      await h.call(
        "POST",
        "/api/v1/labels",
        {
          name: "Tipo de norma",
          description: "Clase de la norma",
          defaultTagID: other.tagID,
          isRequired: true,
          subLabels: [
            { name: "Decreto", description: "Decretos" },
            { name: "Resolución", description: "Resoluciones" },
          ],
        },
        admin,
      )
    ).body as { labelID: number; isRequired: boolean; subLabels: { subLabelID: number }[] };
    expect(tipo.isRequired).toBe(true);
    const before = await h.db.content.count();
    const post = (body: Record<string, unknown>) =>
      h.call("POST", "/api/v1/contents", { ...FORMS.article, name: "Norma sin clasificar", tags: [other.tagID], ...body }, admin);

    const none = await post({});
    expect(none.status).toBe(400);
    expect(none.body.error.details[0]).toEqual({ path: "labels", message: M.requiredMissing.replace("{0}", "Tipo de norma") });
    const noSub = await post({ labels: [tipo.labelID] });
    expect(noSub.body.error.details[0]).toEqual({ path: "subLabels", message: M.subLabelRequired.replace("{0}", "Tipo de norma") });
    expect(await h.db.content.count()).toBe(before);

    const ok = await post({ labels: [tipo.labelID], subLabels: [tipo.subLabels[1]!.subLabelID] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    // Not deletable, and an edit of the category that does not name the flag keeps it.
    await h.call(
      "PUT",
      `/api/v1/labels/${tipo.labelID}`,
      { name: "Tipo de norma", description: "Clase de la norma", defaultTagID: other.tagID, subLabels: tipo.subLabels },
      admin,
    );
    expect((await h.call("DELETE", `/api/v1/labels/${tipo.labelID}`, undefined, admin)).status).toBe(400);
  });

  it("the mass upload names the row whose required category is missing, and creates nothing", async () => {
    const docs = await createSection(h, admin, { validContentTypes: [10] });
    const tipo = (
      await h.call(
        "POST",
        "/api/v1/labels",
        { name: "Clase", description: "Clase del documento", defaultTagID: docs.tagID, isRequired: true, subLabels: [] },
        admin,
      )
    ).body as { labelID: number };
    const row = (name: string, labels: number[]) => ({
      name,
      body: "Descripción del documento cargado en bloque",
      startingDate: "2025-01-10",
      embedUrl: "https://www.gov.co/doc",
      labels,
    });
    const before = await h.db.content.count();
    const res = await h.call(
      "POST",
      "/api/v1/massive/contents",
      { tagID: docs.tagID, rows: [row("Documento uno", [tipo.labelID]), row("Documento dos", [])] },
      admin,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "rows.1.labels", message: M.requiredMissing.replace("{0}", "Clase") });
    expect(await h.db.content.count()).toBe(before);
  });
});
