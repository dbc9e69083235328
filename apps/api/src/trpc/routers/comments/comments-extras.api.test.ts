import { COMMENT_MESSAGES as C } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { COMMENT_SHARE_MESSAGES as SH } from "@portal/schemas/comments/comment-share";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "../contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
let tagID: number;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  tagID = (await createSection(h, admin)).tagID;
});

let n = 0;
const article = (extra: Record<string, unknown> = {}) => createContent(h, admin, { ...FORMS.article, name: `Noticia con comentarios ${++n}`, ...extra }, tagID);
const post = (body: Record<string, unknown>, token: string | null, headers: Record<string, string> = {}) =>
  h.call("POST", "/api/v1/comments", body, token, headers);
const TEXT = "Me parece muy buena la nueva vía del barrio";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

/** POST uploadfiles/comment as the browser sends it. */
async function upload(name: string, bytes: Buffer, token: string | null, uploadSession?: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(uploadSession ? { "upload-session": uploadSession } : {}),
  };
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/comment`, { method: "POST", body: form, headers });
  return { status: res.status, body: (await res.json()) as any };
}
const stored = (commentID: number) =>
  h.db.comment.findUniqueOrThrow({ where: { commentID }, select: { embedUrl: true, codeUrl: true, imageUrl: true, fileUrl: true, fileID: true, value: true } });

describe("comment attachments: a YouTube video, an image or a file (spec 02 §3, §5)", () => {
  it("a logged user attaches an image, a file or a video on create; the thread shows them", async () => {
    const c = await article({ commentWallType: 0 });
    const { token } = await h.registerCitizen();
    const image = await upload("foto.png", PNG, token);
    expect(image.status).toBe(201);
    const withImage = await post({ contentID: c.contentID, value: TEXT, fileID: image.body.fileID }, token);
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(201);
    expect(withImage.body.comment).toMatchObject({ imageUrl: `/files/${image.body.fileID}`, fileUrl: null });

    const file = await upload("acta.pdf", PDF, token);
    const withFile = await post({ contentID: c.contentID, value: "Adjunto el acta de la reunión del barrio", fileID: file.body.fileID }, token);
    expect(withFile.body.comment).toMatchObject({ fileUrl: `/files/${file.body.fileID}`, imageUrl: null });

    const withVideo = await post({ contentID: c.contentID, value: "Miren este video de la obra terminada", embedUrl: "https://youtu.be/dQw4w9WgXcQ" }, token);
    expect(withVideo.body.comment).toMatchObject({ embedUrl: "https://youtu.be/dQw4w9WgXcQ", codeUrl: "dQw4w9WgXcQ" });

    const thread = await h.call("GET", `/api/v1/contents/${c.contentID}/comments`);
    expect(thread.body.items.map((i: any) => [i.codeUrl, i.fileUrl, i.imageUrl])).toEqual([
      ["dQw4w9WgXcQ", null, null],
      [null, `/files/${file.body.fileID}`, null],
      [null, null, `/files/${image.body.fileID}`],
    ]);
    // The attached file is served to anyone reading the thread.
    expect((await fetch(`${h.baseUrl}/files/${image.body.fileID}`)).status).toBe(200);
  });

  it("a visitor comments with a video link but cannot upload a file, nor attach someone else's", async () => {
    const c = await article({ commentWallType: 0 });
    const session = "sesion-de-carga-de-un-visitante-0123456789";
    // Public files under the entity's address need an account answerable for them.
    expect((await upload("foto.png", PNG, null, session)).status).toBe(401);
    const citizen = await h.registerCitizen();
    const image = await upload("foto.png", PNG, citizen.token);
    expect(image.status).toBe(201);
    const stolen = await post({ contentID: c.contentID, value: TEXT, fileID: image.body.fileID, ...(await h.captcha("comment")) }, null, {
      "upload-session": session,
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.details[0].message).toBe(C.attachmentInvalid);
    const video = await post(
      { contentID: c.contentID, value: TEXT, embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", ...(await h.captcha("comment")) },
      null,
    );
    expect(video.status, JSON.stringify(video.body)).toBe(201);
  });

  it("refuses hostile or broken attachments with their messages, storing nothing", async () => {
    const c = await article({ commentWallType: 0 });
    const ana = await h.registerCitizen();
    const luis = await h.registerCitizen();
    const anaFile = (await upload("acta.pdf", PDF, ana.token)).body.fileID as string;
    const luisImage = (await upload("foto.png", PNG, luis.token)).body.fileID as string;
    const before = await h.db.comment.count();
    const cases: [Record<string, unknown>, string][] = [
      // Someone else's upload.
      [{ fileID: luisImage }, C.attachmentInvalid],
      [{ fileID: "no-existe" }, C.attachmentInvalid],
      [{ embedUrl: "javascript:alert(1)" }, C.youtubeInvalid],
      [{ embedUrl: "https://vimeo.com/123" }, C.youtubeInvalid],
      [{ embedUrl: "https://youtu.be/dQw4w9WgXcQ", fileID: anaFile }, C.oneAttachment],
      [{ fileName: "virus.exe", fileID: anaFile }, C.attachmentInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post({ contentID: c.contentID, value: TEXT, ...body }, ana.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.details[0].message, JSON.stringify(body)).toBe(message);
    }
    expect(await h.db.comment.count()).toBe(before);
    // A foreign image link is never stored (it would tell a third party who reads the thread).
    const foreign = await post({ contentID: c.contentID, value: TEXT, imageUrl: "https://tracker.example/pixel.png" }, ana.token);
    expect(foreign.status).toBe(201);
    expect(await stored(foreign.body.comment.commentID)).toMatchObject({ imageUrl: null, fileUrl: null, fileID: null });
    // A file attached once cannot be attached again to another comment.
    expect((await post({ contentID: c.contentID, value: TEXT, fileID: anaFile }, ana.token)).status).toBe(201);
    const again = await post({ contentID: c.contentID, value: TEXT, fileID: anaFile }, ana.token);
    expect(again.body.error.details[0].message).toBe(C.attachmentInvalid);
  });

  it("uploads for comments are sniffed and bounded by the public limit", async () => {
    const { token } = await h.registerCitizen();
    const spoofed = await upload("foto.png", Buffer.from("MZ\x90\x00 un ejecutable con nombre de imagen"), token);
    expect(spoofed.status).toBe(400);
    expect(spoofed.body.error.details[0].message).toBe(FILE_MESSAGES.wrongType);
    const exe = await upload("programa.exe", PDF, token);
    expect(exe.status).toBe(400);
    const uploads = await h.deps.settings.get("uploads");
    await h.deps.settings.set("uploads", { ...uploads, maxSizeMbPublic: 1 });
    try {
      const big = await upload("foto.png", Buffer.concat([PNG, Buffer.alloc(1_200_000)]), token);
      expect(big.status).toBe(400);
      expect(big.body.error.details[0].message).toBe("Sube archivos de menos de 1 Mb");
    } finally {
      await h.deps.settings.set("uploads", uploads);
    }
  });

  it("the edit modal changes the attachment (one of video, file or image) only with the author's own uploads", async () => {
    const c = await article({ commentWallType: 0 });
    const ana = await h.registerCitizen();
    const luis = await h.registerCitizen();
    const mine = (await post({ contentID: c.contentID, value: TEXT, embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" }, ana.token)).body.comment;
    const put = (body: Record<string, unknown>, token: string) => h.call("PUT", `/api/v1/comments/${mine.commentID}`, { value: TEXT, ...body }, token);

    const image = (await upload("foto.png", PNG, ana.token)).body.fileID as string;
    const toImage = await put({ fileID: image }, ana.token);
    expect(toImage.status, JSON.stringify(toImage.body)).toBe(200);
    expect(await stored(mine.commentID)).toMatchObject({ embedUrl: null, codeUrl: null, imageUrl: `/files/${image}`, fileID: image });
    // Saving again with the same file keeps it (it is already attached, to this comment).
    expect((await put({ value: "Texto corregido por su autora", fileID: image }, ana.token)).status).toBe(200);
    expect((await stored(mine.commentID)).fileID).toBe(image);

    const luisFile = (await upload("acta.pdf", PDF, luis.token)).body.fileID as string;
    const hijack = await put({ fileID: luisFile }, ana.token);
    expect(hijack.body.error.details[0].message).toBe(C.attachmentInvalid);
    expect((await put({ embedUrl: "https://youtu.be/dQw4w9WgXcQ", fileID: image }, ana.token)).body.error.details[0].message).toBe(C.oneAttachment);
    // Another user cannot change it at all.
    expect((await put({ embedUrl: "https://youtu.be/aaaaaaaaaaa" }, luis.token)).status).toBe(403);
    expect(await stored(mine.commentID)).toMatchObject({ fileID: image, value: "Texto corregido por su autora" });

    const toVideo = await put({ embedUrl: "https://youtu.be/aaaaaaaaaaa" }, ana.token);
    expect(toVideo.status).toBe(200);
    expect(await stored(mine.commentID)).toMatchObject({ codeUrl: "aaaaaaaaaaa", fileID: null, imageUrl: null });
    const none = await put({}, ana.token);
    expect(none.status).toBe(200);
    expect(await stored(mine.commentID)).toMatchObject({ embedUrl: null, codeUrl: null, fileID: null, imageUrl: null, fileUrl: null });
  });
});

describe("GET comments: the portal's newest comments", () => {
  it("lists published comments of open walls the reader may see, newest first, 10 a page", async () => {
    const open = await article({ commentWallType: 0 });
    const closed = await article({ commentWallType: 1 });
    const secret = await article({ commentWallType: 0, isPrivate: true });
    const { token } = await h.registerCitizen();
    await post({ contentID: open.contentID, value: "Primer comentario en el muro abierto" }, token);
    await post({ contentID: closed.contentID, value: "Comentario en un muro privado del barrio" }, token);
    await post({ contentID: secret.contentID, value: "Comentario en un contenido privado" }, token);
    await post({ contentID: open.contentID, value: "Segundo comentario en el muro abierto" }, token);

    const visitor = await h.call("GET", "/api/v1/comments?pageSize=50");
    expect(visitor.status).toBe(200);
    const values = visitor.body.items.map((i: any) => i.value);
    expect(values.slice(0, 2)).toEqual(["Segundo comentario en el muro abierto", "Primer comentario en el muro abierto"]);
    expect(values).not.toContain("Comentario en un muro privado del barrio");
    expect(values).not.toContain("Comentario en un contenido privado");
    expect(visitor.body.items[0].content).toEqual({ friendlyName: open.friendlyName, name: open.name });
    expect(JSON.stringify(visitor.body)).not.toContain("@");
    // Logged in, the private content's comment shows; a private wall's never does.
    const logged = (await h.call("GET", "/api/v1/comments?pageSize=50", undefined, token)).body.items.map((i: any) => i.value);
    expect(logged).toContain("Comentario en un contenido privado");
    expect(logged).not.toContain("Comentario en un muro privado del barrio");
    expect((await h.call("GET", "/api/v1/comments")).body.pageSize).toBe(10);
    expect((await h.call("GET", "/api/v1/comments?pageSize=500")).status).toBe(400);
  });
});

describe("POST comments/{id}/shared", () => {
  it("counts shares of a visible published comment (visitors too); hidden ones and bad networks change nothing", async () => {
    const c = await article({ commentWallType: 0 });
    const { token } = await h.registerCitizen();
    const comment = (await post({ contentID: c.contentID, value: TEXT }, token)).body.comment;
    const share = (id: number, body: Record<string, unknown> = {}, as: string | null = null) => h.call("POST", `/api/v1/comments/${id}/shared`, body, as);
    expect((await share(comment.commentID)).body).toEqual({ commentID: comment.commentID, network: "link", countShared: 1 });
    expect((await share(comment.commentID, { network: "whatsapp" }, token)).body.countShared).toBe(2);
    const bad = await share(comment.commentID, { network: "<script>" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].message).toBe(SH.networkInvalid);
    expect((await share(999999)).status).toBe(404);

    const wall = await article({ commentWallType: 1 });
    const privateOne = (await post({ contentID: wall.contentID, value: TEXT }, token)).body.comment;
    const other = (await h.registerCitizen()).token;
    const refused = await share(privateOne.commentID, {}, other);
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe(M.notFound);
    expect(await h.db.track.count({ where: { type: "comment-shared", identifier: String(privateOne.commentID) } })).toBe(0);
  });
});

describe("GET users/{id}/comments: the public profile's comments", () => {
  it("lists a member's comments only where their public profile shows (opted in, active, to logged-in viewers), else the empty page of a stranger", async () => {
    const open = await article({ commentWallType: 0 });
    const author = await h.registerCitizen({ name: "Rosalba", lastname: "Reservada" });
    const viewer = await h.registerCitizen();
    const moderator = await h.registerStaff("Comments");
    await post({ contentID: open.contentID, value: "Mi opinión sobre la nueva vía del barrio" }, author.token);
    const byUser = (id: number, token: string | null = null) => h.call("GET", `/api/v1/users/${id}/comments`, undefined, token);
    const EMPTY = { items: [], total: 0, page: 1, pageSize: 10 };
    const unknownId = (await h.db.user.aggregate({ _max: { id: true } }))._max.id! + 1000;

    // No public profile (the default): a visitor or another member gets what an unknown id gets, the empty page.
    for (const token of [null, viewer.token]) {
      const res = await byUser(author.user.id, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(EMPTY);
      expect((await byUser(unknownId, token)).body).toEqual(EMPTY);
    }
    // The member sees their own, and so do the comment administrators.
    expect((await byUser(author.user.id, author.token)).body.total).toBe(1);
    expect((await byUser(author.user.id, moderator)).body.total).toBe(1);

    // Opted in: logged-in members see them (the profile page is theirs too); visitors still get nothing.
    await h.db.user.update({ where: { id: author.user.id }, data: { publicProfile: true } });
    const shown = await byUser(author.user.id, viewer.token);
    expect(shown.body.items.map((c: any) => c.value)).toEqual(["Mi opinión sobre la nueva vía del barrio"]);
    expect(JSON.stringify(shown.body)).not.toContain("@");
    expect((await byUser(author.user.id, null)).body).toEqual(EMPTY);
    // A deactivated member's profile is gone, and so are its comments from it.
    await h.db.user.update({ where: { id: author.user.id }, data: { active: false } });
    expect((await byUser(author.user.id, viewer.token)).body).toEqual(EMPTY);
  });
});
