import { CONTENT_ACTIONS } from "@portal/schemas/contents/content-lifecycle";
import { CONTENT_SUCCESS_MESSAGES } from "@portal/schemas/contents/content-messages";
import { CONTENT_QUERY_MESSAGES as Q } from "@portal/schemas/contents/content-query-options";
import { CONTENT_VISIBILITY_LABELS } from "@portal/schemas/contents/content-visibility";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "./contents-testing.ts";

let h: ApiHarness;
let admin: string;
let citizen: string;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  citizen = (await h.registerCitizen()).token;
});

const HOUR = 60 * 60 * 1000;
const names = (res: { body: any }) => res.body.items.map((c: any) => c.name);
const list = (query: string, token: string | null = null) => h.call("GET", `/api/v1/contents?${query}`, undefined, token);
const act = (name: string, verb: string, token = admin) => h.call("POST", `/api/v1/contents/${name}/${verb}`, {}, token);
const article = (name: string, tagID: number, extra: Record<string, unknown> = {}) => createContent(h, admin, { ...FORMS.article, name, ...extra }, tagID);

describe("visibility: publication window, private contents and sections", () => {
  it("scheduled and expired contents are hidden from readers and labelled for administrators", async () => {
    const s = await createSection(h, admin);
    await article("Publicada hoy", s.tagID);
    const scheduled = await article("Programada mañana", s.tagID, { publishedDateFrom: new Date(Date.now() + 24 * HOUR).toISOString() });
    const expired = await article("Vencida ayer", s.tagID);
    // Its window closed an hour ago (written directly: the form refuses dates in the past, not what time does).
    await h.db.content.update({ where: { contentID: expired.contentID }, data: { publishedDateTo: new Date(Date.now() - HOUR) } });

    expect(names(await list(`tag=${s.friendlyName}`))).toEqual(["Publicada hoy"]);
    expect((await h.call("GET", `/api/v1/contents/${scheduled.friendlyName}`)).status).toBe(404);
    expect((await h.call("GET", `/api/v1/contents/${expired.friendlyName}`, undefined, citizen)).status).toBe(404);

    // Administrators: the active list carries the scheduled one labelled, the inactive list the expired one.
    const active = await list(`tag=${s.friendlyName}`, admin);
    expect(active.body.items.map((c: any) => [c.name, c.admin.label, c.admin.actions[0]])).toEqual([
      ["Programada mañana", CONTENT_VISIBILITY_LABELS.scheduled, "inactivate"],
      ["Publicada hoy", null, "inactivate"],
    ]);
    // The inactive list is the administrators' own: a visitor asking for it gets the published list.
    expect(names(await list(`tag=${s.friendlyName}&published=false`))).toEqual(["Publicada hoy"]);
    const inactive = await list(`tag=${s.friendlyName}&published=false`, admin);
    expect(inactive.body.items.map((c: any) => [c.name, c.admin.label, c.admin.actions[0]])).toEqual([
      ["Vencida ayer", CONTENT_VISIBILITY_LABELS.expired, "activate"],
    ]);

    // Activar republishes it (the past end of its window is cleared).
    expect((await act(expired.friendlyName, "enable")).status).toBe(200);
    expect(names(await list(`tag=${s.friendlyName}`))).toContain("Vencida ayer");
    const inactivate = await act(scheduled.friendlyName, "disable");
    expect(inactivate.status).toBe(200);
    expect((await act(scheduled.friendlyName, "disable")).body.error.details[0].message).toBe(CONTENT_ACTIONS.inactivate.refusal);
  });

  it("a private content or section needs a login, and answers a visitor exactly as an unknown one (404, no oracle)", async () => {
    const open = await createSection(h, admin);
    const closed = await createSection(h, admin, { isPrivate: true });
    const secret = await article("Contenido privado", open.tagID, { isPrivate: true });
    const inClosed = await article("En sección privada", closed.tagID);
    const unknownContent = await h.call("GET", "/api/v1/contents/no-existe-nunca");
    expect(unknownContent.status).toBe(404);
    for (const friendlyName of [secret.friendlyName, inClosed.friendlyName]) {
      const rest = await h.call("GET", `/api/v1/contents/${friendlyName}`);
      expect(rest.status).toBe(404);
      expect(rest.body).toEqual(unknownContent.body);
      const trpc = await h.call("GET", `/trpc/contents.detail?input=${encodeURIComponent(JSON.stringify({ friendlyName }))}`);
      expect(trpc.status).toBe(404);
      expect(trpc.body.error.message).toBe(unknownContent.body.error.message);
    }
    expect((await h.call("GET", `/api/v1/contents/${secret.friendlyName}`, undefined, citizen)).status).toBe(200);
    const unknownSection = await list("tag=no-existe-nunca");
    const closedSection = await list(`tag=${closed.friendlyName}`);
    expect(closedSection.status).toBe(404);
    expect(closedSection.body).toEqual(unknownSection.body);
    const trpcSection = await h.call(
      "GET",
      `/trpc/contents.sections.detail?input=${encodeURIComponent(JSON.stringify({ friendlyName: closed.friendlyName }))}`,
    );
    expect(trpcSection.status).toBe(404);
    expect(names(await list(`tag=${closed.friendlyName}`, citizen))).toEqual(["En sección privada"]);
    const anonymous = names(await list("pageSize=50"));
    expect(anonymous).not.toContain("Contenido privado");
    expect(anonymous).not.toContain("En sección privada");
    expect((await h.call("GET", "/api/v1/tags")).body.map((t: any) => t.tagID)).not.toContain(closed.tagID);
    // Search follows the same rules.
    const search = await h.call("GET", `/api/v1/contents/search?q=${encodeURIComponent("privado")}`);
    expect(names(search)).toEqual([]);
    // "privado" also finds "privada" (Spanish stems), both readable once logged in.
    expect(names(await h.call("GET", `/api/v1/contents/search?q=privado`, undefined, citizen)).sort()).toEqual(["Contenido privado", "En sección privada"]);
  });
});

describe("lifecycle actions (Activar/Inactivar, Destacar, Ocultar/Mostrar, mover, ordenar, eliminar)", () => {
  it("each toggle follows the transition table and the lists follow it", async () => {
    const s = await createSection(h, admin);
    const c = await article("Noticia del mercado", s.tagID);
    expect((await act(c.friendlyName, "disable", citizen)).status).toBe(403);
    expect((await act(c.friendlyName, "disable", null as unknown as string)).status).toBe(401);

    expect((await act(c.friendlyName, "disable")).status).toBe(200);
    expect(names(await list(`tag=${s.friendlyName}`))).toEqual([]);
    const again = await act(c.friendlyName, "disable");
    expect(again.status).toBe(400);
    expect(again.body.error.details[0].message).toBe(CONTENT_ACTIONS.inactivate.refusal);
    expect((await act(c.friendlyName, "enable")).status).toBe(200);

    const featured = await act(c.friendlyName, "feature");
    expect(featured.body.message).toBe(CONTENT_SUCCESS_MESSAGES.featured);
    expect(names(await list(`tag=${s.friendlyName}&featured=true`))).toEqual(["Noticia del mercado"]);
    expect((await act(c.friendlyName, "unfeature")).status).toBe(200);
    expect(names(await list(`tag=${s.friendlyName}&featured=true`))).toEqual([]);

    expect((await act(c.friendlyName, "unshowonhome")).status).toBe(200);
    expect(names(await list(`tag=${s.friendlyName}&showOnHome=true`))).toEqual([]);
    expect(names(await list(`tag=${s.friendlyName}&showOnHome=false`, admin))).toEqual(["Noticia del mercado"]);
    expect((await act(c.friendlyName, "showonhome")).status).toBe(200);
    expect(names(await list(`tag=${s.friendlyName}&showOnHome=true`))).toEqual(["Noticia del mercado"]);
  });

  it("two administrators at once, Inactivar and Destacar: both apply (inactive and featured), neither undoes the other", async () => {
    const s = await createSection(h, admin);
    for (let attempt = 0; attempt < 3; attempt++) {
      const c = await article(`Noticia de dos administradores ${attempt}`, s.tagID);
      const done = await Promise.all([act(c.friendlyName, "disable"), act(c.friendlyName, "feature")]);
      expect(done.map((r) => r.status)).toEqual([200, 200]);
      const stored = await h.db.content.findUniqueOrThrow({ where: { contentID: c.contentID } });
      expect({ published: stored.published, isFeatured: stored.isFeatured }).toEqual({ published: false, isFeatured: true });
    }
  });

  it("deleted twice at once (a double click, two administrators): one deletes it, the other is told it does not exist", async () => {
    const s = await createSection(h, admin);
    for (let attempt = 0; attempt < 3; attempt++) {
      const c = await article(`Contenido borrado dos veces ${attempt}`, s.tagID);
      const deleted = await Promise.all([0, 1].map(() => h.call("DELETE", `/api/v1/contents/${c.contentID}`, undefined, admin)));
      expect(deleted.map((r) => r.status).sort()).toEqual([200, 404]);
      expect(deleted.find((r) => r.status === 404)!.body.error.message).toBe(Q.notFound);
    }
  });

  it("delete is refused for required contents; move needs a section that accepts the type", async () => {
    const s = await createSection(h, admin);
    const required = await article("Contenido obligatorio", s.tagID);
    await h.db.content.update({ where: { contentID: required.contentID }, data: { isRequired: true } });
    const refusedDelete = await h.call("DELETE", `/api/v1/contents/${required.contentID}`, undefined, admin);
    expect(refusedDelete.status).toBe(400);
    expect(refusedDelete.body.error.details[0].message).toBe(CONTENT_ACTIONS.delete.refusal);
    const plain = await article("Contenido para borrar", s.tagID);
    const deleted = await h.call("DELETE", `/api/v1/contents/${plain.contentID}`, undefined, admin);
    expect(deleted.body.message).toBe(CONTENT_SUCCESS_MESSAGES.deleted);
    expect(await h.db.content.count({ where: { contentID: { in: [plain.contentID, required.contentID] } } })).toBe(1);

    const target = await createSection(h, admin);
    const onlyVotes = await createSection(h, admin, { validContentTypes: [3] });
    const wrong = await h.call("POST", "/api/v1/contents/move", { contentIDs: [required.contentID], tagID: onlyVotes.tagID }, admin);
    expect(wrong.body.error.details[0].message).toBe(Q.typeNotAllowed);
    const moved = await h.call("POST", "/api/v1/contents/move", { contentIDs: [required.contentID], tagID: target.tagID }, admin);
    expect(moved.body.message).toBe(CONTENT_SUCCESS_MESSAGES.moved);
    expect(names(await list(`tag=${target.friendlyName}`))).toEqual(["Contenido obligatorio"]);
    expect(names(await list(`tag=${s.friendlyName}`))).toEqual([]);
  });

  it("drag ordering applies to Sortable sections only", async () => {
    const sortable = await createSection(h, admin, { templateType: "Sortable" });
    const a = await article("Primero creado", sortable.tagID);
    await article("Segundo creado", sortable.tagID);
    await article("Tercero creado", sortable.tagID);
    expect(names(await list(`tag=${sortable.friendlyName}`))).toEqual(["Tercero creado", "Segundo creado", "Primero creado"]);
    expect((await h.call("POST", `/api/v1/contents/${a.contentID}/sort/0`, {}, admin)).status).toBe(200);
    expect(names(await list(`tag=${sortable.friendlyName}`))).toEqual(["Primero creado", "Tercero creado", "Segundo creado"]);

    const plain = await createSection(h, admin);
    const b = await article("En sección normal", plain.tagID);
    const res = await h.call("POST", `/api/v1/contents/${b.contentID}/sort/0`, {}, admin);
    expect(res.body.error.details[0].message).toBe(Q.notSortable);
  });

  it("a content moves beside its real neighbour (the staff list's arrows), across pages and past inactive contents", async () => {
    const sortable = await createSection(h, admin, { templateType: "Sortable" });
    const sort = (input: Record<string, unknown>) => h.call("POST", "/trpc/contents.sort", { tagID: sortable.tagID, ...input }, admin);
    const [first, second, third, fourth] = [
      await article("Cuarto creado", sortable.tagID),
      await article("Tercero creado", sortable.tagID),
      await article("Segundo creado", sortable.tagID),
      await article("Primero creado", sortable.tagID),
    ].reverse();
    const page = async (n: number) => names(await list(`tag=${sortable.friendlyName}&page=${n}&pageSize=2`, admin));
    expect([...(await page(1)), ...(await page(2))]).toEqual(["Primero creado", "Segundo creado", "Tercero creado", "Cuarto creado"]);

    // "Subir" on the first of page 2: before the last of page 1.
    expect((await sort({ id: third!.contentID, before: second!.contentID })).status).toBe(200);
    expect(await page(1)).toEqual(["Primero creado", "Tercero creado"]);
    // "Bajar" on the last of page 1: after the first of page 2.
    expect((await sort({ id: third!.contentID, after: second!.contentID })).status).toBe(200);
    expect(await page(1)).toEqual(["Primero creado", "Segundo creado"]);
    expect(await page(2)).toEqual(["Tercero creado", "Cuarto creado"]);

    // An inactive content between two active ones: "Subir" passes the active neighbour, not the hidden one.
    await act(third!.friendlyName, "disable");
    expect(names(await list(`tag=${sortable.friendlyName}`, admin))).toEqual(["Primero creado", "Segundo creado", "Cuarto creado"]);
    expect((await sort({ id: fourth!.contentID, before: second!.contentID })).status).toBe(200);
    expect(names(await list(`tag=${sortable.friendlyName}`, admin))).toEqual(["Primero creado", "Cuarto creado", "Segundo creado"]);

    // A neighbour outside the section, or no place at all, is refused in Spanish.
    const elsewhere = await article("En otra sección", (await createSection(h, admin)).tagID);
    const outside = await sort({ id: first!.contentID, after: elsewhere.contentID });
    expect([outside.status, outside.body.error.data.details[0].message]).toEqual([400, Q.notFound]);
    const nowhere = await sort({ id: first!.contentID });
    expect([nowhere.status, nowhere.body.error.data.details[0].message]).toEqual([400, Q.sortPlace]);
  });

  it("orderBy=comments: contents commented on in the last six months, most commented in that time first", async () => {
    const s = await createSection(h, admin);
    const recentTwo = await article("Debate del presupuesto participativo", s.tagID);
    const recentOne = await article("Consulta del plan de movilidad", s.tagID);
    const oldOnly = await article("Foro antiguo de seguridad", s.tagID);
    const silent = await article("Noticia sin comentarios", s.tagID);
    const longAgo = new Date(Date.now() - 200 * 24 * 3600_000);
    const comment = (contentID: number, creationDate = new Date(), status: "Published" | "Pending" = "Published") =>
      h.db.comment.create({ data: { contentID, value: "Comentario de prueba de la ciudadanía", creationDate, status } });
    await comment(recentTwo.contentID);
    await comment(recentTwo.contentID);
    await comment(recentOne.contentID);
    await comment(recentOne.contentID, new Date(), "Pending");
    for (let i = 0; i < 5; i++) await comment(oldOnly.contentID, longAgo);
    // Counters as the comment use cases keep them: the old forum has the most comments overall, all old.
    await h.db.content.update({ where: { contentID: oldOnly.contentID }, data: { countComments: 5 } });
    await h.db.content.update({ where: { contentID: recentTwo.contentID }, data: { countComments: 2 } });
    await h.db.content.update({ where: { contentID: recentOne.contentID }, data: { countComments: 1 } });
    const res = await list(`tag=${s.friendlyName}&orderBy=comments`);
    expect(res.status).toBe(200);
    expect(names(res)).toEqual([recentTwo.name, recentOne.name]);
    expect(res.body.total).toBe(2);
    expect(names(res)).not.toContain(silent.name);
  });

  it("GET contents takes the spec's includeTypes, includeLabels and includeTags lists (and the isFull/isMobile hints)", async () => {
    const s = await createSection(h, admin);
    const other = await createSection(h, admin);
    const news = await article("Noticia de la semana", s.tagID);
    await createContent(h, admin, { ...FORMS.vote, name: "Votación de la semana" }, s.tagID);
    const elsewhere = await article("Noticia de otra sección", other.tagID);
    const label = (await h.call("POST", "/api/v1/labels", { name: "Obras", description: "Obras públicas", defaultTagID: s.tagID, subLabels: [] }, admin)).body
      .labelID;
    await h.call("PUT", `/api/v1/contents/${news.friendlyName}`, { ...FORMS.article, name: news.name, tags: [s.tagID], labels: [label] }, admin);
    expect(names(await list(`tag=${s.friendlyName}&includeTypes=1&isFull=true&isMobile=false`))).toEqual([news.name]);
    expect(names(await list(`includeLabels=${label}`))).toEqual([news.name]);
    expect(names(await list(`includeTags=${other.tagID}`))).toEqual([elsewhere.name]);
    expect(names(await list(`tag=${s.friendlyName}&includeTypes=3`))).toEqual(["Votación de la semana"]);
  });

  it("lists are paginated with the shared page shape", async () => {
    const s = await createSection(h, admin);
    for (const n of ["Uno", "Dos", "Tres"]) await article(`Noticia ${n} del barrio`, s.tagID);
    const page = await list(`tag=${s.friendlyName}&pageSize=2&page=2`);
    expect(page.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(names(page)).toEqual(["Noticia Uno del barrio"]);
  });
});

describe("search (/buscar)", () => {
  it("finds Spanish words in another inflection and without accents, published only, 3 characters minimum", async () => {
    const s = await createSection(h, admin);
    await article("Jornada de vacunación canina", s.tagID, { description: "Las vacunaciones gratuitas para perros y gatos del municipio" });
    const hidden = await article("Vacunación suspendida", s.tagID);
    await act(hidden.friendlyName, "disable");
    const found = await h.call("GET", `/api/v1/contents/search?q=${encodeURIComponent("vacunacion")}`);
    expect(names(found)).toEqual(["Jornada de vacunación canina"]);
    expect(names(await h.call("GET", `/api/v1/contents/search?q=${encodeURIComponent("vacunaciones caninas")}`))).toEqual(["Jornada de vacunación canina"]);
    expect(names(await h.call("GET", `/api/v1/contents/search?q=vacunacion&contentType=3`))).toEqual([]);
    const short = await h.call("GET", "/api/v1/contents/search?q=va");
    expect(short.status).toBe(400);
    expect(short.body.error.details[0].message).toBe(Q.searchMin);
    // The list's keyword filter uses the same index.
    expect(names(await list(`tag=${s.friendlyName}&keyword=perros`))).toEqual(["Jornada de vacunación canina"]);
  });
});
