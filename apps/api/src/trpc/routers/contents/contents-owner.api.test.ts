import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "./contents-testing.ts";

let h: ApiHarness;
let section: { tagID: number; friendlyName: string };
let ownerId: number;
const who: Record<"visitor" | "logged" | "owner" | "contentAdmin" | "commentAdmin", string | null> = {
  visitor: null,
  logged: null,
  owner: null,
  contentAdmin: null,
  commentAdmin: null,
};

useApiHarness(async (started) => {
  h = started;
  who.contentAdmin = await contentAdmin(h);
  who.logged = (await h.registerCitizen()).token;
  const owner = await h.registerCitizen();
  who.owner = owner.token;
  ownerId = (await h.db.user.findUniqueOrThrow({ where: { email: owner.email } })).id;
  const commentAdmin = await h.registerCitizen();
  await h.db.userPermission.create({
    data: { userId: (await h.db.user.findUniqueOrThrow({ where: { email: commentAdmin.email } })).id, permission: "Comments" },
  });
  who.commentAdmin = commentAdmin.token;
  section = await createSection(h, who.contentAdmin);
});

/** A content authored by the "owner" user (Content.userId), as a content author's contents are. */
async function ownedContent(name: string) {
  const content = await createContent(h, who.contentAdmin!, { ...FORMS.article, name }, section.tagID);
  await h.db.content.update({ where: { contentID: content.contentID }, data: { userId: ownerId } });
  return content;
}

const detail = (friendlyName: string, token: string | null) =>
  h.call("GET", `/trpc/contents.detail?input=${encodeURIComponent(JSON.stringify({ friendlyName }))}`, undefined, token);
const edit = (c: { friendlyName: string }, token: string | null, name: string) =>
  h.call("PUT", `/api/v1/contents/${c.friendlyName}`, { ...FORMS.article, name, tags: [section.tagID] }, token);

describe("content owners (spec 02 §6): the permission matrix of edit and delete", () => {
  it("edit: visitor 401, other logged user and comment admin 403 (nothing changes), owner and content admin 200", async () => {
    const c = await ownedContent("Obra de la biblioteca municipal");
    expect((await edit(c, who.visitor, "Cambio anónimo del nombre")).status).toBe(401);
    expect((await edit(c, who.logged, "Cambio ajeno del nombre")).status).toBe(403);
    expect((await edit(c, who.commentAdmin, "Cambio del moderador")).status).toBe(403);
    expect((await h.db.content.findUniqueOrThrow({ where: { contentID: c.contentID } })).name).toBe("Obra de la biblioteca municipal");
    const byOwner = await edit(c, who.owner, "Obra de la biblioteca, segunda etapa");
    expect(byOwner.status, JSON.stringify(byOwner.body)).toBe(200);
    expect(byOwner.body.name).toBe("Obra de la biblioteca, segunda etapa");
    expect((await edit(c, who.contentAdmin, "Obra de la biblioteca, revisada")).status).toBe(200);
  });

  it("the owner's edit keeps the administrator's flags: an inactivated content stays inactive, featured stays", async () => {
    const c = await ownedContent("Convocatoria de artistas locales");
    await h.call("POST", `/api/v1/contents/${c.friendlyName}/feature`, {}, who.contentAdmin);
    await h.call("POST", `/api/v1/contents/${c.friendlyName}/disable`, {}, who.contentAdmin);
    const res = await h.call(
      "PUT",
      `/api/v1/contents/${c.friendlyName}`,
      { ...FORMS.article, name: "Convocatoria de artistas", isFeatured: false, tags: [section.tagID] },
      who.owner,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await h.db.content.findUniqueOrThrow({ where: { contentID: c.contentID } });
    expect({ name: row.name, published: row.published, isFeatured: row.isFeatured }).toEqual({
      name: "Convocatoria de artistas",
      published: false,
      isFeatured: true,
    });
  });

  it('the detail tells who may edit (the "Editar" button): owner and content admin only', async () => {
    const c = await ownedContent("Mantenimiento del parque central");
    const canEdit = async (token: string | null) => (await detail(c.friendlyName, token)).body.result.data.canEdit;
    expect(await canEdit(who.visitor)).toBe(false);
    expect(await canEdit(who.logged)).toBe(false);
    expect(await canEdit(who.commentAdmin)).toBe(false);
    expect(await canEdit(who.owner)).toBe(true);
    expect(await canEdit(who.contentAdmin)).toBe(true);
  });

  it("delete: visitor 401, other logged user and comment admin 403, owner 200; toggles stay with administrators", async () => {
    const c = await ownedContent("Jornada de vacunación");
    const del = (token: string | null) => h.call("DELETE", `/api/v1/contents/${c.contentID}`, undefined, token);
    expect((await del(who.visitor)).status).toBe(401);
    expect((await del(who.logged)).status).toBe(403);
    expect((await del(who.commentAdmin)).status).toBe(403);
    // The owner may not feature or deactivate (administrator actions).
    expect((await h.call("POST", `/api/v1/contents/${c.friendlyName}/feature`, {}, who.owner)).status).toBe(403);
    expect(await h.db.content.count({ where: { contentID: c.contentID } })).toBe(1);
    expect((await del(who.owner)).status).toBe(200);
    expect(await h.db.content.count({ where: { contentID: c.contentID } })).toBe(0);
    const other = await ownedContent("Feria del libro");
    expect((await h.call("DELETE", `/api/v1/contents/${other.contentID}`, undefined, who.contentAdmin)).status).toBe(200);
  });

  it("the detail names its author by id only: a reader never gets the author's name or profile address (GET contents/{friendlyName})", async () => {
    const c = await ownedContent("Jornada de vacunación en el barrio");
    const owner = await h.db.user.findUniqueOrThrow({ where: { id: ownerId } });
    for (const token of [who.visitor, who.logged, who.commentAdmin]) {
      const res = await h.call("GET", `/api/v1/contents/${c.friendlyName}`, undefined, token);
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual({ userID: ownerId });
      expect(JSON.stringify(res.body)).not.toContain(owner.friendlyName);
      expect((await detail(c.friendlyName, token)).body.result.data.user).toEqual({ userID: ownerId });
    }
  });

  it('the detail tells who may delete (the "Eliminar" button): owner and content admin, never a required content', async () => {
    const c = await ownedContent("Reparación de la escuela rural");
    const canDelete = async (token: string | null) => (await detail(c.friendlyName, token)).body.result.data.canDelete;
    expect(await canDelete(who.visitor)).toBe(false);
    expect(await canDelete(who.logged)).toBe(false);
    expect(await canDelete(who.commentAdmin)).toBe(false);
    expect(await canDelete(who.owner)).toBe(true);
    expect(await canDelete(who.contentAdmin)).toBe(true);
    await h.db.content.update({ where: { contentID: c.contentID }, data: { isRequired: true } });
    expect(await canDelete(who.owner)).toBe(false);
    expect(await canDelete(who.contentAdmin)).toBe(false);
  });

  it("a required content is not deleted, not even by its owner", async () => {
    const c = await ownedContent("Plan de desarrollo municipal");
    await h.db.content.update({ where: { contentID: c.contentID }, data: { isRequired: true } });
    expect((await h.call("DELETE", `/api/v1/contents/${c.contentID}`, undefined, who.owner)).status).toBe(400);
    expect(await h.db.content.count({ where: { contentID: c.contentID } })).toBe(1);
  });
});
