import { COMMENT_MESSAGES as C, REPORT_MESSAGES as R } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "../contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
let moderator: string;
let tagID: number;

useApiHarness(async (started) => {
  h = started;
  admin = await contentAdmin(h);
  moderator = await h.registerStaff("Comments");
  tagID = (await createSection(h, admin)).tagID;
});

let n = 0;
const article = (extra: Record<string, unknown> = {}) => createContent(h, admin, { ...FORMS.article, name: `Noticia para comentar ${++n}`, ...extra }, tagID);
const post = (body: Record<string, unknown>, token: string | null) => h.call("POST", "/api/v1/comments", body, token);
const thread = (contentID: number, token: string | null = null) => h.call("GET", `/api/v1/contents/${contentID}/comments`, undefined, token);
const TEXT = "Me parece muy buena la nueva vía del barrio";

describe("a comment on a content", () => {
  it("a visitor comments with the captcha; the thread shows it without any personal datum", async () => {
    const c = await article();
    const refused = await post({ contentID: c.contentID, value: TEXT }, null);
    expect(refused.status).toBe(400);
    const visitor = await post({ contentID: c.contentID, value: TEXT, ...(await h.captcha("comment")) }, null);
    expect(visitor.status).toBe(201);
    expect(visitor.body.message).toBe(M.published);
    expect(visitor.body.comment.user.name).toBe(M.visitor);

    const { email, token } = await h.registerCitizen();
    expect((await post({ contentID: c.contentID, value: "Estoy de acuerdo con la propuesta" }, token)).status).toBe(201);
    const list = await thread(c.contentID);
    expect(list.body.total).toBe(2);
    expect(JSON.stringify(list.body)).not.toContain(email);
    expect((await h.call("GET", `/api/v1/contents/${c.friendlyName}`)).body.countComments).toBe(2);
  });

  it("refuses bad input with the spec's messages and stores nothing", async () => {
    const c = await article();
    const { token } = await h.registerCitizen();
    const cases: [Record<string, unknown>, string][] = [
      [{ value: "" }, C.commentRequired],
      [{ value: "corto" }, C.commentMin],
      [{ value: "a".repeat(561) }, C.commentMax],
      [{ value: TEXT, embedUrl: "https://vimeo.com/123" }, C.youtubeInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await post({ contentID: c.contentID, ...body }, token);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].message).toBe(message);
    }
    await h.deps.settings.set("invalidWords", ["palabrota"]);
    const bad = await post({ contentID: c.contentID, value: "Esto es una PALABROTA en el comentario" }, token);
    expect(bad.body.error.details[0].message).toBe(C.invalidWords);
    await h.deps.settings.set("invalidWords", []);
    expect(await h.db.comment.count({ where: { contentID: c.contentID } })).toBe(0);
  });

  it("keeps markup as plain text and neutralises formula-leading comments", async () => {
    const c = await article();
    const { token } = await h.registerCitizen();
    const script = await post({ contentID: c.contentID, value: "<script>alert(1)</script><img src=x onerror=alert(2)>" }, token);
    expect(script.body.comment.valueHtml).not.toContain("<script");
    expect(script.body.comment.valueHtml).toContain("&lt;script&gt;");
    const formula = await post({ contentID: c.contentID, value: '=HYPERLINK("http://malo")' }, token);
    expect(formula.body.comment.value.startsWith(" =")).toBe(true);
  });

  it("a content with comments off (wall 2) refuses them", async () => {
    const c = await article({ commentWallType: 2 });
    const { token } = await h.registerCitizen();
    const res = await post({ contentID: c.contentID, value: TEXT }, token);
    expect(res.body.error.details[0].message).toBe(M.wallClosed);
    expect(await h.db.comment.count({ where: { contentID: c.contentID } })).toBe(0);
  });

  it("a private wall (1) shows each citizen only their own comments; the content's administrators see all", async () => {
    const c = await article({ commentWallType: 1 });
    const ana = (await h.registerCitizen()).token;
    const luis = (await h.registerCitizen()).token;
    await post({ contentID: c.contentID, value: TEXT }, ana);
    await post({ contentID: c.contentID, value: "Otra opinión sobre la vía del barrio" }, luis);
    expect((await thread(c.contentID, ana)).body.total).toBe(1);
    expect((await thread(c.contentID, null)).body.total).toBe(0);
    expect((await thread(c.contentID, moderator)).body.total).toBe(2);
  });
});

describe("replies, likes, edit and delete", () => {
  it("replies show under their comment; likes need a login and count once per user", async () => {
    const c = await article();
    const ana = (await h.registerCitizen()).token;
    const parent = (await post({ contentID: c.contentID, value: TEXT }, ana)).body.comment;
    const luis = (await h.registerCitizen()).token;
    const reply = await post({ contentID: c.contentID, parentCommentID: parent.commentID, value: "Gracias" }, luis);
    expect(reply.status).toBe(201);
    const emptyReply = await post({ contentID: c.contentID, parentCommentID: parent.commentID, value: "" }, luis);
    expect(emptyReply.body.error.details[0].message).toBe(C.replyRequired);
    const nested = await post({ contentID: c.contentID, parentCommentID: reply.body.comment.commentID, value: "Respuesta anidada" }, ana);
    expect(nested.body.error.details[0].message).toBe(M.replyToReply);
    const list = await thread(c.contentID);
    expect(list.body.items[0].countComments).toBe(1);
    expect(list.body.items[0].firstComments[0].value).toBe("Gracias");
    expect((await h.call("GET", `/api/v1/comments/${parent.commentID}/comments`)).body.total).toBe(1);

    expect((await h.call("POST", `/api/v1/comments/${parent.commentID}/like`, {}, null)).status).toBe(401);
    const both = await Promise.all([
      h.call("POST", `/api/v1/comments/${parent.commentID}/like`, {}, luis),
      h.call("POST", `/api/v1/comments/${parent.commentID}/like`, {}, luis),
    ]);
    expect(both.every((r) => r.status === 200)).toBe(true);
    // Two toggles by the same user end where they started, never at 2.
    expect((await h.db.comment.findUniqueOrThrow({ where: { commentID: parent.commentID } })).countLikes).toBe(0);
    const liked = await h.call("POST", `/api/v1/comments/${parent.commentID}/like`, {}, luis);
    expect(liked.body).toEqual({ alreadyLiked: true, countLikes: 1 });
    expect((await thread(c.contentID, luis)).body.items[0].alreadyLiked).toBe(true);
  });

  it("only the author or a comment administrator edits or deletes a comment", async () => {
    const c = await article();
    const ana = (await h.registerCitizen()).token;
    const luis = (await h.registerCitizen()).token;
    const mine = (await post({ contentID: c.contentID, value: TEXT }, ana)).body.comment;
    const hijack = await h.call("PUT", `/api/v1/comments/${mine.commentID}`, { value: "Texto cambiado por otro usuario" }, luis);
    expect(hijack.status).toBe(403);
    expect((await h.call("DELETE", `/api/v1/comments/${mine.commentID}`, undefined, luis)).status).toBe(403);
    expect((await h.db.comment.findUniqueOrThrow({ where: { commentID: mine.commentID } })).value).toBe(TEXT);

    const edited = await h.call("PUT", `/api/v1/comments/${mine.commentID}`, { value: "Texto corregido por su autora" }, ana);
    expect(edited.body.message).toBe(M.updated);
    const removed = await h.call("DELETE", `/api/v1/comments/${mine.commentID}`, undefined, moderator);
    expect(removed.body.message).toBe(M.deleted);
    expect((await h.call("GET", `/api/v1/contents/${c.friendlyName}`)).body.countComments).toBe(0);
  });
});

describe("two people acting on one comment at once", () => {
  it("deleted twice at once (the author's double click, a moderator at the same time): one deletes it, the other is told it no longer exists", async () => {
    const c = await article();
    const ana = (await h.registerCitizen()).token;
    for (let attempt = 0; attempt < 3; attempt++) {
      const mine = (await post({ contentID: c.contentID, value: `${TEXT} ${attempt}` }, ana)).body.comment;
      const removed = await Promise.all([ana, moderator].map((t) => h.call("DELETE", `/api/v1/comments/${mine.commentID}`, undefined, t)));
      expect(removed.map((r) => r.status).sort()).toEqual([200, 404]);
      expect(removed.find((r) => r.status === 404)!.body.error.message).toBe(M.notFound);
    }
    expect((await h.call("GET", `/api/v1/contents/${c.friendlyName}`)).body.countComments).toBe(0);
  });

  it("edited or liked while a moderator deletes it: the edit or the like is told the comment no longer exists", async () => {
    const c = await article();
    const ana = (await h.registerCitizen()).token;
    const luis = (await h.registerCitizen()).token;
    for (let attempt = 0; attempt < 3; attempt++) {
      const mine = (await post({ contentID: c.contentID, value: `${TEXT} ${attempt}` }, ana)).body.comment;
      const [edited, liked, removed] = await Promise.all([
        h.call("PUT", `/api/v1/comments/${mine.commentID}`, { value: "Texto corregido por su autora" }, ana),
        h.call("POST", `/api/v1/comments/${mine.commentID}/like`, {}, luis),
        h.call("DELETE", `/api/v1/comments/${mine.commentID}`, undefined, moderator),
      ]);
      expect(removed.status).toBe(200);
      for (const late of [edited, liked]) {
        expect([200, 404]).toContain(late.status);
        if (late.status === 404) expect(late.body.error.message).toBe(M.notFound);
      }
    }
  });
});

describe("moderation (permission Comments)", () => {
  it("under approval moderation a comment waits: only its author sees it until a moderator approves, then hides it", async () => {
    await h.deps.settings.set("commentModeration", "pending");
    try {
      const c = await article();
      const ana = (await h.registerCitizen()).token;
      const created = await post({ contentID: c.contentID, value: TEXT }, ana);
      expect(created.body.message).toBe(M.pending);
      const id = created.body.comment.commentID;
      expect((await thread(c.contentID)).body.total).toBe(0);
      expect((await thread(c.contentID, ana)).body.items[0].status).toBe("Pending");
      expect((await h.call("GET", "/api/v1/comments/activecount", undefined, moderator)).body.pending).toBeGreaterThanOrEqual(1);

      const listed = await h.call("GET", `/api/v1/comments/listadmin?status=Pending&contentID=${c.contentID}`, undefined, moderator);
      expect(listed.body.items.map((i: { commentID: number }) => i.commentID)).toEqual([id]);
      expect(listed.body.items[0].actions).toEqual(["approve", "reject"]);

      expect((await h.call("PUT", `/api/v1/comments/partialupdate/${id}`, { action: "approve" }, ana)).status).toBe(403);
      const hideFirst = await h.call("PUT", `/api/v1/comments/partialupdate/${id}`, { action: "hide" }, moderator);
      expect(hideFirst.status).toBe(409);
      expect(hideFirst.body.error.message).toBe(M.moveRefused);

      expect((await h.call("PUT", `/api/v1/comments/partialupdate/${id}`, { action: "approve" }, moderator)).body.message).toBe(M.updated);
      expect((await thread(c.contentID)).body.total).toBe(1);
      expect((await h.call("GET", `/api/v1/contents/${c.friendlyName}`)).body.countComments).toBe(1);

      await h.call("PUT", `/api/v1/comments/partialupdate/${id}`, { action: "hide" }, moderator);
      expect((await thread(c.contentID)).body.total).toBe(0);
      expect((await thread(c.contentID, ana)).body.total).toBe(0);
      expect((await h.call("GET", `/api/v1/contents/${c.friendlyName}`)).body.countComments).toBe(0);
    } finally {
      await h.deps.settings.set("commentModeration", "published");
    }
  });
});

describe("reports", () => {
  it("a logged user reports another's comment with a reason; a moderator resolves it and hides the comment", async () => {
    const c = await article();
    const ana = (await h.registerCitizen()).token;
    const luis = (await h.registerCitizen()).token;
    const target = (await post({ contentID: c.contentID, value: TEXT }, ana)).body.comment;
    const reasons = await h.call("GET", "/api/v1/reports/reasons");
    expect(reasons.body.length).toBeGreaterThanOrEqual(3);
    const base = { ReportType: "Comment", ElementToReportID: target.commentID, ReasonID: reasons.body[0].reasonID };

    expect((await h.call("POST", "/api/v1/reports", { ...base, Comment: "Ofende" }, null)).status).toBe(401);
    expect((await h.call("POST", "/api/v1/reports", { ...base, Comment: "" }, luis)).body.error.details[0].message).toBe(R.commentRequired);
    expect((await h.call("POST", "/api/v1/reports", { ...base, Comment: "x".repeat(201) }, luis)).body.error.details[0].message).toBe(R.commentMax);
    expect((await h.call("POST", "/api/v1/reports", { ...base, ReasonID: null, Comment: "Ofende" }, luis)).body.error.details[0].message).toBe(
      R.reasonRequired,
    );
    expect((await h.call("POST", "/api/v1/reports", { ...base, Comment: "Es mío" }, ana)).body.error.details[0].message).toBe(M.ownReport);
    expect(await h.db.report.count({ where: { commentID: target.commentID } })).toBe(0);

    const sent = await h.call("POST", "/api/v1/reports", { ...base, Comment: "Ofende a los vecinos" }, luis);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(M.reportSent);
    expect((await h.call("POST", "/api/v1/reports", { ...base, Comment: "Otra vez" }, luis)).body.error.message).toBe(M.alreadyReported);

    const open = await h.call("GET", "/api/v1/reports", undefined, moderator);
    const report = open.body.items.find((r: { ElementToReportID: number }) => r.ElementToReportID === target.commentID);
    expect(report.reportedComment.value).toBe(TEXT);
    const resolved = await h.call("PUT", `/api/v1/reports/${report.reportID}/resolve`, { resolution: "Lenguaje ofensivo", hideComment: true }, moderator);
    expect(resolved.body.message).toBe(M.reportResolved);
    expect((await h.db.comment.findUniqueOrThrow({ where: { commentID: target.commentID } })).status).toBe("Hidden");
    expect((await h.call("PUT", `/api/v1/reports/${report.reportID}/resolve`, {}, moderator)).status).toBe(404);
  });

  it("a report sent twice at once (a double click) is stored once; the other click gets the already-reported message", async () => {
    const c = await article();
    const ana = (await h.registerCitizen()).token;
    const luis = (await h.registerCitizen()).token;
    const reasons = await h.call("GET", "/api/v1/reports/reasons");
    for (let attempt = 0; attempt < 3; attempt++) {
      const target = (await post({ contentID: c.contentID, value: `${TEXT} ${attempt}` }, ana)).body.comment;
      const body = { ReportType: "Comment", ElementToReportID: target.commentID, ReasonID: reasons.body[0].reasonID, Comment: "Ofende a los vecinos" };
      const sent = await Promise.all([0, 1].map(() => h.call("POST", "/api/v1/reports", body, luis)));
      expect(sent.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(sent.find((r) => r.status === 409)?.body.error.message).toBe(M.alreadyReported);
      expect(await h.db.report.count({ where: { commentID: target.commentID } })).toBe(1);
    }
  });
});
