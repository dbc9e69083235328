import { MENU_MESSAGES as M } from "@portal/schemas/menus/menu-option.schema";
import { RELATED_SITE_MESSAGES as R } from "@portal/schemas/menus/related-site.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { createContent, createSection, FORMS } from "../contents/contents-testing.ts";

let h: ApiHarness;
let menus: string;
let contents: string;
let citizen: string;

useApiHarness(async (started) => {
  h = started;
  menus = await h.registerStaff("Menus");
  contents = await h.registerStaff("Contents");
  citizen = (await h.registerCitizen()).token;
});

const count = () => h.db.menuOption.count();
const link = (extra: Record<string, unknown> = {}) => ({
  menuOptionType: 3,
  name: "Pagos en línea",
  description: "Paga tus impuestos desde la casa.",
  link: "https://pagos.example.gov.co",
  icon: "enlace",
  ...extra,
});
const names = (items: any[]): unknown[] => items.map((i) => (i.children?.length ? [i.name, names(i.children)] : i.name));

describe("the demo menu of a fresh portal", () => {
  it("has Inicio, the Trámites y servicios group with PQRDS and certificates, and the Noticias wall", async () => {
    const res = await h.call("GET", "/api/v1/menuoptions?section=Home");
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: any) => i.name)).toEqual(["Inicio", "Trámites y servicios", "Noticias"]);
    const group = res.body.items[1];
    expect(group).toMatchObject({ menuOptionType: 4, typeName: "Grupo", href: null });
    expect(group.children.map((c: any) => [c.name, c.href])).toEqual([
      ["Trámites en línea", "/tema/tramites-y-servicios"],
      ["PQRDS", "/pqrds"],
      ["Consulta tu PQRDS", "/pqrds/seguimiento"],
      ["Certificado de paz y salvo", "/tramites/certificado-paz-y-salvo"],
      ["Certificado de uso de suelo", "/tramites/uso-suelo"],
      ["Certificado de estratificación", "/tramites/estratificacion"],
      ["Certificado de residencia", "/tramites/residencia"],
      ["Certificado laboral", "/tramites/laboral"],
      ["Validez de certificados", "/validez"],
    ]);
    expect(res.body.items[2]).toMatchObject({ typeName: "Muro Timeline", href: "/tema/noticias", external: false });
    expect(res.body.items[0]).toMatchObject({ canBeDeleted: false, href: "/" });
  });
});

describe("who may edit the menu", () => {
  it("anonymous 401, a citizen and a content administrator 403: nothing stored", async () => {
    const before = await count();
    expect((await h.call("POST", "/api/v1/menuoptions", link())).status).toBe(401);
    expect((await h.call("POST", "/api/v1/menuoptions", link(), citizen)).status).toBe(403);
    const other = await h.call("POST", "/api/v1/menuoptions", link(), contents);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe("No tienes permisos para realizar esta acción");
    const first = (await h.db.menuOption.findFirstOrThrow({ where: { name: "Noticias" } })).menuOptionID;
    expect((await h.call("DELETE", `/api/v1/menuoptions/${first}`, undefined, contents)).status).toBe(403);
    expect((await h.call("PUT", `/api/v1/menuoptions/${first}/state`, { active: false }, citizen)).status).toBe(403);
    expect((await h.call("POST", "/api/v1/sites/related", { name: "Gobernación", allowedUrl: "https://gob.example" }, contents)).status).toBe(403);
    expect(await count()).toBe(before);
    expect((await h.db.menuOption.findUniqueOrThrow({ where: { menuOptionID: first } })).active).toBe(true);
  });
});

describe("the menu editor", () => {
  let groupID: number;

  it("creates a group, then a link item inside it, at the end of each level", async () => {
    const group = await h.call("POST", "/api/v1/menuoptions", { menuOptionType: 4, name: "Atención al ciudadano", icon: "usuario" }, menus);
    expect(group.status, JSON.stringify(group.body)).toBe(201);
    groupID = group.body.menuOptionID;
    expect(group.body).toMatchObject({ menuOptionType: 4, section: "Home", parentID: null, active: true, displayOrder: 3 });
    const item = await h.call("POST", "/api/v1/menuoptions", link({ parentID: groupID }), menus);
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    expect(item.body).toMatchObject({ parentID: groupID, href: "https://pagos.example.gov.co", external: true, displayOrder: 0 });
    const tree = await h.call("GET", "/api/v1/menuoptions");
    expect(names(tree.body.items)).toContainEqual(["Atención al ciudadano", ["Pagos en línea"]]);
  });

  it("refuses hostile and bad input with the schema's messages, changing nothing", async () => {
    const before = await count();
    const bad = async (body: Record<string, unknown>) => {
      const res = await h.call("POST", "/api/v1/menuoptions", body, menus);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body.error.details[0].message;
    };
    expect(await bad(link({ link: "javascript:alert(document.cookie)" }))).toBe(M.link);
    expect(await bad(link({ link: " JAVASCRIPT:alert(1)" }))).toBe(M.link);
    expect(await bad(link({ link: "//evil.example/phish" }))).toBe(M.link);
    expect(await bad(link({ link: "data:text/html;base64,PHNjcmlwdD4=" }))).toBe(M.link);
    expect(await bad(link({ name: "<script>alert(1)</script>" }))).toBe(M.noMarkup);
    expect(await bad(link({ description: "<img src=x onerror=alert(1)> descripción" }))).toBe(M.noMarkup);
    expect(await bad(link({ name: "ab" }))).toBe(M.nameMin);
    expect(await bad(link({ description: "d".repeat(101) }))).toBe(M.descriptionMax);
    expect(await bad(link({ icon: null }))).toBe(M.icon);
    expect(await bad({ menuOptionType: 4, name: "" })).toBe(M.groupNameRequired);
    expect(await bad(link({ menuOptionType: 2, link: null }))).toBe(M.content);
    expect(await bad(link({ menuOptionType: 2, relatedID: 999999 }))).toBe(M.content);
    expect(await bad(link({ menuOptionType: 0, contentType: [] }))).toBe(M.contentTypes);
    expect(await bad(link({ menuOptionType: 0, contentType: [1], relatedID: 999999 }))).toBe(M.sectionNotFound);
    // The parent must be a group of the same section.
    const inicio = (await h.db.menuOption.findFirstOrThrow({ where: { name: "Inicio" } })).menuOptionID;
    expect(await bad(link({ parentID: inicio }))).toBe(M.parentNotGroup);
    expect(await bad(link({ parentID: groupID, section: "Transparency" }))).toBe(M.parentNotGroup);
    // An item's id in a POST body does not turn the POST into an update of that item.
    const created = await h.call("POST", "/api/v1/menuoptions", link({ menuOptionID: inicio, name: "Pagos de predial" }), menus);
    expect(created.status).toBe(201);
    expect(created.body.menuOptionID).not.toBe(inicio);
    expect((await h.db.menuOption.findUniqueOrThrow({ where: { menuOptionID: inicio } })).name).toBe("Inicio");
    await h.call("DELETE", `/api/v1/menuoptions/${created.body.menuOptionID}`, undefined, menus);
    expect(await count()).toBe(before);
    // A hostile link cannot be slipped in by an update either.
    const item = await h.db.menuOption.findFirstOrThrow({ where: { name: "Pagos en línea" } });
    const put = await h.call("PUT", `/api/v1/menuoptions/${item.menuOptionID}`, link({ parentID: groupID, link: "javascript:alert(1)" }), menus);
    expect(put.status).toBe(400);
    expect((await h.db.menuOption.findUniqueOrThrow({ where: { menuOptionID: item.menuOptionID } })).link).toBe("https://pagos.example.gov.co");
    // A row written around the editor (SQL, an import) is never served as a link.
    const sneaked = await h.db.menuOption.create({
      data: { name: "Colado", description: "Escrito directamente en la base", menuOptionType: 3, link: "javascript:alert(1)", icon: "enlace" },
    });
    const served = (await h.call("GET", "/api/v1/menuoptions")).body.items.find((i: any) => i.menuOptionID === sneaked.menuOptionID);
    expect(served).toMatchObject({ href: null, external: false });
    await h.db.menuOption.delete({ where: { menuOptionID: sneaked.menuOptionID } });
  });

  it("a parent with children cannot be deleted; a protected entry neither; an empty group can", async () => {
    const refused = await h.call("DELETE", `/api/v1/menuoptions/${groupID}`, undefined, menus);
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].message).toBe(M.hasChildren);
    const inicio = (await h.db.menuOption.findFirstOrThrow({ where: { name: "Inicio" } })).menuOptionID;
    const protectedOne = await h.call("DELETE", `/api/v1/menuoptions/${inicio}`, undefined, menus);
    expect(protectedOne.body.error.details[0].message).toBe(M.notDeletable);
    // Nor can a group with items turn into an item.
    const retyped = await h.call("PUT", `/api/v1/menuoptions/${groupID}`, link(), menus);
    expect(retyped.body.error.details[0].message).toBe(M.groupTypeLocked);
    expect(await h.db.menuOption.count({ where: { menuOptionID: { in: [groupID, inicio] } } })).toBe(2);

    const empty = await h.call("POST", "/api/v1/menuoptions", { menuOptionType: 4, name: "Grupo vacío" }, menus);
    expect((await h.call("DELETE", `/api/v1/menuoptions/${empty.body.menuOptionID}`, undefined, menus)).status).toBe(200);
    expect((await h.call("DELETE", `/api/v1/menuoptions/${empty.body.menuOptionID}`, undefined, menus)).status).toBe(404);
  });

  it("private entries show only to logged users; inactive ones only to those who manage menus", async () => {
    const privateItem = await h.call("POST", "/api/v1/menuoptions", link({ name: "Intranet de funcionarios", link: "/intranet", isPrivate: true }), menus);
    const privateGroup = await h.call("POST", "/api/v1/menuoptions", { menuOptionType: 4, name: "Área privada", isPrivate: true }, menus);
    await h.call("POST", "/api/v1/menuoptions", link({ name: "Nómina", link: "/nomina", parentID: privateGroup.body.menuOptionID }), menus);
    const off = await h.call("POST", "/api/v1/menuoptions", link({ name: "Encuesta cerrada", link: "/encuesta" }), menus);
    const state = await h.call("PUT", `/api/v1/menuoptions/${off.body.menuOptionID}/state`, { active: false }, menus);
    expect(state.body).toEqual({ menuOptionID: off.body.menuOptionID, active: false });
    const top = async (token?: string) => (await h.call("GET", "/api/v1/menuoptions", undefined, token)).body.items.map((i: any) => i.name);

    const anonymous = await top();
    expect(anonymous).not.toContain("Intranet de funcionarios");
    expect(anonymous).not.toContain("Área privada");
    expect(anonymous).not.toContain("Encuesta cerrada");
    expect((await h.call("GET", "/api/v1/menuoptions/find?keyword=nomina")).body).toEqual([]);
    expect((await h.call("GET", "/api/v1/menuoptions/find?keyword=nomina", undefined, citizen)).body.map((i: any) => [i.name, i.groupName])).toEqual([
      ["Nómina", "Área privada"],
    ]);

    const logged = await top(citizen);
    expect(logged).toEqual(expect.arrayContaining(["Intranet de funcionarios", "Área privada"]));
    expect(logged).not.toContain("Encuesta cerrada");
    expect(await top(contents)).not.toContain("Encuesta cerrada");

    const manager = (await h.call("GET", "/api/v1/menuoptions", undefined, menus)).body.items;
    expect(manager.find((i: any) => i.name === "Encuesta cerrada")).toMatchObject({ active: false });
    expect(privateItem.status).toBe(201);
  });

  it("a Content item leads to its content; a Tag or Orderable item without a section gets a new one", async () => {
    const content = await h.db.content.findFirstOrThrow({ where: { name: "La entidad abre su portal ciudadano" } });
    const item = await h.call(
      "POST",
      "/api/v1/menuoptions",
      link({ menuOptionType: 2, name: "Nuestro portal", link: null, relatedID: content.contentID }),
      menus,
    );
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    expect(item.body).toMatchObject({ contentName: content.name, href: `/publicaciones/${content.friendlyName}`, link: null });
    const wall = await h.call("POST", "/api/v1/menuoptions", link({ menuOptionType: 1, name: "Obras públicas", link: null, contentType: [1, 15] }), menus);
    expect(wall.status, JSON.stringify(wall.body)).toBe(201);
    expect(wall.body).toMatchObject({ typeName: "Muro personalizable", href: "/tema/obras-publicas", contentType: [1, 15] });
    const tag = await h.db.tag.findUniqueOrThrow({ where: { friendlyName: "obras-publicas" } });
    expect(tag).toMatchObject({ tagID: wall.body.relatedID, templateType: "Sortable", validContentTypes: [1, 15] });
  });

  it("an item leading to a content or section the reader may not open tells them neither its title nor its address", async () => {
    const section = await createSection(h, contents);
    const withdrawn = await createContent(h, contents, { ...FORMS.article, name: "Lista de admitidos a la convocatoria" }, section.tagID);
    const members = await createContent(h, contents, { ...FORMS.article, name: "Circular interna de funcionarios", isPrivate: true }, section.tagID);
    const hidden = await createSection(h, contents, { name: "Comité de convivencia laboral", isPrivate: true });
    const item = async (extra: Record<string, unknown>) => {
      const res = await h.call("POST", "/api/v1/menuoptions", link({ link: null, ...extra }), menus);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.menuOptionID as number;
    };
    const ids = {
      withdrawn: await item({ menuOptionType: 2, name: "Convocatoria", relatedID: withdrawn.contentID }),
      members: await item({ menuOptionType: 2, name: "Circulares", relatedID: members.contentID }),
      hidden: await item({ menuOptionType: 0, name: "Comité", relatedID: hidden.tagID, contentType: [1] }),
    };
    expect((await h.call("POST", `/api/v1/contents/${withdrawn.friendlyName}/disable`, {}, contents)).status).toBe(200);
    const entries = async (token?: string) => {
      const res = await h.call("GET", "/api/v1/menuoptions", undefined, token);
      expect(res.status).toBe(200);
      return new Map((res.body.items as any[]).map((e) => [e.menuOptionID as number, e]));
    };

    // A visitor: none of the three leads anywhere or carries the content's title.
    const visitor = await entries();
    for (const id of Object.values(ids)) expect(visitor.get(id)).toMatchObject({ href: null, contentName: null });
    const text = JSON.stringify([...visitor.values()]);
    for (const secret of [withdrawn.name, withdrawn.friendlyName, members.name, members.friendlyName, hidden.friendlyName]) expect(text).not.toContain(secret);
    // A citizen opens what is private to members, not the withdrawn publication.
    const member = await entries(citizen);
    expect(member.get(ids.withdrawn)).toMatchObject({ href: null, contentName: null });
    expect(member.get(ids.members)).toMatchObject({ href: `/publicaciones/${members.friendlyName}`, contentName: members.name });
    expect(member.get(ids.hidden)).toMatchObject({ href: `/tema/${hidden.friendlyName}` });
    // Who manages the menu still sees where each item points.
    const manager = await entries(menus);
    expect(manager.get(ids.withdrawn)).toMatchObject({ href: `/publicaciones/${withdrawn.friendlyName}`, contentName: withdrawn.name });
  });

  it("the internal mail item keeps its name and description", async () => {
    const mail = await h.call("POST", "/api/v1/menuoptions", link({ name: "Correo interno", description: null, link: "https://correo.example.gov.co" }), menus);
    expect(mail.status, JSON.stringify(mail.body)).toBe(201);
    const put = await h.call(
      "PUT",
      `/api/v1/menuoptions/${mail.body.menuOptionID}`,
      link({ name: "Otro nombre", description: "Otra descripción del ítem", link: "https://webmail.example.gov.co" }),
      menus,
    );
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: "Correo interno", description: null, link: "https://webmail.example.gov.co" });
  });

  it("sorts one level: exactly its entries, in the new order", async () => {
    const items = (await h.db.menuOption.findMany({ where: { parentID: groupID }, orderBy: { displayOrder: "asc" } })).map((i) => i.menuOptionID);
    await h.call("POST", "/api/v1/menuoptions", link({ name: "Impuesto predial", parentID: groupID }), menus);
    const all = (await h.db.menuOption.findMany({ where: { parentID: groupID }, orderBy: { displayOrder: "asc" } })).map((i) => i.menuOptionID);
    expect(all.length).toBe(items.length + 1);
    const partial = await h.call("POST", "/api/v1/menuoptions/sort", { parentID: groupID, order: items }, menus);
    expect(partial.body.error.details[0].message).toBe(M.sortInvalid);
    const foreign = await h.call("POST", "/api/v1/menuoptions/sort", { parentID: groupID, order: [...all.slice(1), 1] }, menus);
    expect(foreign.status).toBe(400);
    const reversed = [...all].reverse();
    expect((await h.call("POST", "/api/v1/menuoptions/sort", { parentID: groupID, order: reversed }, menus)).status).toBe(200);
    const group = (await h.call("GET", `/api/v1/menuoptions/${groupID}`, undefined, menus)).body;
    expect(group.children.map((c: any) => c.menuOptionID)).toEqual(reversed);
  });

  it("searches: GET menuoptions with a keyword keeps matching groups' items; featured lists the main entries", async () => {
    const res = await h.call("GET", "/api/v1/menuoptions?keyword=CERTIFICADO");
    expect(names(res.body.items)).toEqual([
      [
        "Trámites y servicios",
        [
          "Certificado de paz y salvo",
          "Certificado de uso de suelo",
          "Certificado de estratificación",
          "Certificado de residencia",
          "Certificado laboral",
          "Validez de certificados",
        ],
      ],
    ]);
    const paged = await h.call("GET", "/api/v1/menuoptions?pageSize=2&page=2");
    expect(paged.body).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.body.items).toHaveLength(2);
    expect((await h.call("GET", "/api/v1/menuoptions?pageSize=51")).status).toBe(400);
    const featured = await h.call("GET", "/api/v1/menuoptions/featured");
    expect(featured.body.map((i: any) => i.name)).toEqual(["Inicio", "Trámites y servicios", "Noticias"]);
  });
});

describe("related sites (sites/related)", () => {
  it("are created, searched (Page, PageSize, KeyWord), updated and deleted by the Menus permission", async () => {
    const before = await h.db.relatedEntity.count();
    for (const body of [
      { name: "x", allowedUrl: "javascript:alert(1)" },
      { name: "<script>x</script>", allowedUrl: "https://a.example" },
      { name: "", allowedUrl: "" },
    ]) {
      expect((await h.call("POST", "/api/v1/sites/related", body, menus)).status).toBe(400);
    }
    const empty = await h.call("POST", "/api/v1/sites/related", { name: "", allowedUrl: "" }, menus);
    expect([empty.status, empty.body.error]).toEqual([
      400,
      {
        status: 400,
        code: "BAD_REQUEST",
        message: R.nameRequired,
        details: [
          { path: "name", message: R.nameRequired },
          { path: "allowedUrl", message: R.linkRequired },
        ],
      },
    ]);
    expect(await h.db.relatedEntity.count()).toBe(before);
    const created = await h.call("POST", "/api/v1/sites/related", { name: "Gobernación de Antioquia", allowedUrl: "https://antioquia.gov.co", id: 77 }, menus);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await h.call("POST", "/api/v1/sites/related", { name: "Alcaldía de Medellín", allowedUrl: "https://medellin.gov.co" }, menus);
    const found = await h.call("GET", "/api/v1/sites/related/search?Page=1&PageSize=1&KeyWord=gober");
    expect(found.body).toMatchObject({ total: 1, page: 1, pageSize: 1 });
    expect(found.body.items[0]).toMatchObject({ name: "Gobernación de Antioquia", allowedUrl: "https://antioquia.gov.co" });

    const bad = await h.call("PUT", `/api/v1/sites/related?id=${created.body.id}`, { name: "Gobernación", allowedUrl: "javascript:alert(1)" }, menus);
    expect(bad.body.error.details[0].message).toBe(R.linkInvalid);
    const put = await h.call(
      "PUT",
      `/api/v1/sites/related?id=${created.body.id}`,
      { name: "Gobernación de Antioquia (sede)", allowedUrl: "https://www.antioquia.gov.co" },
      menus,
    );
    expect(put.body).toMatchObject({ name: "Gobernación de Antioquia (sede)" });
    const panel = await h.call("GET", "/api/v1/menuoptions/relatedsites");
    expect(panel.body.map((s: any) => s.name)).toEqual(["Alcaldía de Medellín", "Gobernación de Antioquia (sede)"]);

    expect((await h.call("DELETE", `/api/v1/sites/related?id=${created.body.id}`, undefined, menus)).status).toBe(200);
    expect((await h.call("DELETE", `/api/v1/sites/related?id=${created.body.id}`, undefined, menus)).status).toBe(404);
    expect((await h.call("GET", "/api/v1/sites/related/search?KeyWord=gober")).body.total).toBe(0);
  });
});

describe("the site's QR code", () => {
  it("is the portal's public address as an SVG", async () => {
    const res = await h.call("GET", "/api/v1/qrCode");
    expect(res.status).toBe(200);
    expect(res.body.url).toBe(`${h.env.publicUrl}/`);
    expect(res.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(res.body.qr.split(",")[1], "base64").toString()).toContain("<svg");
  });
});
