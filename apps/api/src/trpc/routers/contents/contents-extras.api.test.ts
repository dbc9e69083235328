import * as XLSX from "@e965/xlsx";
import { CONTENT_FEATURED_MESSAGES as F } from "@portal/schemas/contents/content-featured.schema";
import { CONTENT_SUCCESS_MESSAGES as S } from "@portal/schemas/contents/content-messages";
import { GLOBAL_EXCLUSION_MESSAGES as G } from "@portal/schemas/contents/global-exclusion.schema";
import { POPUP_MESSAGES as P } from "@portal/schemas/contents/popup.schema";
import { PROCEDURE_EXPORT_HEADER } from "@portal/schemas/contents/procedure-export";
import { describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS, storedFile } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let citizen: string;
let moderator: string;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  citizen = (await h.registerCitizen()).token;
  const m = await h.registerCitizen();
  await h.db.userPermission.create({ data: { userId: (await h.db.user.findUniqueOrThrow({ where: { email: m.email } })).id, permission: "Comments" } });
  moderator = m.token;
});

const HOUR = 60 * 60 * 1000;

/** A tRPC call over HTTP (procedures the spec gives no REST path): `data` on success, `error` ({ message, data }) otherwise. */
async function rpc(path: string, input: unknown, token: string | null, kind: "query" | "mutation" = "mutation") {
  const res =
    kind === "query"
      ? await h.call("GET", `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`, undefined, token)
      : await h.call("POST", `/trpc/${path}`, input ?? {}, token);
  return { status: res.status, data: res.body?.result?.data, error: res.body?.error };
}
const savePopup = (body: Record<string, unknown>, token = admin) => rpc("contents.popups.save", { showMode: 2, ...body }, token);
const detail = (friendlyName: string) => h.db.content.findFirstOrThrow({ where: { friendlyName }, select: { isFeatured: true, featured: true } });

describe("GET contents/gallery/{x}: the images of a section's galleries", () => {
  it("lists the images of visible galleries in order, 12 a page; hidden galleries and private sections keep theirs", async () => {
    const s = await createSection(h, admin);
    const gallery = async (name: string, count: number, extra: Record<string, unknown> = {}) => {
      const images = [];
      for (let i = 0; i < count; i++) images.push(await storedFile(h, { isImage: true }));
      const c = await createContent(
        h,
        admin,
        { ...FORMS.gallery, name, imagePrincipalFileID: images[0], files: images.map((fileID) => ({ fileID, isImage: true })), ...extra },
        s.tagID,
      );
      return { ...c, images };
    };
    const first = await gallery("Galería del festival", 6);
    const second = await gallery("Galería del mercado", 6);
    const third = await gallery("Galería de la feria", 2);
    const hidden = await gallery("Galería inactiva", 2);
    expect((await h.call("POST", `/api/v1/contents/${hidden.friendlyName}/disable`, {}, admin)).status).toBe(200);
    await h.db.content.update({ where: { contentID: third.contentID }, data: { publishedDateFrom: new Date(Date.now() + HOUR) } });

    const page1 = await h.call("GET", `/api/v1/contents/gallery/${s.friendlyName}`);
    expect(page1.status).toBe(200);
    expect(page1.body.pageSize).toBe(12);
    expect(page1.body.total).toBe(12);
    // Newest content first, each content's images in their order.
    expect(page1.body.items.map((i: any) => i.fileID)).toEqual([...second.images, ...first.images]);
    expect(page1.body.items[0]).toMatchObject({
      filePath: `/files/${second.images[0]}`,
      contentName: "Galería del mercado",
      friendlyName: second.friendlyName,
    });
    const page2 = await h.call("GET", `/api/v1/contents/gallery/${s.friendlyName}?page=2&pageSize=5`);
    expect(page2.body.items.map((i: any) => i.fileID)).toEqual(second.images.slice(5).concat(first.images.slice(0, 4)));
    // The scheduled gallery shows to administrators only; the inactive one to nobody here.
    expect((await h.call("GET", `/api/v1/contents/gallery/${s.friendlyName}`, undefined, admin)).body.total).toBe(14);

    const closed = await createSection(h, admin, { isPrivate: true });
    // A visitor is answered as for an unknown section: 404, the same body (no existence oracle).
    const privateGallery = await h.call("GET", `/api/v1/contents/gallery/${closed.friendlyName}`);
    expect(privateGallery.status).toBe(404);
    expect(privateGallery.body).toEqual((await h.call("GET", "/api/v1/contents/gallery/no-existe-nunca")).body);
    expect((await h.call("GET", `/api/v1/contents/gallery/${closed.friendlyName}`, undefined, citizen)).status).toBe(200);
  });

  it("GET gallery-category lists the categories holding visible gallery images; GET gallery-images filters by them", async () => {
    const s = await createSection(h, admin);
    const label = async (name: string) =>
      (await h.call("POST", "/api/v1/labels", { name, description: `Fotos de ${name}`, defaultTagID: s.tagID, subLabels: [] }, admin)).body.labelID as number;
    const fiestas = await label("Fiestas");
    const obras = await label("Obras");
    await label("Vacía");
    const gallery = async (name: string, count: number, labels: number[]) => {
      const images = [];
      for (let i = 0; i < count; i++) images.push(await storedFile(h, { isImage: true }));
      await createContent(
        h,
        admin,
        { ...FORMS.gallery, name, imagePrincipalFileID: images[0], files: images.map((fileID) => ({ fileID, isImage: true })), labels },
        s.tagID,
      );
      return images;
    };
    const party = await gallery("Galería de las fiestas", 3, [fiestas]);
    await gallery("Galería de la obra", 2, [obras]);
    const hidden = await gallery("Galería oculta de obras", 2, [obras]);
    await h.db.content.updateMany({ where: { files: { some: { fileID: hidden[0] } } }, data: { published: false } });

    const categories = await h.call("GET", `/api/v1/gallery-category?friendlyName=${s.friendlyName}`);
    expect(categories.status).toBe(200);
    expect(categories.body.map((c: any) => [c.name, c.images])).toEqual([
      ["Fiestas", 3],
      ["Obras", 2],
    ]);
    const images = await h.call("GET", `/api/v1/gallery-images?friendlyName=${s.friendlyName}&labels=${fiestas}`);
    expect(images.body.items.map((i: any) => i.fileID)).toEqual(party);
    expect((await h.call("GET", `/api/v1/gallery-images?friendlyName=${s.friendlyName}`)).body.total).toBe(5);
    expect((await h.call("GET", "/api/v1/gallery-category?friendlyName=no-existe")).status).toBe(404);
  });

  it("refuses unknown sections and absurd pages", async () => {
    expect((await h.call("GET", "/api/v1/contents/gallery/no-existe")).status).toBe(404);
    const s = await createSection(h, admin);
    expect((await h.call("GET", `/api/v1/contents/gallery/${s.friendlyName}?pageSize=5000`)).status).toBe(400);
    expect((await h.call("GET", `/api/v1/contents/gallery/${s.friendlyName}?page=-1`)).status).toBe(400);
  });
});

describe("PUT content/{id}/featured/{a}/{b}: featured in the section (a) and on the home (b)", () => {
  it("sets both flags for content administrators; the lists follow", async () => {
    const s = await createSection(h, admin);
    const c = await createContent(h, admin, { ...FORMS.article, name: "Noticia para destacar" }, s.tagID);
    const put = (a: boolean | number | string, b: boolean | number | string, token: string | null = admin) =>
      h.call("PUT", `/api/v1/content/${c.contentID}/featured/${a}/${b}`, {}, token);

    const both = await put(true, true);
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({ isFeatured: true, featured: true, message: S.featured });
    expect(await detail(c.friendlyName)).toEqual({ isFeatured: true, featured: true });
    expect((await h.call("GET", `/api/v1/contents?tag=${s.friendlyName}&featured=true`)).body.items.map((i: any) => i.name)).toEqual(["Noticia para destacar"]);
    // Idempotent: the same call again keeps the state.
    expect((await put(true, true)).body.message).toBe(S.updated);
    expect((await put(1, 0)).body).toMatchObject({ isFeatured: true, featured: false, message: F.homeUnfeatured });
    expect((await put("true", "1")).body.message).toBe(F.homeFeatured);
    expect((await put(false, false)).body).toMatchObject({ isFeatured: false, featured: false });
    expect((await h.call("GET", `/api/v1/contents?tag=${s.friendlyName}&featured=true`)).body.items).toEqual([]);
  });

  it("refuses visitors, citizens, comment administrators and bad flags, changing nothing", async () => {
    const s = await createSection(h, admin);
    const c = await createContent(h, admin, { ...FORMS.article, name: "Noticia sin destacar" }, s.tagID);
    const put = (path: string, token: string | null) => h.call("PUT", `/api/v1/content/${path}`, {}, token);
    expect((await put(`${c.contentID}/featured/true/true`, null)).status).toBe(401);
    expect((await put(`${c.contentID}/featured/true/true`, citizen)).status).toBe(403);
    expect((await put(`${c.contentID}/featured/true/true`, moderator)).status).toBe(403);
    const bad = await put(`${c.contentID}/featured/si/<script>`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe(F.flagInvalid);
    expect((await put("999999/featured/true/true", admin)).status).toBe(404);
    expect((await put("-3/featured/true/true", admin)).status).toBe(400);
    expect(await detail(c.friendlyName)).toEqual({ isFeatured: false, featured: false });
  });
});

describe("POST contentexclude: hiding a global content on this site", () => {
  it("records a negative id once (idempotent) and restores it; positive ids and non-admins change nothing", async () => {
    const exclude = (body: unknown, token: string | null = admin) => h.call("POST", "/api/v1/contentexclude", body, token);
    const first = await exclude({ contentID: -42 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ contentID: -42, message: G.excluded });
    expect((await exclude({ contentID: "-42" })).status).toBe(200);
    expect(await h.db.excludedGlobalItem.findMany({ where: { kind: "content" }, select: { globalID: true } })).toEqual([{ globalID: 42 }]);

    for (const body of [{ contentID: 42 }, { contentID: 0 }, { contentID: "abc" }, { contentID: -1.5 }, {}]) {
      const res = await exclude(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[0].message).toBe(G.notGlobal);
    }
    expect((await exclude({ contentID: -7 }, null)).status).toBe(401);
    expect((await exclude({ contentID: -7 }, citizen)).status).toBe(403);
    expect(await h.db.excludedGlobalItem.count()).toBe(1);

    expect((await rpc("contents.globalExclusions.list", undefined, admin, "query")).data).toMatchObject([{ contentID: -42 }]);
    expect((await rpc("contents.globalExclusions.list", undefined, citizen, "query")).status).toBe(403);
    expect((await rpc("contents.globalExclusions.restore", { contentID: -42 }, admin)).data.message).toBe(G.restored);
    expect(await h.db.excludedGlobalItem.count()).toBe(0);
  });
});

describe("POST contentexclude: a required content (spec 03 §6)", () => {
  it("is never hidden: the global content served from a content flagged isRequired is refused, the others are hidden", async () => {
    const section = await createSection(h, admin);
    const required = await createContent(h, admin, { ...FORMS.article, name: "Aviso obligatorio de la entidad" }, section.tagID);
    const optional = await createContent(h, admin, { ...FORMS.article, name: "Aviso opcional de la entidad" }, section.tagID);
    await h.db.content.update({ where: { contentID: required.contentID }, data: { isRequired: true } });
    const refused = await h.call("POST", "/api/v1/contentexclude", { contentID: -required.contentID }, admin);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(G.requiredNotExcluded);
    expect(await h.db.excludedGlobalItem.count({ where: { globalID: required.contentID } })).toBe(0);
    expect((await h.call("POST", "/api/v1/contentexclude", { contentID: -optional.contentID }, admin)).status).toBe(200);
    await h.db.excludedGlobalItem.deleteMany({ where: { globalID: optional.contentID } });
  });
});

describe("GET contentPopupnews: the home popup", () => {
  it("serves the newest published popup in its window for the reader's mode; the mode is the server's", async () => {
    const save = async (body: Record<string, unknown>) => {
      const res = await savePopup(body);
      expect(res.status, JSON.stringify(res.error)).toBe(200);
      return res.data;
    };
    await save({ nombre: "Aviso antiguo", body: "Un aviso anterior para todos" });
    const current = (
      await save({
        nombre: "Jornada de vacunación",
        body: "<b>Vacúnate</b> este sábado",
        externalLink: "https://www.minsalud.gov.co",
        nameButtonUrl: "Ver más",
      })
    ).popup;
    await save({ nombre: "Aviso programado", body: "Aún no", publishedDateFrom: new Date(Date.now() + HOUR).toISOString() });
    await save({ nombre: "Aviso de administradores", body: "Solo para el equipo", showMode: 1 });

    const visitor = await h.call("GET", "/api/v1/contentPopupnews");
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ popupID: current.popupID, nombre: "Jornada de vacunación", mode: 2, nameButtonUrl: "Ver más" });
    // The text stays text: markup is never interpreted (the page renders it as text).
    expect(visitor.body.body).toBe("<b>Vacúnate</b> este sábado");
    // A visitor asking for the administrators' mode still gets the visitors' one.
    expect((await h.call("GET", "/api/v1/contentPopupnews?ShowMode=1")).body.nombre).toBe("Jornada de vacunación");
    expect((await h.call("GET", "/api/v1/contentPopupnews", undefined, citizen)).body.nombre).toBe("Jornada de vacunación");
    // The administrators' mode is for holders of Administrator (isAuthorize, spec 03 §6), not for every staff member.
    expect((await h.call("GET", "/api/v1/contentPopupnews", undefined, admin)).body.nombre).toBe("Jornada de vacunación");
    const administrator = await h.registerStaff("Administrator");
    expect((await h.call("GET", "/api/v1/contentPopupnews", undefined, administrator)).body).toMatchObject({ nombre: "Aviso de administradores", mode: 1 });
  });

  it("refuses bad popups with their messages and non-admins, storing nothing", async () => {
    const before = await h.db.popup.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ body: "Texto" }, P.nameRequired],
      [{ nombre: "ab", body: "Texto" }, P.nameLength],
      [{ nombre: "Aviso" }, P.contentRequired],
      [{ nombre: "Aviso", body: "x".repeat(2001) }, P.bodyMax],
      [{ nombre: "Aviso", embedUrl: "https://vimeo.com/1" }, P.youtubeInvalid],
      [{ nombre: "Aviso", body: "Texto", externalLink: "javascript:alert(1)", nameButtonUrl: "Ir" }, P.linkInvalid],
      [{ nombre: "Aviso", body: "Texto", externalLink: "https://example.org" }, P.buttonRequired],
      [{ nombre: "Aviso", body: "Texto", externalLink: "https://example.org", nameButtonUrl: "x".repeat(41) }, P.buttonMax],
      [{ nombre: "Aviso", body: "Texto", showMode: 3 }, P.modeInvalid],
      [{ nombre: "Aviso", body: "Texto", publishedDateFrom: "2099-02-01", publishedDateTo: "2099-01-01" }, P.datesOrder],
    ];
    for (const [body, message] of cases) {
      const res = await savePopup(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.data.details[0].message, JSON.stringify(body)).toBe(message);
    }
    expect((await savePopup({ nombre: "Aviso", body: "Texto" }, citizen)).status).toBe(403);
    const missing = await rpc("contents.popups.remove", { popupID: 999999 }, admin);
    expect([missing.status, missing.error.message]).toEqual([404, P.notFound]);
    expect(await h.db.popup.count()).toBe(before);
  });
});

describe("GET contents/proceduretypes/export: the procedures as .xlsx", () => {
  it("a visitor downloads the visible procedures of a section; private and inactive ones stay out; formulas stay text", async () => {
    const s = await createSection(h, admin);
    await createContent(h, admin, { ...FORMS.procedure, name: "Licencia de construcción" }, s.tagID);
    await createContent(
      h,
      admin,
      { ...FORMS.procedure, name: '=HYPERLINK("http://x")', procedureTypeID: 1, procedureUrl: "https://tramites.gov.co/x" },
      s.tagID,
    );
    await createContent(h, admin, { ...FORMS.procedure, name: "Trámite privado", isPrivate: true }, s.tagID);
    const off = await createContent(h, admin, { ...FORMS.procedure, name: "Trámite inactivo" }, s.tagID);
    await h.call("POST", `/api/v1/contents/${off.friendlyName}/disable`, {}, admin);

    const res = await fetch(`${h.baseUrl}/api/v1/contents/proceduretypes/export/?tag=${s.friendlyName}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("spreadsheetml");
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { type: "buffer", cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(rows[0]).toEqual([...PROCEDURE_EXPORT_HEADER]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['=HYPERLINK("http://x")', "Licencia de construcción"]);
    expect(rows[1]!.slice(2, 7)).toEqual(["https://tramites.gov.co/x", "Enlace", "Costo exacto", "25.000", "15 días hábiles"]);
    expect(Object.values(sheet).some((cell) => typeof cell === "object" && cell !== null && "f" in cell)).toBe(false);

    // A logged user also gets the private one.
    const logged = await fetch(`${h.baseUrl}/api/v1/contents/proceduretypes/export?tag=${s.friendlyName}`, { headers: { authorization: `Bearer ${citizen}` } });
    const loggedRows = XLSX.utils.sheet_to_json<unknown[]>(XLSX.read(Buffer.from(await logged.arrayBuffer())).Sheets["Trámites"]!, { header: 1 });
    expect(loggedRows.length).toBe(4);
    expect((await fetch(`${h.baseUrl}/api/v1/contents/proceduretypes/export?tag=no-existe`)).status).toBe(404);
  });

  it("is limited per address", async () => {
    const limited = await startApiHarness({ RATE_LIMIT_MULTIPLIER: "1" });
    try {
      const statuses = [];
      for (let i = 0; i < 11; i++) statuses.push((await fetch(`${limited.baseUrl}/api/v1/contents/proceduretypes/export`)).status);
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await limited.stop();
    }
  });
});
