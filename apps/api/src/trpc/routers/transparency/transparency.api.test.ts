import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TRANSPARENCY_MESSAGES as M } from "@portal/schemas/transparency/transparency.schema";
import type { TTransparencyGroup, TTransparencyPage } from "@portal/schemas/transparency/transparency.schema";
import { startApiHarness, type ApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let contents: string;
let settingsOnly: string;
let citizen: string;

beforeAll(async () => {
  h = await startApiHarness();
  contents = await h.registerStaff("Contents");
  settingsOnly = await h.registerStaff("Settings");
  citizen = (await h.registerCitizen()).token;
});
afterAll(async () => { await h?.stop(); });

const flat = (groups: TTransparencyGroup[]): TTransparencyGroup[] => groups.flatMap((g) => [g, ...flat(g.children)]);
const page = async (token: string | null = null) => {
  const res = await h.call("GET", "/api/v1/transparency", undefined, token);
  return { status: res.status, body: res.body as TTransparencyPage };
};
/** Everything an edit could change, to prove a refused call changed nothing. */
const snapshot = async () => ({
  sections: await h.db.transparencySection.findMany({ orderBy: { transparencySectionID: "asc" } }),
  items: await h.db.transparencyItem.findMany({ orderBy: { transparencyItemID: "asc" } }),
});

describe("the seeded scaffold (Resolución 1519 de 2020, Anexo 2)", () => {
  it("a fresh portal shows the ten categories with their sub-items, all unlinked", async () => {
    const { status, body } = await page();
    expect(status).toBe(200);
    expect(body.active).toBe(true);
    expect(body.groups.map((g) => `${g.idIndex}. ${g.title}`)).toEqual([
      "1. Información de la entidad", "2. Normativa", "3. Contratación", "4. Planeación, presupuesto e informes", "5. Trámites", "6. Participa",
      "7. Datos abiertos", "8. Información específica para grupos de interés", "9. Obligación de reporte de información específica por parte de la entidad",
      "10. Información tributaria en entidades territoriales locales",
    ]);
    expect(body.groups[0]!.items.slice(0, 2).map((i) => `${i.idIndex} ${i.title}`)).toEqual(["1.1 Misión, visión, funciones y deberes", "1.2 Estructura orgánica - Organigrama"]);
    const quarterly = flat(body.groups).find((g) => g.idIndex === "4.10")!;
    expect(quarterly.title).toBe("Informes trimestrales sobre acceso a información, quejas y reclamos");
    expect(quarterly.items[0]).toMatchObject({ title: "Informe de PQRDS", specialSection: "informe-de-pqr", link: "" });
    // Visitors get no count; staff see how many items still lack a link.
    expect(body.missingLinks).toBe(0);
    const staffView = (await page(contents)).body;
    const items = flat(staffView.groups).flatMap((g) => g.items);
    expect(staffView.missingLinks).toBe(items.length);
    expect(items.length).toBeGreaterThan(60);
  });
});

describe("editing items and groups", () => {
  it("a content administrator links an item; the count of missing links drops", async () => {
    const before = (await page(contents)).body;
    const mission = before.groups[0]!.items[0]!;
    const res = await h.call("PUT", `/api/v1/transparency/items/${mission.transparencyItemID}`, {
      transparencySectionID: mission.transparencySectionID, title: mission.title, description: mission.description, link: "https://www.ejemplo.gov.co/mision.pdf", idIndex: "1.1",
    }, contents);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await page(contents)).body;
    expect(after.missingLinks).toBe(before.missingLinks - 1);
    expect((await page()).body.groups[0]!.items[0]!.link).toBe("https://www.ejemplo.gov.co/mision.pdf");
  });

  it("creates a group, a subgroup and an item in it, then deletes them (a non-empty group first refuses)", async () => {
    const group = await h.call("POST", "/api/v1/transparency/groups", { title: "Rendición de cuentas", description: "Informes de rendición de cuentas de la vigencia", transparencySectionID: 1 }, contents);
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    expect(group.body.transparencySectionID).not.toBe(1);
    const sub = await h.call("POST", "/api/v1/transparency/groups", { parentID: group.body.transparencySectionID, title: "Audiencias", description: "Audiencias públicas realizadas" }, contents);
    expect(sub.status).toBe(201);
    // A subgroup cannot hold subgroups (two levels).
    const deeper = await h.call("POST", "/api/v1/transparency/groups", { parentID: sub.body.transparencySectionID, title: "Tercer nivel", description: "No se permite este nivel" }, contents);
    expect(deeper.status).toBe(400);
    expect(deeper.body.error.details[0]).toEqual({ path: "parentID", message: M.parentInvalid });
    const item = await h.call("POST", "/api/v1/transparency/items", { transparencySectionID: sub.body.transparencySectionID, title: "Audiencia 2026", description: "Acta de la audiencia pública 2026", link: "/publicaciones/audiencia-2026" }, contents);
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    const shown = flat((await page()).body.groups).find((g) => g.transparencySectionID === sub.body.transparencySectionID)!;
    expect(shown.items.map((i) => i.title)).toEqual(["Audiencia 2026"]);

    const refused = await h.call("DELETE", `/api/v1/transparency/groups/${group.body.transparencySectionID}`, undefined, contents);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(M.groupNotEmpty);
    expect((await h.call("DELETE", `/api/v1/transparency/items/${item.body.transparencyItemID}`, undefined, contents)).status).toBe(200);
    expect((await h.call("DELETE", `/api/v1/transparency/groups/${sub.body.transparencySectionID}`, undefined, contents)).status).toBe(200);
    expect((await h.call("DELETE", `/api/v1/transparency/groups/${group.body.transparencySectionID}`, undefined, contents)).status).toBe(200);
    expect((await h.call("DELETE", `/api/v1/transparency/items/${item.body.transparencyItemID}`, undefined, contents)).status).toBe(404);
  });

  it("bad and hostile input changes nothing: script in names and descriptions, javascript: links, unknown groups", async () => {
    const before = await snapshot();
    const target = before.items[1]!;
    const base = { transparencySectionID: target.transparencySectionID, title: target.title, description: target.description, link: "https://e.co/doc.pdf" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, title: "<script>alert(1)</script>" }, "title", M.markup],
      [{ ...base, description: "Descripción <img src=x onerror=alert(document.cookie)>" }, "description", M.markup],
      [{ ...base, link: "javascript:alert(1)" }, "link", M.linkInvalid],
      [{ ...base, link: " JAVASCRIPT:alert(1)" }, "link", M.linkInvalid],
      [{ ...base, link: "data:text/html;base64,PHNjcmlwdD4=" }, "link", M.linkInvalid],
      [{ ...base, link: "//evil.example/phish" }, "link", M.linkInvalid],
      [{ ...base, transparencySectionID: 999999 }, "transparencySectionID", M.groupRequired],
      [{ ...base, transparencySectionID: null }, "transparencySectionID", M.groupRequired],
      [{ ...base, title: "ab" }, "title", M.titleMin],
      [{ ...base, description: "x".repeat(501) }, "description", M.descriptionMax],
    ];
    for (const [body, path, message] of cases) {
      const res = await h.call("PUT", `/api/v1/transparency/items/${target.transparencyItemID}`, body, contents);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[0], JSON.stringify(body)).toEqual({ path, message });
      const created = await h.call("POST", "/api/v1/transparency/items", body, contents);
      expect(created.status).toBe(400);
    }
    const group = await h.call("PUT", `/api/v1/transparency/groups/${target.transparencySectionID}`, { title: "<svg onload=alert(1)>", description: "Descripción válida del grupo" }, contents);
    expect(group.status).toBe(400);
    expect(group.body.error.details[0]).toEqual({ path: "title", message: M.markup });
    expect((await h.call("PUT", "/api/v1/transparency/items/999999", base, contents)).status).toBe(404);
    expect((await h.call("PUT", "/api/v1/transparency/items/abc", base, contents)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("only staff holding Contents edit: anonymous 401, a citizen and a Settings administrator 403, nothing stored", async () => {
    const before = await snapshot();
    const item = { transparencySectionID: before.sections[0]!.transparencySectionID, title: "Intruso", description: "Un ítem que no debe quedar", link: "https://e.co" };
    for (const [token, status] of [[null, 401], [citizen, 403], [settingsOnly, 403]] as const) {
      expect((await h.call("POST", "/api/v1/transparency/items", item, token)).status).toBe(status);
      expect((await h.call("PUT", `/api/v1/transparency/items/${before.items[0]!.transparencyItemID}`, item, token)).status).toBe(status);
      expect((await h.call("DELETE", `/api/v1/transparency/items/${before.items[0]!.transparencyItemID}`, undefined, token)).status).toBe(status);
      expect((await h.call("POST", "/api/v1/transparency/groups", { title: "Grupo intruso", description: "Un grupo que no debe quedar" }, token)).status).toBe(status);
      expect((await h.call("DELETE", `/api/v1/transparency/groups/${before.sections[0]!.transparencySectionID}`, undefined, token)).status).toBe(status);
      expect((await h.call("PUT", "/api/v1/transparency/state", { active: false }, token)).status).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
    expect((await page()).body.active).toBe(true);
  });
});

describe("the enable switch", () => {
  it("switched off, visitors and other staff get 404 (the page sends them home); Contents staff still see it, marked inactive", async () => {
    expect((await h.call("PUT", "/api/v1/transparency/state", { active: false }, contents)).body).toEqual({ active: false });
    expect((await page()).status).toBe(404);
    expect((await page(citizen)).status).toBe(404);
    expect((await page(settingsOnly)).status).toBe(404);
    const staff = await page(contents);
    expect(staff.status).toBe(200);
    expect(staff.body.active).toBe(false);
    expect((await h.call("PUT", "/api/v1/transparency/state", { active: true }, contents)).status).toBe(200);
    expect((await page()).status).toBe(200);
  });
});

describe("GET sitemap", () => {
  it("lists the active home menu as a tree (private entries only after login, unsafe links left out) and the sections", async () => {
    const tag = await h.db.tag.create({ data: { name: "Noticias", friendlyName: "noticias-mapa", validContentTypes: [1] } });
    await h.db.tag.create({ data: { name: "Privada", friendlyName: "privada-mapa", validContentTypes: [1], isPrivate: true } });
    const group = await h.db.menuOption.create({ data: { name: "La entidad", menuOptionType: 4, displayOrder: 1 } });
    await h.db.menuOption.createMany({
      data: [
        { name: "Noticias", menuOptionType: 0, relatedID: tag.tagID, parentID: group.menuOptionID, displayOrder: 1 },
        { name: "Sitio externo", menuOptionType: 3, link: "https://www.gov.co", parentID: group.menuOptionID, displayOrder: 2 },
        { name: "Malicioso", menuOptionType: 3, link: "javascript:alert(1)", parentID: group.menuOptionID, displayOrder: 3 },
        { name: "Intranet", menuOptionType: 3, link: "/intranet", isPrivate: true, displayOrder: 2 },
        { name: "Inactivo", menuOptionType: 3, link: "/viejo", active: false, displayOrder: 3 },
        { name: "Transparencia", menuOptionType: 3, link: "/transparencia", section: "Transparency", displayOrder: 4 },
      ],
    });
    // The seeded demo menu is there too: look at this test's entries only.
    const ours = (menus: { name: string }[]) => menus.filter((m) => ["La entidad", "Intranet", "Inactivo", "Transparencia"].includes(m.name));
    const visitor = (await h.call("GET", "/api/v1/sitemap")).body;
    expect(ours(visitor.menus)).toEqual([
      {
        id: group.menuOptionID, name: "La entidad", target: { kind: "group" },
        children: [
          { id: expect.any(Number), name: "Noticias", target: { kind: "section", friendlyName: "noticias-mapa" }, children: [] },
          { id: expect.any(Number), name: "Sitio externo", target: { kind: "link", href: "https://www.gov.co" }, children: [] },
        ],
      },
    ]);
    expect(visitor.sections.map((s: { friendlyName: string }) => s.friendlyName)).toContain("noticias-mapa");
    expect(visitor.sections.map((s: { friendlyName: string }) => s.friendlyName)).not.toContain("privada-mapa");
    const logged = (await h.call("GET", "/api/v1/sitemap", undefined, citizen)).body;
    expect(ours(logged.menus).map((m) => m.name)).toEqual(["La entidad", "Intranet"]);
    expect(logged.sections.map((s: { friendlyName: string }) => s.friendlyName)).toContain("privada-mapa");
  });
});

describe("reordering items and groups (PUT transparency/sort)", () => {
  type TEntry = { kind: "item" | "group"; id: number };
  /** A group's entries as the page orders them (items and subgroups share one order; items first on a tie). */
  const entriesOf = (g: TTransparencyGroup): TEntry[] =>
    [
      ...g.items.map((i) => ({ order: i.displayOrder, tie: 0, e: { kind: "item" as const, id: i.transparencyItemID } })),
      ...g.children.map((c) => ({ order: c.displayOrder, tie: 1, e: { kind: "group" as const, id: c.transparencySectionID } })),
    ].sort((a, b) => a.order - b.order || a.tie - b.tie).map((x) => x.e);

  it("moves a group's item up and the main groups around; the order persists for visitors", async () => {
    const g1 = (await page(contents)).body.groups[0]!;
    const entries = entriesOf(g1);
    const moved = [entries[1]!, entries[0]!, ...entries.slice(2)];
    const res = await h.call("PUT", "/api/v1/transparency/sort", { parentID: g1.transparencySectionID, entries: moved }, contents);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ parentID: g1.transparencySectionID, sorted: entries.length });
    expect(entriesOf((await page()).body.groups[0]!)).toEqual(moved);

    const top = (await page()).body.groups.map((g) => ({ kind: "group" as const, id: g.transparencySectionID }));
    const swapped = [top[1]!, top[0]!, ...top.slice(2)];
    expect((await h.call("PUT", "/api/v1/transparency/sort", { parentID: null, entries: swapped }, contents)).status).toBe(200);
    expect((await page()).body.groups.map((g) => g.transparencySectionID)).toEqual(swapped.map((e) => e.id));
    // Back as it was, through tRPC this time.
    expect((await h.call("POST", "/trpc/transparency.sort", { parentID: null, entries: top }, contents)).status).toBe(200);
    expect((await page()).body.groups.map((g) => g.transparencySectionID)).toEqual(top.map((e) => e.id));
  });

  it("a list that is not exactly the parent's entries, or hostile input, changes nothing", async () => {
    const body = (await page(contents)).body;
    const g1 = body.groups[0]!;
    const entries = entriesOf(g1);
    const before = await snapshot();
    const foreign = { kind: "item" as const, id: flat(body.groups.slice(1)).flatMap((g) => g.items)[0]!.transparencyItemID };
    const bad: unknown[] = [
      { parentID: g1.transparencySectionID, entries: entries.slice(1) },
      { parentID: g1.transparencySectionID, entries: [...entries, foreign] },
      { parentID: g1.transparencySectionID, entries: [...entries.slice(1), foreign] },
      { parentID: g1.transparencySectionID, entries: [...entries, entries[0]] },
      { parentID: g1.transparencySectionID, entries: entries.map((e) => ({ ...e, kind: "group" })) },
      { parentID: null, entries },
      { parentID: 999999, entries },
      { parentID: g1.transparencySectionID, entries: [] },
      { parentID: g1.transparencySectionID, entries: "<script>alert(1)</script>" },
      { parentID: g1.transparencySectionID, entries: entries.map((e) => ({ ...e, kind: "<img src=x onerror=alert(1)>" })) },
      { parentID: g1.transparencySectionID, entries: Array.from({ length: 301 }, (_, i) => ({ kind: "item", id: i + 1 })) },
      { parentID: "1; DROP TABLE \"TransparencyItem\"", entries },
    ];
    for (const input of bad) {
      const res = await h.call("PUT", "/api/v1/transparency/sort", input, contents);
      expect(res.status, JSON.stringify(input).slice(0, 200)).toBe(400);
    }
    const missing = await h.call("PUT", "/api/v1/transparency/sort", { parentID: g1.transparencySectionID, entries: entries.slice(1) }, contents);
    expect(missing.body.error.details[0]).toEqual({ path: "entries", message: M.sortInvalid });
    expect(await snapshot()).toEqual(before);
  });

  it("only staff holding Contents reorder: anonymous 401, a citizen and a Settings administrator 403", async () => {
    const top = (await page()).body.groups.map((g) => ({ kind: "group" as const, id: g.transparencySectionID }));
    const before = await snapshot();
    for (const [token, status] of [[null, 401], [citizen, 403], [settingsOnly, 403]] as const) {
      expect((await h.call("PUT", "/api/v1/transparency/sort", { parentID: null, entries: [...top].reverse() }, token)).status).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
  });
});
