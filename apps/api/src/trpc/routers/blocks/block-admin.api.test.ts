import { BANNER_MESSAGES } from "@portal/schemas/blocks/banner-forms";
import { BLOCK_FIELD_MESSAGES as F } from "@portal/schemas/blocks/block-fields";
import { BLOCK_MESSAGES as M } from "@portal/schemas/blocks/block-forms";
import { COMMON_MESSAGES } from "@portal/schemas/common/common-messages";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createSection, storedFile } from "../contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
let commentsOnly: string;
let page: { tagID: number; friendlyName: string };

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  commentsOnly = await h.registerStaff("Comments");
  // The section page these tests fill, so blocks seeded on the home never mix in.
  page = await createSection(h, admin);
});

const firstDetail = (res: { body: any }) => res.body.error.details?.[0]?.message ?? res.body.error.message;
/** The whole error of malformed input: a 400 whose details name the field and its Spanish message. */
const refusal = (path: string, message: string) => ({ status: 400, code: "BAD_REQUEST", message, details: [{ path, message }] });
async function newBlock(form: Record<string, unknown>, token = admin) {
  const res = await h.call("POST", "/api/v1/blocks", { blockSectionID: page.tagID, ...form }, token);
  if (res.status !== 201) throw new Error(`block: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { blockID: number } & Record<string, any>;
}

describe("blocks: create, edit, children", () => {
  it("a content administrator adds a shortcut block with its shortcuts and images from the uploads", async () => {
    const block = await newBlock({ type: 6, frame: { title: "Trámites en línea", color: "#004884" } });
    expect(block).toMatchObject({ type: 6, typeName: "Accesos directos", status: 1, frame: { title: "Trámites en línea", color: "#004884" } });
    const image = await storedFile(h, { isImage: true, purpose: "image" });
    const items = [
      { name: "PQRDS", url: "/pqrds", fileID: image },
      { name: "Certificados", url: "/certificados" },
      { name: "Gobierno", url: "https://www.gov.co" },
    ];
    const res = await h.call("PUT", `/api/v1/blocks/${block.blockID}/shortcuts`, { items }, admin);
    expect(res.status).toBe(200);
    expect(res.body.shortcuts.map((s: any) => s.name)).toEqual(["PQRDS", "Certificados", "Gobierno"]);
    expect(res.body.shortcuts[0].image).toBe(`/files/${image}/archivo.png`);
    expect((await h.db.storedFile.findUniqueOrThrow({ where: { fileID: image } })).attachedAt).not.toBeNull();
    // The whole list is replaced on the next save.
    const again = await h.call("PUT", `/api/v1/blocks/${block.blockID}/shortcuts`, { items: items.slice(1) }, admin);
    expect(again.body.shortcuts).toHaveLength(2);
  });

  it("refuses javascript: links, markup in names, non-image files and another kind's items, changing nothing", async () => {
    const block = await newBlock({ type: 6 });
    const put = (items: unknown[], id = block.blockID) => h.call("PUT", `/api/v1/blocks/${id}/shortcuts`, { items }, admin);
    const bad = await put([{ name: "Clic", url: "javascript:alert(document.cookie)" }]);
    expect(bad.status).toBe(400);
    expect(firstDetail(bad)).toBe(F.linkInvalid);
    expect(firstDetail(await put([{ name: "<img src=x onerror=alert(1)>", url: "/a" }]))).toBe(F.htmlNotAllowed);
    const pdf = await storedFile(h, { isImage: false });
    expect(firstDetail(await put([{ name: "Doc", url: "/a", fileID: pdf }]))).toBe(M.imageInvalid);
    const complaintImage = await storedFile(h, { isImage: true, purpose: "complaint" });
    expect(firstDetail(await put([{ name: "Doc", url: "/a", fileID: complaintImage }]))).toBe(M.imageInvalid);
    const map = await newBlock({ type: 9 });
    expect(firstDetail(await put([{ name: "Sede", url: "/a" }], map.blockID))).toBe(M.wrongKind);
    expect(await h.db.blockShortcut.count({ where: { blockID: { in: [block.blockID, map.blockID] } } })).toBe(0);
    expect((await h.call("PUT", "/api/v1/blocks/999999/shortcuts", { items: [] }, admin)).status).toBe(404);
  });

  it("map items need coordinates in range; persons, logos and sections save in order", async () => {
    const map = await newBlock({ type: 9, frame: { latitude: 4.6, longitude: -74.08, zoom: 12 } });
    const bad = await h.call("PUT", `/api/v1/blocks/${map.blockID}/mapitems`, { items: [{ name: "Sede", latitude: 95, longitude: 0 }] }, admin);
    expect(firstDetail(bad)).toBe(COMMON_MESSAGES.latitudeRange);
    const ok = await h.call(
      "PUT",
      `/api/v1/blocks/${map.blockID}/mapitems`,
      { items: [{ name: "Sede principal", latitude: "4.5981", longitude: "-74.0760", url: "/contacto" }] },
      admin,
    );
    expect(ok.body.mapItems[0]).toMatchObject({ name: "Sede principal", latitude: 4.5981, longitude: -74.076 });

    const people = await newBlock({ type: 14 });
    const persons = await h.call(
      "PUT",
      `/api/v1/blocks/${people.blockID}/persons`,
      { items: [{ name: "Ana Pérez", position: "Alcaldesa", email: "ana@entidad.gov.co" }] },
      admin,
    );
    expect(persons.body.persons[0]).toMatchObject({ name: "Ana Pérez", position: "Alcaldesa" });
    const logos = await newBlock({ type: 5 });
    expect(
      (await h.call("PUT", `/api/v1/blocks/${logos.blockID}/logos`, { items: [{ name: "Gov.co", url: "https://www.gov.co" }] }, admin)).body.logos,
    ).toHaveLength(1);
    const viewed = await newBlock({ type: 18 });
    const sections = await h.call("PUT", `/api/v1/blocks/${viewed.blockID}/sections`, { items: [{ tagID: page.tagID, name: "Noticias" }] }, admin);
    expect(sections.body.sections[0]).toMatchObject({ tagID: page.tagID, name: "Noticias" });
    expect(firstDetail(await h.call("PUT", `/api/v1/blocks/${viewed.blockID}/sections`, { items: [{ tagID: 999999, name: "X" }] }, admin))).toBe(
      M.sectionInvalid,
    );
  });

  it("a text block's HTML is sanitised on the server; other types refuse markup", async () => {
    const hostile =
      '<p>Hola</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">clic</a><iframe src="https://evil.example"></iframe>';
    const text = await newBlock({ type: 16, frame: { description: hostile } });
    const stored = (await h.db.block.findUniqueOrThrow({ where: { blockID: text.blockID } })).frame as { description: string };
    expect(stored.description).toContain("<p>Hola</p>");
    for (const bad of ["<script", "alert(1)", "onerror", "javascript:", "evil.example"]) expect(stored.description).not.toContain(bad);
    const res = await h.call("POST", "/api/v1/blocks", { type: 12, frame: { description: "<b>x</b>" } }, admin);
    expect(firstDetail(res)).toBe(F.htmlNotAllowed);
  });

  it("edits the frame and status; the type stays; unknown blocks are 404", async () => {
    const block = await newBlock({ type: 12, frame: { title: "Destacados", rotation: 5 } });
    const res = await h.call(
      "PUT",
      `/api/v1/blocks/${block.blockID}`,
      { type: 12, blockSectionID: page.tagID, status: 0, frame: { title: "Lo más importante", rotation: 8 } },
      admin,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 0, frame: { title: "Lo más importante", rotation: 8 } });
    expect(firstDetail(await h.call("PUT", `/api/v1/blocks/${block.blockID}`, { type: 6, blockSectionID: page.tagID }, admin))).toBe(M.typeLocked);
    expect((await h.call("PUT", `/api/v1/blocks/${block.blockID}/status`, { status: 1 }, admin)).body).toEqual({ blockID: block.blockID, status: 1 });
    expect((await h.call("PUT", "/api/v1/blocks/999999/status", { status: 1 }, admin)).status).toBe(404);
    const badStatus = await h.call("PUT", `/api/v1/blocks/${block.blockID}/status`, { status: 2 }, admin);
    expect([badStatus.status, badStatus.body.error]).toEqual([400, refusal("status", M.statusInvalid)]);
    const badID = await h.call("DELETE", "/api/v1/blocks/uno", undefined, admin);
    expect([badID.status, badID.body.error]).toEqual([400, refusal("blockID", M.notFound)]);
    expect((await h.call("PUT", "/api/v1/blocks/999999", { type: 12 }, admin)).status).toBe(404);
    expect(firstDetail(await h.call("POST", "/api/v1/blocks", { type: 6, blockSectionID: 999999 }, admin))).toBe(M.sectionInvalid);
  });
  it("a status of null, empty, false, true or a list is refused with the status's message and leaves the block as it was (null read as 0 hid it)", async () => {
    const block = await newBlock({ type: 12, frame: { title: "Siempre visible" } });
    for (const status of [null, "", " ", false, true, [], [1], "1.0"]) {
      const res = await h.call("PUT", `/api/v1/blocks/${block.blockID}/status`, { status }, admin);
      expect([res.status, res.body.error], JSON.stringify(status)).toEqual([400, refusal("status", M.statusInvalid)]);
    }
    expect((await h.db.block.findUniqueOrThrow({ where: { blockID: block.blockID } })).status).toBe(1);
    expect((await h.call("PUT", `/api/v1/blocks/${block.blockID}/status`, { status: "0" }, admin)).body).toEqual({ blockID: block.blockID, status: 0 });
  });
});

describe("block order", () => {
  it("sorting persists, and a list that is not exactly the page's blocks changes nothing", async () => {
    const sortPage = await createSection(h, admin);
    const ids: number[] = [];
    for (const type of [6, 16, 19]) ids.push((await newBlock({ type, blockSectionID: sortPage.tagID })).blockID);
    const list = async () => (await h.call("GET", `/api/v1/blocks/admin?blockSectionID=${sortPage.tagID}`, undefined, admin)).body.map((b: any) => b.blockID);
    expect(await list()).toEqual(ids);

    const reversed = [...ids].reverse();
    const res = await h.call("POST", "/api/v1/blocks/sort", { blockSectionID: sortPage.tagID, blockIDs: reversed }, admin);
    expect(res.status).toBe(200);
    expect(await list()).toEqual(reversed);
    const rows = await h.db.block.findMany({ where: { blockSectionID: sortPage.tagID }, orderBy: { displayOrder: "asc" }, select: { blockID: true } });
    expect(rows.map((r) => r.blockID)).toEqual(reversed);

    const missing = await h.call("POST", "/api/v1/blocks/sort", { blockSectionID: sortPage.tagID, blockIDs: reversed.slice(0, 2) }, admin);
    expect(firstDetail(missing)).toBe(M.sortInvalid);
    const foreign = await h.call("POST", "/api/v1/blocks/sort", { blockSectionID: sortPage.tagID, blockIDs: [...reversed.slice(0, 2), 999999] }, admin);
    expect(foreign.status).toBe(400);
    const twice = await h.call("POST", "/api/v1/blocks/sort", { blockSectionID: sortPage.tagID, blockIDs: [ids[0], ids[0]] }, admin);
    expect([twice.status, twice.body.error]).toEqual([400, refusal("blockIDs", M.sortInvalid)]);
    expect(await list()).toEqual(reversed);
  });

  it("a new block goes last; deleting one removes its children", async () => {
    const p = await createSection(h, admin);
    const a = await newBlock({ type: 6, blockSectionID: p.tagID });
    const b = await newBlock({ type: 6, blockSectionID: p.tagID });
    await h.call("PUT", `/api/v1/blocks/${a.blockID}/shortcuts`, { items: [{ name: "A", url: "/a" }] }, admin);
    const rows = await h.db.block.findMany({ where: { blockSectionID: p.tagID }, orderBy: { displayOrder: "asc" } });
    expect(rows.map((r) => r.blockID)).toEqual([a.blockID, b.blockID]);
    expect((await h.call("DELETE", `/api/v1/blocks/${a.blockID}`, undefined, admin)).status).toBe(200);
    expect(await h.db.blockShortcut.count({ where: { blockID: a.blockID } })).toBe(0);
    expect((await h.call("DELETE", `/api/v1/blocks/${a.blockID}`, undefined, admin)).status).toBe(404);
  });
});

describe("permissions", () => {
  it("a user with only the Comments permission edits nothing (403 on every write, nothing changes)", async () => {
    const block = await newBlock({ type: 6, frame: { title: "Original" } });
    const before = await h.db.block.findUniqueOrThrow({ where: { blockID: block.blockID } });
    const attempts = [
      h.call("PUT", `/api/v1/blocks/${block.blockID}`, { type: 6, frame: { title: "Pirateado" } }, commentsOnly),
      h.call("PUT", `/api/v1/blocks/${block.blockID}/status`, { status: 0 }, commentsOnly),
      h.call("PUT", `/api/v1/blocks/${block.blockID}/shortcuts`, { items: [{ name: "X", url: "/x" }] }, commentsOnly),
      h.call("POST", "/api/v1/blocks/sort", { blockSectionID: page.tagID, blockIDs: [block.blockID] }, commentsOnly),
      h.call("DELETE", `/api/v1/blocks/${block.blockID}`, undefined, commentsOnly),
      h.call("POST", "/api/v1/blocks", { type: 6 }, commentsOnly),
      h.call("PUT", "/api/v1/sliderconf", { variant: 3 }, commentsOnly),
      h.call("GET", "/api/v1/blocks/admin", undefined, commentsOnly),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(403);
    expect(await h.db.block.findUniqueOrThrow({ where: { blockID: block.blockID } })).toEqual(before);
    expect(await h.db.blockShortcut.count({ where: { blockID: block.blockID } })).toBe(0);
    expect((await h.call("PUT", `/api/v1/blocks/${block.blockID}`, { type: 6 })).status).toBe(401);
  });
});

describe("sliderconf", () => {
  it("everyone reads the variant (1 by default); content administrators set 1–3", async () => {
    expect((await h.call("GET", "/api/v1/sliderconf")).body).toEqual({ variant: 1 });
    expect((await h.call("PUT", "/api/v1/sliderconf", { variant: "3" }, admin)).body).toEqual({ variant: 3 });
    h.deps.settings.invalidate();
    expect((await h.call("GET", "/api/v1/sliderconf")).body).toEqual({ variant: 3 });
    const bad = await h.call("PUT", "/api/v1/sliderconf", { variant: 4 }, admin);
    expect([bad.status, bad.body.error]).toEqual([400, refusal("variant", BANNER_MESSAGES.sliderVariantInvalid)]);
  });
});
