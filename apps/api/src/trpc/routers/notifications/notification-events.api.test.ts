import { NOTIFICATION_MESSAGES, NOTIFICATION_PREFERENCE_MESSAGES } from "@portal/schemas/notifications/notification-messages";
import { NOTIFICATION_PREFERENCES } from "@portal/schemas/notifications/notification-preferences";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { personalRequest, submit } from "../complaint-forms/complaint-forms-testing.ts";
import { contentAdmin, createContent, createSection, FORMS } from "../contents/contents-testing.ts";

let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
  admin = await h.login();
});

const mine = async (token: string) =>
  (await h.call("GET", "/api/v1/users/notifications?pageSize=50", undefined, token)).body.items as {
    id: number;
    value: string;
    url: string | null;
    seen: boolean;
  }[];
const wantCopies = (token: string, ...ids: number[]) =>
  h.call("PUT", "/api/v1/users/notifications/preferences", { preferences: ids.map((Id) => ({ Id, Active: true })) }, token);

describe("notifications created by what happens to a user", () => {
  it("a citizen's PQRDS delegated to a staff member and then answered: both are told, in the portal and (if asked) by e-mail", async () => {
    const citizen = await h.registerCitizen();
    expect((await wantCopies(citizen.token, NOTIFICATION_PREFERENCES.complaints.Id)).status).toBe(200);
    const delegate = await h.registerCitizen();
    await h.db.userPermission.create({ data: { userId: delegate.user.id, permission: "PQRs" } });

    const filed = await submit(h, personalRequest({ email: citizen.email, emailPersonal: citizen.email, emailVerif: citizen.email }), citizen.token);
    expect(filed.status).toBe(201);
    const { complaintFormID, trackingID } = filed.body as { complaintFormID: number; trackingID: string };
    expect(await mine(citizen.token)).toEqual([]);

    const delegated = await h.call("PUT", `/api/v1/complaintforms/admin/${complaintFormID}/delegate`, { email: delegate.email }, admin);
    expect(delegated.status).toBe(200);
    const [remitted] = await mine(citizen.token);
    const routes = await h.deps.settings.get("routes");
    expect(remitted).toMatchObject({ seen: false, url: `/${routes.complaint}/seguimiento` });
    expect(remitted!.value).toContain(`radicado ${trackingID}`);
    expect(remitted!.value).toContain("fue remitida");
    const [assigned] = await mine(delegate.token);
    expect(assigned).toMatchObject({ url: "/administrador/pqrs", seen: false });
    expect(assigned!.value).toContain(`Se te asignó la solicitud PQRDS con radicado ${trackingID}`);
    // The delegate asked for no copies: only the delegation e-mail itself reaches them.
    expect(await h.db.emailMessage.count({ where: { to: delegate.email, kind: "notification-copy" } })).toBe(0);

    const answered = await h.call(
      "PUT",
      "/api/v1/complaintforms",
      { complaintFormID, answer: "Le informamos que el alumbrado se reparó.", resolve: true },
      admin,
    );
    expect(answered.status).toBe(200);
    const list = await mine(citizen.token);
    expect(list).toHaveLength(2);
    expect(list[0]!.value).toContain("fue respondida");
    const copies = await h.db.emailMessage.findMany({ where: { to: citizen.email, kind: "notification-copy" }, orderBy: { createdAt: "asc" } });
    expect(copies.map((c) => c.text.includes("fue remitida") || c.text.includes("fue respondida"))).toEqual([true, true]);
    expect(copies[1]!.text).toContain("http://localhost");
  });

  it("a reply and a like on a comment tell its author once; their own actions do not; HTML in the subject's title stays text", async () => {
    const contents = await contentAdmin(h);
    const tagID = (await createSection(h, contents)).tagID;
    const content = await createContent(h, contents, { ...FORMS.article, name: `<img src=x onerror=alert(1)> Obras ${Date.now()}` }, tagID);
    const author = await h.registerCitizen();
    // Opted in to a public profile: a like names them (the next test: one who did not).
    const other = await h.registerCitizen({ name: "Julián", anonymous: false });
    expect((await wantCopies(author.token, NOTIFICATION_PREFERENCES.commentReplies.Id)).status).toBe(200);

    const comment = await h.call("POST", "/api/v1/comments", { contentID: content.contentID, value: "Me parece muy buena la nueva vía" }, author.token);
    expect(comment.status).toBe(201);
    const commentID = comment.body.comment.commentID as number;
    // Own reply and own like: nothing.
    await h.call("POST", "/api/v1/comments", { contentID: content.contentID, parentCommentID: commentID, value: "Y además la iluminación" }, author.token);
    await h.call("POST", `/api/v1/comments/${commentID}/like`, {}, author.token);
    expect(await mine(author.token)).toEqual([]);

    expect(
      (await h.call("POST", "/api/v1/comments", { contentID: content.contentID, parentCommentID: commentID, value: "Estoy de acuerdo contigo" }, other.token))
        .status,
    ).toBe(201);
    // Like, take it back, like again: one notification.
    for (let i = 0; i < 3; i++) expect((await h.call("POST", `/api/v1/comments/${commentID}/like`, {}, other.token)).status).toBe(200);
    const list = await mine(author.token);
    expect(list.map((n) => n.value)).toEqual([
      `A Julián Rojas le gusta tu comentario en «${content.name}».`,
      `Julián Rojas respondió a tu comentario en «${content.name}».`,
    ]);
    expect(list[0]!.url).toBe(`/${(await h.deps.settings.get("routes")).contentInfo}/${encodeURIComponent(content.friendlyName)}`);

    // The reply's e-mail copy (asked for) escapes the title; likes were not asked for.
    const copies = await h.db.emailMessage.findMany({ where: { to: author.email, kind: "notification-copy" } });
    expect(copies).toHaveLength(1);
    expect(copies[0]!.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(copies[0]!.html).not.toContain("<img src=x");
  });

  it("a like tells its author the name of a member who opted in to a public profile only; anyone else is 'alguien'", async () => {
    const contents = await contentAdmin(h);
    const content = await createContent(h, contents, { ...FORMS.article, name: `Parque ${Date.now()}` }, (await createSection(h, contents)).tagID);
    const author = await h.registerCitizen();
    // Registered as the form's default (anonymous: out of the community list and profiles), and one who opted in.
    const quiet = await h.registerCitizen({ name: "Eugenia", lastname: "Salcedo" });
    const open = await h.registerCitizen({ name: "Ramiro", lastname: "Díaz", anonymous: false });
    const comment = await h.call("POST", "/api/v1/comments", { contentID: content.contentID, value: "Hace falta más sombra en el parque" }, author.token);
    const commentID = comment.body.comment.commentID as number;
    for (const liker of [quiet, open]) expect((await h.call("POST", `/api/v1/comments/${commentID}/like`, {}, liker.token)).status).toBe(200);
    const values = (await mine(author.token)).map((n) => n.value);
    expect(values.join("\n")).not.toContain("Eugenia");
    expect(values).toEqual([`A Ramiro Díaz le gusta tu comentario en «${content.name}».`, `A alguien le gusta tu comentario en «${content.name}».`]);
  });
});

describe("seen / unseen and preferences are the caller's own", () => {
  it("marks one or all as seen; another user's notification can be neither read nor marked", async () => {
    const a = await h.registerCitizen();
    const b = await h.registerCitizen();
    await h.db.notification.createMany({ data: [1, 2, 3].map((i) => ({ userId: a.user.id, value: `Aviso ${i}` })) });
    const [first] = await mine(a.token);

    const foreign = await h.call("PUT", `/api/v1/users/notifications/${first!.id}/seen`, {}, b.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(NOTIFICATION_MESSAGES.notFound);
    expect(await mine(b.token)).toEqual([]);
    expect((await h.call("PUT", `/api/v1/users/notifications/${first!.id}/seen`, {})).status).toBe(401);
    expect((await mine(a.token)).filter((n) => !n.seen)).toHaveLength(3);

    expect((await h.call("PUT", `/api/v1/users/notifications/${first!.id}/seen`, {}, a.token)).status).toBe(200);
    expect((await mine(a.token)).filter((n) => !n.seen)).toHaveLength(2);
    expect((await h.call("PUT", "/api/v1/users/notifications/seen", {}, b.token)).status).toBe(200);
    expect((await mine(a.token)).filter((n) => !n.seen)).toHaveLength(2);
    expect((await h.call("PUT", "/api/v1/users/notifications/seen", {}, a.token)).status).toBe(200);
    expect((await mine(a.token)).filter((n) => !n.seen)).toHaveLength(0);
  });

  it("preferences: every kind listed (off by default), saved for the caller only, unknown kinds refused", async () => {
    const a = await h.registerCitizen();
    const b = await h.registerCitizen();
    const get = (token?: string) => h.call("GET", "/api/v1/users/notifications/preferences", undefined, token);
    expect((await get()).status).toBe(401);
    const initial = await get(a.token);
    expect(initial.body).toEqual(Object.values(NOTIFICATION_PREFERENCES).map((p) => ({ ...p, Active: false })));
    const saved = await wantCopies(a.token, NOTIFICATION_PREFERENCES.commentLikes.Id);
    expect(saved.body.find((p: { Id: number }) => p.Id === NOTIFICATION_PREFERENCES.commentLikes.Id).Active).toBe(true);
    expect((await get(b.token)).body.every((p: { Active: boolean }) => !p.Active)).toBe(true);
    const unknown = await h.call("PUT", "/api/v1/users/notifications/preferences", { preferences: [{ Id: 99, Active: true }] }, a.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].message).toBe(NOTIFICATION_PREFERENCE_MESSAGES.unknown);
  });
});
