import { EMAIL_CODE_MESSAGES as C, EMAIL_CODE_MAX_ATTEMPTS } from "@portal/schemas/accounts/email-code.schema";
import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { DELETED_ACCOUNT_NAME, PROFILE_MESSAGES as M } from "@portal/schemas/accounts/profile.schema";
import { REGISTER_MESSAGES } from "@portal/schemas/accounts/register.schema";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { personalRequest, submit } from "../complaint-forms/complaint-forms-testing.ts";
import { contentAdmin, createContent, createSection, FORMS } from "../contents/contents-testing.ts";

let h: ApiHarness;
useApiHarness(async (started) => {
  h = started;
  await h.deps.settings.set("captchaThreshold", 99);
});

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
const PROFILE = {
  name: "Camila",
  lastname: "Rojas",
  identificationType: 1,
  identification: "1020304050",
  country: 1,
  department: 5,
  location: 5001,
  neighborhood: "Laureles",
  address: "Calle 10 # 43-12",
  phone: "3001234567",
  genderID: 1,
  birthDate: "1990-05-17",
  enabledNewsletter: false,
};

async function uploadProfileImage(token: string) {
  const form = new FormData();
  form.append("file", new Blob([PNG]), "foto.png");
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/profile`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
}
const userRow = (email: string) => h.db.user.findUniqueOrThrow({ where: { email } });
/** The code of the last e-mail-change message to `to` (its plain-text part prints the code on its own line). */
async function mailedCode(to: string): Promise<string> {
  const row = await h.db.emailMessage.findFirstOrThrow({ where: { to, kind: "email-code" }, orderBy: { createdAt: "desc" } });
  return /^ {4}([A-Z0-9]{4})$/m.exec(row.text)![1]!;
}

describe("PUT users/{friendlyName} — the own profile", () => {
  it("saves every field of the form for its owner and answers the session user", async () => {
    const { email, token, user } = await h.registerCitizen();
    const res = await h.call(
      "PUT",
      `/api/v1/users/${user.friendlyName}`,
      { ...PROFILE, secondname: "Andrea", description: "Lectora y ciclista.", enabledNewsletter: true },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.updated);
    expect(res.body.user.fullName).toBe("Camila Andrea Rojas");
    const own = await h.call("GET", "/api/v1/auth/profile", undefined, token);
    expect(own.body).toMatchObject({ ...PROFILE, secondname: "Andrea", description: "Lectora y ciclista.", enabledNewsletter: true, email });
    expect(await h.db.newsletterSubscriber.findUnique({ where: { email } })).toMatchObject({ unsubscribedAt: null });
  });
  it("a birth date the calendar does not have (30 February, '12') is refused and the stored one stays; so at registration", async () => {
    const { email, token, user } = await h.registerCitizen();
    expect((await h.call("PUT", `/api/v1/users/${user.friendlyName}`, PROFILE, token)).status).toBe(200);
    for (const birthDate of ["1990-02-30", "1990-04-31", "12", "1990-5-1"]) {
      const res = await h.call("PUT", `/api/v1/users/${user.friendlyName}`, { ...PROFILE, birthDate }, token);
      expect([res.status, res.body.error?.details[0]?.message], birthDate).toEqual([400, REGISTER_MESSAGES.birthDateRequired]);
    }
    expect((await userRow(email)).birthDate?.toISOString().slice(0, 10)).toBe("1990-05-17");
    await expect(h.registerCitizen({ birthDate: "2000-02-30" })).rejects.toThrow(/register: 400 .*Debes ingresar una fecha válida/);
  });

  it("abroad keeps a city and drops the Colombian place", async () => {
    const { email, token, user } = await h.registerCitizen();
    const res = await h.call(
      "PUT",
      `/api/v1/users/${user.friendlyName}`,
      { ...PROFILE, country: 1001, department: null, location: null, neighborhood: null, city: "Quito" },
      token,
    );
    expect(res.status).toBe(200);
    expect(await userRow(email)).toMatchObject({ countryId: 1001, departmentId: null, municipalityId: null, neighborhood: null, city: "Quito" });
  });
  it("refuses another user's profile (403) and changes nothing", async () => {
    const victim = await h.registerCitizen();
    const attacker = await h.registerCitizen();
    const before = await userRow(victim.email);
    const put = await h.call("PUT", `/api/v1/users/${victim.user.friendlyName}`, { ...PROFILE, name: "Hackeado" }, attacker.token);
    expect(put.status).toBe(403);
    expect(put.body.error.message).toBe(M.notYours);
    const del = await h.call("DELETE", `/api/v1/users/${victim.user.friendlyName}`, { currentPassword: "clave-segura" }, attacker.token);
    expect(del.status).toBe(403);
    expect(await userRow(victim.email)).toEqual(before);
    expect((await h.call("PUT", `/api/v1/users/${victim.user.friendlyName}`, PROFILE)).status).toBe(401);
  });
  it("refuses HTML in the biography and keeps the one it had", async () => {
    const { email, token, user } = await h.registerCitizen();
    await h.call("PUT", `/api/v1/users/${user.friendlyName}`, { ...PROFILE, description: "Texto simple" }, token);
    const res = await h.call("PUT", `/api/v1/users/${user.friendlyName}`, { ...PROFILE, description: 'Hola <img src=x onerror="alert(1)">' }, token);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "description", message: M.descriptionMarkup });
    expect((await userRow(email)).description).toBe("Texto simple");
  });
  it("a password change through the profile needs the current password and the repeat", async () => {
    const { email, token, user } = await h.registerCitizen();
    const wrong = await h.call(
      "PUT",
      `/api/v1/users/${user.friendlyName}`,
      { ...PROFILE, password: "nueva-clave-9", confirmpassword: "nueva-clave-9", currentPassword: "otra" },
      token,
    );
    expect(wrong.body.error.details[0]).toEqual({ path: "currentPassword", message: PASSWORD_MESSAGES.currentWrong });
    const mismatch = await h.call(
      "PUT",
      `/api/v1/users/${user.friendlyName}`,
      { ...PROFILE, password: "nueva-clave-9", confirmpassword: "nueva-clave-8" },
      token,
    );
    expect(mismatch.body.error.details[0]).toEqual({ path: "confirmpassword", message: PASSWORD_MESSAGES.mismatch });
    const ok = await h.call(
      "PUT",
      `/api/v1/users/${user.friendlyName}`,
      { ...PROFILE, password: "nueva-clave-9", confirmpassword: "nueva-clave-9", currentPassword: "clave-segura" },
      token,
    );
    expect(ok.status).toBe(200);
    expect((await h.call("POST", "/api/v1/auth", { email, password: "nueva-clave-9", ...(await h.captcha("login")) })).status).toBe(200);
  });
  it("the avatar: a profile image of the settings' minimum size, uploaded by the owner; another user's upload is refused", async () => {
    const owner = await h.registerCitizen();
    const other = await h.registerCitizen();
    const small = await uploadProfileImage(owner.token);
    expect(small.status).toBe(400);
    expect(small.body.error.details[0].message).toBe("La imagen debe tener un ancho mínimo de 200 px");
    const uploads = await h.deps.settings.get("uploads");
    await h.deps.settings.set("uploads", { ...uploads, minImageWidth: 1, minImageHeight: 1 });
    try {
      const theirs = (await uploadProfileImage(other.token)).body.fileID as string;
      const stolen = await h.call("PUT", `/api/v1/users/${owner.user.friendlyName}`, { ...PROFILE, fileID: theirs }, owner.token);
      expect(stolen.body.error.details[0]).toEqual({ path: "fileID", message: FILE_MESSAGES.invalidId });
      const mine = (await uploadProfileImage(owner.token)).body.fileID as string;
      const saved = await h.call("PUT", `/api/v1/users/${owner.user.friendlyName}`, { ...PROFILE, fileID: mine }, owner.token);
      expect(saved.body.user.image).toBe(`/files/${mine}`);
      const replaced = (await uploadProfileImage(owner.token)).body.fileID as string;
      await h.call("PUT", `/api/v1/users/${owner.user.friendlyName}`, { ...PROFILE, fileID: replaced }, owner.token);
      expect(await h.db.storedFile.findUnique({ where: { fileID: mine } })).toBeNull();
    } finally {
      await h.deps.settings.set("uploads", uploads);
    }
  });
});

describe("GET users/{friendlyName} and GET users/community — the public side", () => {
  it("shows name, image, biography and level of a member who opted in, never personal data nor a staff flag; unknown is 404", async () => {
    const viewer = await h.registerCitizen();
    const { token, user } = await h.registerCitizen();
    await h.call("PUT", `/api/v1/users/${user.friendlyName}`, { ...PROFILE, description: "Hola", publicProfile: true }, token);
    const res = await h.call("GET", `/api/v1/users/${user.friendlyName}`, undefined, viewer.token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["creationDate", "description", "firstsLetter", "friendlyName", "fullName", "id", "image", "level"]);
    expect(res.body).toMatchObject({ fullName: "Camila Rojas", description: "Hola", level: 1 });
    expect(JSON.stringify(res.body)).not.toMatch(/1020304050|3001234567|Laureles|@correo/);
    expect((await h.call("GET", "/api/v1/users/nadie-se-llama-asi", undefined, viewer.token)).status).toBe(404);
  });
  it("lists only members who opted in, 20 a page, searchable by name (not by e-mail), to logged-in viewers only", async () => {
    const viewer = await h.registerCitizen();
    const shown = await h.registerCitizen({ name: "Zoraida", lastname: "Quintero" });
    const hidden = await h.registerCitizen({ name: "Zoraida", lastname: "Oculta" });
    // Off by default: nobody appears until they choose to.
    expect((await h.call("GET", "/api/v1/users/community?keyword=zoraida", undefined, viewer.token)).body.total).toBe(0);
    expect((await h.call("GET", `/api/v1/users/${shown.user.friendlyName}`, undefined, viewer.token)).status).toBe(404);
    // …but one's own profile page shows to oneself.
    expect((await h.call("GET", `/api/v1/users/${hidden.user.friendlyName}`, undefined, hidden.token)).status).toBe(200);
    const own = (await h.call("GET", "/api/v1/auth/profile", undefined, shown.token)).body;
    expect(own.publicProfile).toBe(false);
    const saved = await h.call(
      "PUT",
      `/api/v1/users/${shown.user.friendlyName}`,
      { ...PROFILE, name: "Zoraida", lastname: "Quintero", publicProfile: true },
      shown.token,
    );
    expect(saved.status).toBe(200);
    expect((await h.call("GET", "/api/v1/auth/profile", undefined, shown.token)).body.publicProfile).toBe(true);

    const page = await h.call("GET", "/api/v1/users/community?keyword=zoraida", undefined, viewer.token);
    expect(page.status).toBe(200);
    expect(page.body.pageSize).toBe(20);
    expect(page.body.items.map((u: { fullName: string }) => u.fullName)).toEqual(["Zoraida Quintero"]);
    expect(page.body.items[0]).not.toHaveProperty("isAuthorized");
    expect(JSON.stringify(page.body)).not.toContain("@");
    expect((await h.call("GET", `/api/v1/users/community?keyword=${encodeURIComponent(shown.email)}`, undefined, viewer.token)).body.total).toBe(0);
    // Anonymous visitors get neither the list nor a profile.
    expect((await h.call("GET", "/api/v1/users/community?keyword=zoraida")).status).toBe(401);
    expect((await h.call("GET", `/api/v1/users/${shown.user.friendlyName}`)).status).toBe(401);
    // Saving the profile without the box ticked hides the member again.
    await h.call("PUT", `/api/v1/users/${shown.user.friendlyName}`, { ...PROFILE, name: "Zoraida", lastname: "Quintero" }, shown.token);
    expect((await h.call("GET", "/api/v1/users/community?keyword=zoraida", undefined, viewer.token)).body.total).toBe(0);
  });
});

describe("GET users (keyword, page, pageSize 20): the spec's one call for the user lists", () => {
  it("is the community list for a logged-in member (opted-in members, public fields, no staff flag), the full list for an Administrator", async () => {
    const viewer = await h.registerCitizen();
    const shown = await h.registerCitizen({ name: "Eulalia", lastname: "Montoya" });
    await h.registerCitizen({ name: "Eulalia", lastname: "Reservada" });
    await h.call("PUT", `/api/v1/users/${shown.user.friendlyName}`, { ...PROFILE, name: "Eulalia", lastname: "Montoya", publicProfile: true }, shown.token);

    const page = await h.call("GET", "/api/v1/users?keyword=eulalia", undefined, viewer.token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(page.body.items.map((u: { fullName: string }) => u.fullName)).toEqual(["Eulalia Montoya"]);
    expect(Object.keys(page.body.items[0]).sort()).toEqual(["creationDate", "description", "firstsLetter", "friendlyName", "fullName", "id", "image", "level"]);
    expect(JSON.stringify(page.body)).not.toContain("@");
    // Who is staff is the Administrator's to know: the permission filter is refused to anyone else.
    expect((await h.call("GET", "/api/v1/users?permission=PQRs", undefined, viewer.token)).status).toBe(403);
    expect((await h.call("GET", "/api/v1/users?keyword=eulalia")).status).toBe(401);

    const full = await h.call("GET", "/api/v1/users?keyword=eulalia", undefined, await h.login());
    expect(full.body.total).toBe(2);
    expect(full.body.items.map((u: { email: string }) => u.email)).toContain(shown.email);
  });
});

describe("e-mail change with a code (POST emailcodes, POST emailcodes/validate, PUT auth/email)", () => {
  it("sends a 4-character code to the new address, validates it once and then applies the change", async () => {
    const { email, token } = await h.registerCitizen();
    const next = `nuevo-${Date.now()}@correo.co`;
    expect((await h.call("PUT", "/api/v1/auth/email", { email: next }, token)).body.error.details[0]).toEqual({ path: "code", message: C.notVerified });
    const sent = await h.call("POST", "/api/v1/emailcodes", { email: next }, token);
    expect(sent.body).toEqual({ message: `El código fue enviado al correo ${next}` });
    const code = await mailedCode(next);
    expect(code).toHaveLength(4);
    const ok = await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code: code.toLowerCase() }, token);
    expect(ok.body).toEqual({ message: C.verified });
    const reused = await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code }, token);
    expect(reused.body.error.details[0]).toEqual({ path: "code", message: C.invalid });
    const changed = await h.call("PUT", "/api/v1/auth/email", { email: next }, token);
    expect(changed.body).toMatchObject({ message: C.changed, user: { email: next, emailVerified: true } });
    expect(await h.db.emailMessage.findFirst({ where: { to: email, kind: "email-changed" } })).not.toBeNull();
    // The validated code was spent by the change.
    const back = await h.call("PUT", "/api/v1/auth/email", { email }, token);
    expect(back.body.error.details[0].message).toBe(C.notVerified);
  });
  it("a guessed code counts: after the allowed tries even the right one is refused", async () => {
    const { token } = await h.registerCitizen();
    const next = `adivina-${Date.now()}@correo.co`;
    await h.call("POST", "/api/v1/emailcodes", { email: next }, token);
    const code = await mailedCode(next);
    const wrong = code === "2222" ? "3333" : "2222";
    for (let i = 0; i < EMAIL_CODE_MAX_ATTEMPTS; i++) {
      expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code: wrong }, token)).body.error.details[0].message).toBe(C.invalid);
    }
    expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code }, token)).status).toBe(400);
    expect((await h.call("PUT", "/api/v1/auth/email", { email: next }, token)).status).toBe(400);
  });
  it("one tRPC batch of guesses gets no more tries than the cap: 9 wrong codes and the right one are all refused", async () => {
    const { token } = await h.registerCitizen();
    const next = `lote-${Date.now()}@correo.co`;
    await h.call("POST", "/api/v1/emailcodes", { email: next }, token);
    const code = await mailedCode(next);
    const wrong = (i: number) => {
      const c = `${"ABCDEFGHJK"[i]}${"MNPQRSTUVW"[i]}XY`;
      return c === code ? "ZZZZ" : c;
    };
    const inputs = [...Array.from({ length: 9 }, (_, i) => ({ email: next, code: wrong(i), service: "profile" })), { email: next, code, service: "profile" }];
    const batch = await h.call(
      "POST",
      `/trpc/${inputs.map(() => "emailCodes.validate").join(",")}?batch=1`,
      Object.fromEntries(inputs.map((v, i) => [String(i), v])),
      token,
    );
    const answers = batch.body as { result?: unknown; error?: unknown }[];
    expect(answers).toHaveLength(10);
    expect(answers.filter((a) => a.result)).toHaveLength(0);
    // Exactly the cap was counted; the code is spent.
    expect((await h.db.emailCode.findFirstOrThrow({ where: { email: next } })).attempts).toBe(EMAIL_CODE_MAX_ATTEMPTS);
    expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code }, token)).status).toBe(400);
  });
  it("a code is bound to who asked for it and to the address; an expired one is refused", async () => {
    const asker = await h.registerCitizen();
    const stranger = await h.registerCitizen();
    const next = `ligado-${Date.now()}@correo.co`;
    await h.call("POST", "/api/v1/emailcodes", { email: next }, asker.token);
    const code = await mailedCode(next);
    expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code }, stranger.token)).body.error.details[0].message).toBe(C.invalid);
    expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: `otro-${next}`, code }, asker.token)).status).toBe(400);
    await h.db.emailCode.updateMany({ where: { email: next }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await h.call("POST", "/api/v1/emailcodes/validate", { email: next, code }, asker.token)).body.error.details[0].message).toBe(C.invalid);
    expect((await h.call("POST", "/api/v1/emailcodes", { email: next })).status).toBe(401);
  });
  it("never tells a stranger an address has an account: the same answer, and only the mailbox owner learns it", async () => {
    const taken = await h.registerCitizen();
    const { email, token } = await h.registerCitizen();
    const sent = await h.call("POST", "/api/v1/emailcodes", { email: taken.email }, token);
    expect(sent.body).toEqual({ message: `El código fue enviado al correo ${taken.email}` });
    const wrong = await h.call("POST", "/api/v1/emailcodes/validate", { email: taken.email, code: "ZZZZ" }, token);
    expect(wrong.body.error.details[0].message).toBe(C.invalid);
    // Whoever reads the mailbox (the code) may learn the address is taken; nothing changes.
    await h.call("POST", "/api/v1/emailcodes/validate", { email: taken.email, code: await mailedCode(taken.email) }, token);
    const res = await h.call("PUT", "/api/v1/auth/email", { email: taken.email }, token);
    expect(res.body.error.details[0]).toEqual({ path: "email", message: REGISTER_MESSAGES.emailTaken });
    expect((await userRow(email)).email).toBe(email);
  });
});

describe("DELETE users/{friendlyName} — deleting one's own account", () => {
  it("needs the current password; then removes the personal data, ends every session and keeps the filed PQRDS", async () => {
    const { email, token, user } = await h.registerCitizen();
    const filed = await submit(h, personalRequest(), token);
    expect(filed.status).toBe(201);
    const refused = await h.call("DELETE", `/api/v1/users/${user.friendlyName}`, { currentPassword: "otra-clave" }, token);
    expect(refused.body.error.details[0]).toEqual({ path: "currentPassword", message: PASSWORD_MESSAGES.currentWrong });
    expect(await h.db.user.count({ where: { email } })).toBe(1);

    const res = await h.call("DELETE", `/api/v1/users/${user.friendlyName}`, { currentPassword: "clave-segura" }, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(M.deleted);
    expect(await h.db.user.findUnique({ where: { email } })).toBeNull();
    expect(await h.db.session.count({ where: { userId: user.id } })).toBe(0);
    // The old token is dead, and the credentials log nobody in.
    expect((await h.call("GET", "/api/v1/auth/profile", undefined, token)).status).toBe(401);
    expect((await h.call("PUT", `/api/v1/users/${user.friendlyName}`, PROFILE, token)).status).toBe(401);
    expect((await h.call("POST", "/api/v1/auth", { email, password: "clave-segura", ...(await h.captcha("login")) })).status).not.toBe(200);
    // The request stays for the entity's legal record, with the requester's data as filed.
    const kept = await h.db.complaintForm.findFirstOrThrow({ where: { trackingID: BigInt(filed.body.trackingID) } });
    expect(kept).toMatchObject({ userId: null, firstName: "Ana", identification: "1020304050" });
    expect((await h.call("GET", `/api/v1/users/${user.friendlyName}`, undefined, (await h.registerCitizen()).token)).status).toBe(404);
  });
  it("its public comments show on the profile; deleting the account removes the unanswered ones and keeps answered ones without author", async () => {
    const admin = await contentAdmin(h);
    const content = await createContent(h, admin, { ...FORMS.article, name: "Noticia del perfil público" }, (await createSection(h, admin)).tagID);
    const author = await h.registerCitizen();
    const neighbour = await h.registerCitizen();
    const post = async (body: Record<string, unknown>, token: string) =>
      (await h.call("POST", "/api/v1/comments", { contentID: content.contentID, ...body }, token)).body.comment.commentID as number;
    const lonely = await post({ value: "Un comentario que nadie respondió" }, author.token);
    const answered = await post({ value: "Un comentario con respuesta" }, author.token);
    const reply = await post({ value: "Mi respuesta", parentCommentID: answered }, neighbour.token);
    // The profile shows them to logged-in members once its owner opts in (comments-extras.api.test.ts: never otherwise).
    await h.db.user.update({ where: { id: author.user.id }, data: { publicProfile: true } });
    const listed = await h.call("GET", `/api/v1/users/${author.user.id}/comments`, undefined, neighbour.token);
    expect(listed.body.items.map((c: { value: string; content: { name: string } }) => [c.value, c.content.name])).toEqual([
      ["Un comentario con respuesta", "Noticia del perfil público"],
      ["Un comentario que nadie respondió", "Noticia del perfil público"],
    ]);
    expect((await h.call("DELETE", `/api/v1/users/${author.user.friendlyName}`, { currentPassword: "clave-segura" }, author.token)).status).toBe(200);
    expect(await h.db.comment.findUnique({ where: { commentID: lonely } })).toBeNull();
    expect(await h.db.comment.findUnique({ where: { commentID: answered } })).toMatchObject({ userId: null });
    expect(await h.db.comment.findUnique({ where: { commentID: reply } })).toMatchObject({ userId: neighbour.user.id });
  });
  it("the notifications its replies and likes left in other members' lists no longer name the deleted person", async () => {
    const admin = await contentAdmin(h);
    const content = await createContent(h, admin, { ...FORMS.article, name: "Noticia de las notificaciones" }, (await createSection(h, admin)).tagID);
    const author = await h.registerCitizen({ name: "Marta", lastname: "Gil" });
    // Opted in to a public profile, so her like named her too (an anonymous member's never does).
    const leaving = await h.registerCitizen({ name: "Leonor", lastname: "Quintero", anonymous: false });
    const staying = await h.registerCitizen({ name: "Tomás", lastname: "Ruiz" });
    const post = async (body: Record<string, unknown>, token: string) =>
      (await h.call("POST", "/api/v1/comments", { contentID: content.contentID, ...body }, token)).body.comment.commentID as number;
    const first = await post({ value: "Mi opinión sobre la noticia" }, author.token);
    const second = await post({ value: "Otra opinión" }, author.token);
    // Replies (deleted with the account) and a like (taken out of the count).
    await post({ value: "Estoy de acuerdo", parentCommentID: first }, leaving.token);
    await post({ value: "Yo no", parentCommentID: second }, leaving.token);
    expect((await h.call("POST", `/api/v1/comments/${first}/like`, {}, leaving.token)).status).toBe(200);
    await post({ value: "También opino", parentCommentID: first }, staying.token);
    const values = async () =>
      ((await h.call("GET", "/api/v1/users/notifications", undefined, author.token)).body.items as { value: string }[]).map((n) => n.value).sort();
    expect((await values()).filter((v) => v.includes("Leonor Quintero"))).toHaveLength(3);

    expect((await h.call("DELETE", `/api/v1/users/${leaving.user.friendlyName}`, { currentPassword: "clave-segura" }, leaving.token)).status).toBe(200);
    const after = await values();
    expect(after.join("\n")).not.toContain("Leonor");
    expect(after).toEqual(
      [
        "Alguien respondió a tu comentario en «Noticia de las notificaciones».",
        "Alguien respondió a tu comentario en «Noticia de las notificaciones».",
        "A alguien le gusta tu comentario en «Noticia de las notificaciones».",
        "Tomás Ruiz respondió a tu comentario en «Noticia de las notificaciones».",
      ].sort(),
    );
    // The deleted person's own notifications went with the account; the one they caused for the author is still there.
    expect(await h.db.notification.count({ where: { userId: leaving.user.id } })).toBe(0);
  });
  it("the feedback and suggestions sent logged out with the account's address lose the name and e-mail they carried", async () => {
    const feedbackStaff = await h.registerStaff("Feedback");
    const leaving = await h.registerCitizen({ name: "Rosa", lastname: "Cárdenas" });
    const page = "/pagina-de-la-supresion";
    const feedback = async (name: string, email: string) =>
      expect((await h.call("POST", "/api/v1/feedback", { helped: false, name, email, friendlyName: page, ...(await h.captcha("feedback")) })).status).toBe(201);
    await feedback("Rosa Cárdenas", leaving.email.toUpperCase());
    await feedback("Otra Persona", "otra-persona@correo.co");
    const suggestion = (names: string, email: string) => h.call("POST", "/api/v1/suggestions", { names, email, description: "Más horarios" });
    expect((await suggestion("Rosa Cárdenas", leaving.email)).status).toBe(201);
    expect((await suggestion("Otra Persona", "otra-persona@correo.co")).status).toBe(201);

    expect((await h.call("DELETE", `/api/v1/users/${leaving.user.friendlyName}`, { currentPassword: "clave-segura" }, leaving.token)).status).toBe(200);
    const listed = await h.call("GET", `/api/v1/feedback?friendlyName=${encodeURIComponent(page)}`, undefined, feedbackStaff);
    expect(listed.body.items.map((f: { name: string | null; email: string | null }) => [f.name, f.email]).sort()).toEqual(
      [
        [DELETED_ACCOUNT_NAME, null],
        ["Otra Persona", "otra-persona@correo.co"],
      ].sort(),
    );
    const suggestions = (await h.call("GET", "/api/v1/suggestions?pageSize=100", undefined, feedbackStaff)).body.items as { names: string; email: string }[];
    expect(JSON.stringify(suggestions)).not.toContain(leaving.email);
    expect(JSON.stringify(suggestions)).not.toContain("Rosa");
    expect(suggestions.filter((x) => x.email === "otra-persona@correo.co").map((x) => x.names)).toEqual(["Otra Persona"]);
  });
  it("an account that never proved its address leaves alone what others sent logged out with that address", async () => {
    const feedbackStaff = await h.registerStaff("Feedback");
    // The mailbox's owner wrote logged out and subscribed; later an account was opened with their address by someone
    // else, who never proved it (an older account).
    const mailbox = `duena-del-correo-${Date.now()}@correo.co`;
    const page = "/pagina-del-correo-ajeno";
    const body = { helped: false, name: "Dueña del Correo", email: mailbox, friendlyName: page };
    expect((await h.call("POST", "/api/v1/feedback", { ...body, ...(await h.captcha("feedback")) })).status).toBe(201);
    expect((await h.call("POST", "/api/v1/suggestions", { names: "Dueña del Correo", email: mailbox, description: "Más horarios" })).status).toBe(201);
    await h.db.newsletterSubscriber.create({ data: { email: mailbox } });
    const leaving = await h.registerCitizen({ email: mailbox, name: "Tomás", lastname: "Ríos" }, { verified: false });

    expect((await h.call("DELETE", `/api/v1/users/${leaving.user.friendlyName}`, { currentPassword: "clave-segura" }, leaving.token)).status).toBe(200);
    const listed = await h.call("GET", `/api/v1/feedback?friendlyName=${encodeURIComponent(page)}`, undefined, feedbackStaff);
    expect(listed.body.items.map((f: { name: string | null; email: string | null }) => [f.name, f.email])).toEqual([["Dueña del Correo", mailbox]]);
    const suggestions = (await h.call("GET", "/api/v1/suggestions?pageSize=100", undefined, feedbackStaff)).body.items as { names: string; email: string }[];
    expect(suggestions.filter((x) => x.email === mailbox).map((x) => x.names)).toEqual(["Dueña del Correo"]);
    expect(await h.db.newsletterSubscriber.count({ where: { email: mailbox, unsubscribedAt: null } })).toBe(1);
  });
  it("refuses a staff account (its permissions go first)", async () => {
    const staffToken = await h.registerStaff("Comments");
    const me = (await h.call("GET", "/api/v1/auth", undefined, staffToken)).body;
    const res = await h.call("DELETE", `/api/v1/users/${me.friendlyName}`, { currentPassword: "clave-segura" }, staffToken);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(M.staffCannotDelete);
  });
});
