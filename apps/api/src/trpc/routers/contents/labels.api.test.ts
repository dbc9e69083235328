import { LABEL_MESSAGES as M } from "@portal/schemas/contents/label.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let citizen: string;
let section: { tagID: number; friendlyName: string };
let other: { tagID: number; friendlyName: string };

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  citizen = (await h.registerCitizen()).token;
  section = await createSection(h, admin);
  other = await createSection(h, admin);
});

const labelCount = () => h.db.label.count();
const decretos = () => ({
  name: "Decretos",
  description: "Decretos de la alcaldía",
  defaultTagID: section.tagID,
  subLabels: [
    { name: "2025", description: "Del año 2025" },
    { name: "2026", description: "Del año 2026" },
  ],
});

describe("categories (labels) and sub-categories", () => {
  it("only content administrators create them (401, 403, nothing stored)", async () => {
    expect((await h.call("POST", "/api/v1/labels", decretos())).status).toBe(401);
    expect((await h.call("POST", "/api/v1/labels", decretos(), citizen)).status).toBe(403);
    expect(await labelCount()).toBe(0);
  });

  it('creates one with its sub-categories, unique per section: "Ya exite una categoría con este nombre"', async () => {
    const res = await h.call("POST", "/api/v1/labels", decretos(), admin);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: "Decretos", friendlyName: "decretos", defaultTagID: section.tagID, isRequired: false });
    expect(res.body.subLabels.map((s: any) => [s.name, s.friendlyName])).toEqual([
      ["2025", "2025"],
      ["2026", "2026"],
    ]);
    const dup = await h.call("POST", "/api/v1/labels", { ...decretos(), name: "  DECRETOS " }, admin);
    expect(dup.status).toBe(400);
    expect(dup.body.error.details[0]).toMatchObject({ path: "name", message: "Ya exite una categoría con este nombre" });
    // Another section may have its own "Decretos" (its own friendly name).
    const elsewhere = await h.call("POST", "/api/v1/labels", { ...decretos(), defaultTagID: other.tagID, subLabels: [] }, admin);
    expect(elsewhere.status).toBe(201);
    expect(elsewhere.body.friendlyName).toBe("decretos-2");
    expect(await labelCount()).toBe(2);
  });

  it("refuses names and descriptions out of 3–80 / 3–560 with the schema's messages", async () => {
    const before = await labelCount();
    const bad = async (body: Record<string, unknown>) =>
      (await h.call("POST", "/api/v1/labels", { ...decretos(), name: "Resoluciones", ...body }, admin)).body.error.details[0].message;
    expect(await bad({ name: "ab" })).toBe(M.nameMin);
    expect(await bad({ name: "n".repeat(81) })).toBe(M.nameMax);
    expect(await bad({ description: "d".repeat(561) })).toBe("Debes ingresar un máximo de 560 caracteres");
    expect(await bad({ subLabels: [{ name: "x", description: "algo" }] })).toBe(M.nameMin);
    expect(await labelCount()).toBe(before);
  });

  it("updates a category: renames, edits a sub-category, adds one and drops the one left out", async () => {
    const created = (await h.call("POST", "/api/v1/labels", { ...decretos(), name: "Acuerdos" }, admin)).body;
    const [first] = created.subLabels;
    const res = await h.call(
      "PUT",
      `/api/v1/labels/${created.labelID}`,
      {
        name: "Acuerdos municipales",
        description: "Acuerdos del concejo",
        defaultTagID: section.tagID,
        subLabels: [
          { subLabelID: first.subLabelID, name: "Año 2025", description: "Del año 2025" },
          { name: "Año 2027", description: "Del año 2027" },
        ],
      },
      admin,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.name).toBe("Acuerdos municipales");
    expect(res.body.subLabels.map((s: any) => s.name)).toEqual(["Año 2025", "Año 2027"]);
    expect(res.body.subLabels[0].subLabelID).toBe(first.subLabelID);
    // Renaming onto a sibling's name is the duplicate.
    const dup = await h.call("PUT", `/api/v1/labels/${created.labelID}`, { ...decretos(), name: "decretos" }, admin);
    expect(dup.body.error.details[0].message).toBe(M.duplicate);
  });

  it("lists a section's categories (by id or friendly name), searched by 20 characters, counted", async () => {
    const c = await createContent(h, admin, FORMS.article, section.tagID);
    const decretosId = (await h.db.label.findFirstOrThrow({ where: { name: "Decretos", defaultTagID: section.tagID } })).labelID;
    await h.db.contentLabel.create({ data: { contentID: c.contentID, labelID: decretosId } });
    const list = await h.call("GET", `/api/v1/labels?defaultTagID=${section.tagID}&withCounter=true`);
    expect(list.status).toBe(200);
    expect(list.body.items.map((l: any) => [l.name, l.total])).toEqual([
      ["Acuerdos municipales", 0],
      ["Decretos", 1],
    ]);
    const byName = await h.call("GET", `/api/v1/labels?tag=${section.friendlyName}&keyword=${encodeURIComponent("decre" + "x".repeat(30))}`);
    // Only the first 20 characters are searched: "decrexxxxxxxxxxxxxxx" matches nothing.
    expect(byName.body.items).toEqual([]);
    const found = await h.call("GET", `/api/v1/labels?tag=${section.friendlyName}&keyword=decre`);
    expect(found.body.items.map((l: any) => l.name)).toEqual(["Decretos"]);
    const subs = await h.call("GET", `/api/v1/labels/${decretosId}/sublabels`);
    expect(subs.body.map((s: any) => s.name)).toEqual(["2025", "2026"]);
    const byLabels = await h.call("GET", `/api/v1/sublabels?labels=${decretosId},999999`);
    expect(byLabels.body).toHaveLength(2);
  });

  it("a private section's categories reach logged readers only, an inactive section's only content administrators", async () => {
    const hidden = await createSection(h, admin, { isPrivate: true });
    const closed = await createSection(h, admin);
    const add = async (name: string, tagID: number, sub: string) => {
      const res = await h.call(
        "POST",
        "/api/v1/labels",
        { name, description: "Categoría de prueba", defaultTagID: tagID, subLabels: [{ name: sub, description: "Subcategoría" }] },
        admin,
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.labelID as number;
    };
    const quejas = await add("Quejas por acoso laboral", hidden.tagID, "Casos de la secretaría");
    const actas = await add("Actas del comité", closed.tagID, "Actas reservadas");
    await h.db.tag.update({ where: { tagID: closed.tagID }, data: { active: false } });
    const names = async (path: string, token?: string) => JSON.stringify((await h.call("GET", path, undefined, token)).body);

    // A visitor: neither by the section's id, nor in the whole list, nor through the sub-categories.
    for (const path of [
      `/api/v1/labels?defaultTagID=${hidden.tagID}`,
      "/api/v1/labels?pageSize=50",
      `/api/v1/labels/${quejas}/sublabels`,
      `/api/v1/sublabels?labels=${quejas}`,
    ]) {
      const text = await names(path);
      expect(text, path).not.toContain("Quejas por acoso laboral");
      expect(text, path).not.toContain("Casos de la secretaría");
    }
    // An inactive section's categories: no reader sees them, a content administrator does.
    for (const token of [undefined, citizen]) {
      for (const path of [`/api/v1/labels?defaultTagID=${closed.tagID}`, `/api/v1/sublabels?labels=${actas}`])
        expect(await names(path, token), path).not.toContain("Actas");
    }
    // A logged reader reads the private section's categories, as the section itself.
    expect(await names(`/api/v1/labels?defaultTagID=${hidden.tagID}`, citizen)).toContain("Quejas por acoso laboral");
    expect(await names(`/api/v1/sublabels?labels=${quejas}`, citizen)).toContain("Casos de la secretaría");
    expect(await names(`/api/v1/labels?defaultTagID=${closed.tagID}`, admin)).toContain("Actas del comité");
  });

  it("deletes sub-categories and non-required categories only", async () => {
    const label = await h.db.label.findFirstOrThrow({ where: { name: "Decretos", defaultTagID: section.tagID }, include: { subLabels: true } });
    expect((await h.call("DELETE", `/api/v1/sublabels/${label.subLabels[0]!.subLabelID}`, undefined, citizen)).status).toBe(403);
    expect((await h.call("DELETE", `/api/v1/sublabels/${label.subLabels[0]!.subLabelID}`, undefined, admin)).status).toBe(200);
    expect(await h.db.subLabel.count({ where: { labelID: label.labelID } })).toBe(1);
    await h.db.label.update({ where: { labelID: label.labelID }, data: { isRequired: true } });
    const refused = await h.call("DELETE", `/api/v1/labels/${label.labelID}`, undefined, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].message).toBe(M.requiredNotDeletable);
    await h.db.label.update({ where: { labelID: label.labelID }, data: { isRequired: false } });
    expect((await h.call("DELETE", `/api/v1/labels/${label.labelID}`, undefined, admin)).status).toBe(200);
    expect(await h.db.label.count({ where: { labelID: label.labelID } })).toBe(0);
    expect((await h.call("DELETE", `/api/v1/labels/${label.labelID}`, undefined, admin)).status).toBe(404);
  });
});
