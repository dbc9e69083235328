import { EMAIL_CODE_MESSAGES as C } from "@portal/schemas/accounts/email-code.schema";
import { STAFF_USER_FORM_MESSAGES as S } from "@portal/schemas/accounts/staff-user-form.schema";
import { USER_MAIN_MESSAGES as M } from "@portal/schemas/accounts/user-main.schema";
import { EMAIL_MESSAGES } from "@portal/schemas/common/email";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

async function uploadAct(token: string, name = "acta.pdf") {
  const form = new FormData();
  form.append("file", new Blob([PDF]), name);
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/legalRepresentative`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as any };
}
/** The code of the last e-mail-code message to `to` (printed on its own line). */
async function mailedCode(to: string): Promise<string> {
  const row = await h.db.emailMessage.findFirstOrThrow({ where: { to, kind: "email-code" }, orderBy: { createdAt: "desc" } });
  return /^ {4}([A-Z0-9]{4})$/m.exec(row.text)![1]!;
}
async function codeFor(token: string, email: string, service: "userMain" | "userForm") {
  const sent = await h.call("POST", "/api/v1/emailcodes", { email, service }, token);
  expect(sent.body.message).toBe(C.sent.replace("{email}", email));
  return mailedCode(email);
}
const meOf = async (token: string) => (await h.call("GET", "/api/v1/auth", undefined, token)).body as { id: number; email: string; friendlyName: string };
async function administrator() {
  const token = await h.registerStaff("Administrator");
  return { token, me: await meOf(token) };
}

const LEGAL = {
  userMainType: "LegalRepresentative",
  firstName: "Marta",
  middleName: "Lucía",
  firstLastName: "Gómez",
  middleLastName: "Ruiz",
  identification: "43123456",
  gender: "Femenino",
  responsible: "Alcaldesa",
  phone: "6044445566",
  mobil: "3004445566",
  confirmMobil: "3004445566",
  policies: true,
  terms: true,
};
const messagesOf = (res: { body: any }) => (res.body.error?.details ?? []).map((d: { path: string; message: string }) => [d.path, d.message]);

describe("the legal representative's update form (PUT / POST usermain): every rule and message of spec 03 §5", () => {
  it.each([
    ["firstName", { firstName: " " }, M.firstNameRequired],
    ["firstLastName", { firstLastName: "" }, M.firstLastNameRequired],
    ["firstName", { firstName: "a".repeat(101) }, M.nameMax],
    ["identification", { identification: "" }, M.identificationRequired],
    ["identification", { identification: "43.123" }, M.digitsOnly],
    ["gender", { gender: "X" }, M.genderRequired],
    ["responsible", { responsible: "" }, M.responsibleRequired],
    ["responsible", { responsible: "c".repeat(51) }, M.responsibleMax],
    ["email", { email: "" }, EMAIL_MESSAGES.required],
    ["email", { email: "sin arroba.co" }, EMAIL_MESSAGES.invalid],
    ["email", { email: `${"a".repeat(95)}@x.com` }, M.emailMax],
    ["codeEmail", { email: "nueva@alcaldia.gov.co", codeEmail: "123456789" }, C.max],
    ["phone", { phone: "" }, M.phoneRequired],
    ["phone", { phone: "604 444" }, M.digitsOnly],
    ["phone", { phone: "123456" }, M.phoneLength],
    ["mobil", { mobil: "30044455661" }, M.phoneLength],
    ["mobil", { mobil: "" }, M.mobilRequired],
    ["confirmMobil", { confirmMobil: "" }, M.confirmMobilRequired],
    ["confirmMobil", { confirmMobil: "3004445567" }, M.mobilMismatch],
    ["policies", { policies: false }, M.policiesRequired],
    ["terms", { terms: false }, M.termsRequired],
    ["files", { files: [] }, M.possessionActRequired],
  ])("%s: %o → %s (nothing saved)", async (path, patch, message) => {
    const before = await h.db.userMain.count();
    const res = await h.call("POST", "/api/v1/usermain", { ...LEGAL, email: "rep@alcaldia.gov.co", files: [{ fileID: "a1b2c3" }], ...patch }, admin);
    expect(res.status).toBe(400);
    expect(messagesOf(res)).toContainEqual([path, message]);
    expect(await h.db.userMain.count()).toBe(before);
  });

  it("the possession act accepts its listed types only and must be the caller's own upload", async () => {
    expect((await uploadAct(admin, "acta.exe")).status).toBe(400);
    const citizen = await h.registerCitizen();
    // Staff only: a citizen cannot upload one.
    expect((await uploadAct(citizen.token)).status).toBe(403);
    const other = await administrator();
    const stranger = await uploadAct(other.token);
    expect(stranger.status).toBe(201);
    const email = "rep-ajeno@alcaldia.gov.co";
    const code = await codeFor(admin, email, "userMain");
    const res = await h.call("POST", "/api/v1/usermain", { ...LEGAL, email, codeEmail: code, files: [{ fileID: stranger.body.fileID }] }, admin);
    expect(res.status).toBe(400);
    expect(messagesOf(res)).toContainEqual(["files", M.possessionActInvalid]);
    expect(await h.db.userMain.findFirst({ where: { userMainType: "LegalRepresentative" } })).toBeNull();
  });
});

describe("the update-data wizard's calls", () => {
  it("an Administrator registers the legal representative (three-step variant) with the code of the new address and the possession act", async () => {
    const state = await h.call("GET", "/api/v1/usermain", undefined, admin);
    expect(state.status).toBe(200);
    expect(state.body.mainUsers.map((u: { userMainType: string }) => u.userMainType)).toEqual(["Administrator"]);
    expect(state.body.pending).toBeNull();

    const act = await uploadAct(admin);
    expect(act.status).toBe(201);
    const email = "representante@alcaldia.gov.co";
    // Without the code of the new address nothing is saved.
    const unverified = await h.call("POST", "/api/v1/usermain", { ...LEGAL, email, files: [{ fileID: act.body.fileID }] }, admin);
    expect(messagesOf(unverified)).toEqual([["codeEmail", C.notVerified]]);
    // A guessed code is refused like any wrong one.
    await h.call("POST", "/api/v1/emailcodes", { email, service: "userMain" }, admin);
    const guessed = await h.call("POST", "/api/v1/usermain", { ...LEGAL, email, codeEmail: "ZZZZ", files: [{ fileID: act.body.fileID }] }, admin);
    expect(messagesOf(guessed)).toEqual([["code", C.invalid]]);

    const code = await codeFor(admin, email, "userMain");
    const res = await h.call("POST", "/api/v1/usermain", { ...LEGAL, email, codeEmail: code, files: [{ fileID: act.body.fileID }] }, admin);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(M.finished);
    expect(res.body.userMain).toMatchObject({
      userMainType: "LegalRepresentative",
      responsible: "Alcaldesa",
      email,
      policies: true,
      terms: true,
      usersMainFilesModel: [{ fileID: act.body.fileID, name: "acta.pdf" }],
    });
    // The code served once; a second registration of the same type is refused.
    expect((await h.call("POST", "/api/v1/usermain", { ...LEGAL, email, codeEmail: code, files: [{ fileID: act.body.fileID }] }, admin)).status).toBe(409);

    // The webmaster: names and e-mail.
    const wmEmail = "webmaster@alcaldia.gov.co";
    const wm = await h.call(
      "POST",
      "/api/v1/usermain",
      { userMainType: "WebMaster", firstName: "Julián", firstLastName: "Mesa", email: wmEmail, codeEmail: await codeFor(admin, wmEmail, "userMain") },
      admin,
    );
    expect(wm.status).toBe(201);
    expect(wm.body.message).toBe(M.finished);
  });

  it("only the main webmaster (or the representative) changes the legal representative's contact data", async () => {
    const rep = await h.db.userMain.findFirstOrThrow({ where: { userMainType: "LegalRepresentative" }, include: { files: true } });
    const same = { ...LEGAL, email: rep.email, files: rep.files.map((f) => ({ fileID: f.fileID })) };
    // Another Administrator who is not the webmaster.
    const other = await administrator();
    const refused = await h.call("PUT", "/api/v1/usermain", { ...same, phone: "6040000000" }, other.token);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(M.onlyWebMaster);
    // A citizen.
    const citizen = await h.registerCitizen();
    const stranger = await h.call("PUT", "/api/v1/usermain", { ...same, phone: "6040000000" }, citizen.token);
    expect(stranger.status).toBe(403);
    expect(stranger.body.error.message).toBe(M.notAllowed);
    expect((await h.call("GET", "/api/v1/usermain", undefined, citizen.token)).body).toEqual({ mainUsers: [], pending: null, isMainWebMaster: false });
    expect((await h.call("GET", "/api/v1/usermain")).status).toBe(401);
    expect((await h.db.userMain.findUniqueOrThrow({ where: { userMainID: rep.userMainID } })).phone).toBe(LEGAL.phone);

    // The user whose address is the webmaster's.
    const webmaster = await administrator();
    await h.db.userMain.updateMany({ where: { userMainType: "WebMaster" }, data: { email: webmaster.me.email } });
    expect((await h.call("GET", "/api/v1/usermain", undefined, webmaster.token)).body.isMainWebMaster).toBe(true);
    const ok = await h.call("PUT", "/api/v1/usermain", { ...same, phone: "6040000000" }, webmaster.token);
    expect(ok.status).toBe(200);
    expect(ok.body.userMain.phone).toBe("6040000000");

    // The same address without any permission left (the webmaster left the entity) is a citizen again.
    await h.db.userPermission.deleteMany({ where: { userId: webmaster.me.id } });
    expect((await h.call("GET", "/api/v1/usermain", undefined, webmaster.token)).body.isMainWebMaster).toBe(false);
    const former = await h.call("PUT", "/api/v1/usermain", { ...same, phone: "6041111111" }, webmaster.token);
    expect({ status: former.status, message: former.body.error.message }).toEqual({ status: 403, message: M.notAllowed });
    expect((await h.db.userMain.findUniqueOrThrow({ where: { userMainID: rep.userMainID } })).phone).toBe("6040000000");
  });

  it("a citizen who may write no main user gets the same refusal whether the record is on file or not", async () => {
    const citizen = await h.registerCitizen();
    // One type on file and one not, whatever the earlier tests left: the webmaster's record is put on file, the
    // administrator's taken off, and both are put back as they were at the end.
    const before = await h.db.userMain.findMany({ where: { userMainType: { in: ["WebMaster", "Administrator"] } } });
    await h.db.userMain.deleteMany({ where: { userMainType: { in: ["WebMaster", "Administrator"] } } });
    const onFile = await h.db.userMain.create({
      data: { userMainType: "WebMaster", firstName: "Pablo", firstLastName: "Díaz", email: "webmaster@alcaldia.gov.co" },
    });
    const answers = [];
    for (const userMainType of ["WebMaster", "Administrator"]) {
      for (const method of ["POST", "PUT"] as const) {
        const res = await h.call(method, "/api/v1/usermain", { ...LEGAL, userMainType, email: "principal@alcaldia.gov.co" }, citizen.token);
        answers.push({ userMainType, method, status: res.status, message: res.body.error?.message });
      }
    }
    await h.db.userMain.delete({ where: { userMainID: onFile.userMainID } });
    for (const row of before) await h.db.userMain.create({ data: row });
    for (const answer of answers) expect(answer).toMatchObject({ status: 403, message: M.notAllowed });
  });

  it("a legal representative with data to complete updates them before any staff action", async () => {
    const person = await administrator();
    const rep = await h.db.userMain.findFirstOrThrow({ where: { userMainType: "LegalRepresentative" } });
    // Imported or older data: the acceptance and the possession act are missing.
    await h.db.userMain.update({
      where: { userMainID: rep.userMainID },
      data: { email: person.me.email, policies: false, terms: false, files: { deleteMany: {} } },
    });

    const blocked = await h.call("GET", "/api/v1/users", undefined, person.token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.message).toBe(M.pendingForm);
    const state = await h.call("GET", "/api/v1/usermain", undefined, person.token);
    expect(state.body.pending).toMatchObject({ userMainType: "LegalRepresentative", policies: false });

    const act = await uploadAct(person.token);
    const done = await h.call("PUT", "/api/v1/usermain", { ...LEGAL, email: person.me.email, files: [{ fileID: act.body.fileID }] }, person.token);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(M.finished);
    expect((await h.call("GET", "/api/v1/usermain", undefined, person.token)).body.pending).toBeNull();
    expect((await h.call("GET", "/api/v1/users", undefined, person.token)).status).toBe(200);
  });
});

describe("GET users/identifier/{id}", () => {
  it("answers staff with the Administrator permission; everyone else gets the same refusal whether the number exists or not", async () => {
    const citizen = await h.registerCitizen({ identification: "71555444", identificationType: 1 });
    const comments = await h.registerStaff("Comments");
    for (const token of [citizen.token, comments]) {
      const known = await h.call("GET", "/api/v1/users/identifier/71555444", undefined, token);
      const unknown = await h.call("GET", "/api/v1/users/identifier/99999999", undefined, token);
      expect([known.status, unknown.status]).toEqual([403, 403]);
      expect(known.body).toEqual(unknown.body);
    }
    expect((await h.call("GET", "/api/v1/users/identifier/71555444")).status).toBe(401);

    const found = await h.call("GET", "/api/v1/users/identifier/71555444", undefined, admin);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ userID: citizen.user.id, email: citizen.email, identification: "71555444", active: true });
    const missing = await h.call("GET", "/api/v1/users/identifier/99999999", undefined, admin);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(S.notFound);
    const hostile = await h.call("GET", `/api/v1/users/identifier/${encodeURIComponent("1' OR '1'='1")}`, undefined, admin);
    expect(hostile.status).toBe(400);
    expect(messagesOf(hostile)).toEqual([["identification", S.identificationDigits]]);
  });
});

describe("PUT users/{userID} — the staff user form", () => {
  const FORM = { name: "Camilo", lastname: "Ríos", identificationType: 1, identification: "1017000111", phone: "3105556677" };

  it("an Administrator corrects a member's data; a new e-mail needs its code; others change nothing", async () => {
    const member = await h.registerCitizen();
    const attacker = await h.registerCitizen();
    const comments = await h.registerStaff("Comments");
    for (const token of [attacker.token, comments]) {
      expect((await h.call("PUT", `/api/v1/users/${member.user.id}`, { ...FORM, name: "Hackeado" }, token)).status).toBe(403);
    }
    expect((await h.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).name).toBe("Camila");

    const saved = await h.call("PUT", `/api/v1/users/${member.user.id}`, FORM, admin);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(S.saved);
    expect(await h.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).toMatchObject({
      name: "Camilo",
      lastname: "Ríos",
      identification: "1017000111",
      phone: "3105556677",
    });

    const email = `nuevo-${Date.now()}@correo.co`;
    const unverified = await h.call("PUT", `/api/v1/users/${member.user.id}`, { ...FORM, email }, admin);
    expect(messagesOf(unverified)).toEqual([["code", C.notVerified]]);
    // The member's own code does not serve the Administrator's form.
    const memberCode = await codeFor(member.token, email, "userForm");
    expect(messagesOf(await h.call("PUT", `/api/v1/users/${member.user.id}`, { ...FORM, email, code: memberCode }, admin))).toEqual([["code", C.invalid]]);
    const code = await codeFor(admin, email, "userForm");
    const changed = await h.call("PUT", `/api/v1/users/${member.user.id}`, { ...FORM, email, code }, admin);
    expect(changed.status).toBe(200);
    expect((await h.db.user.findUniqueOrThrow({ where: { id: member.user.id } })).email).toBe(email);
    expect((await h.call("PUT", `/api/v1/users/${member.user.id + 100000}`, FORM, admin)).status).toBe(404);
  });

  it("the form reads the member's editable data (by identification or by id), with their second factor's state; each read is audited", async () => {
    const member = await h.registerCitizen({ identification: "71666333", identificationType: 1, phone: "3001112233", secondname: "Andrea" });
    const found = await h.call("GET", "/api/v1/users/identifier/71666333", undefined, admin);
    expect(found.body).toMatchObject({
      userID: member.user.id,
      name: "Camila",
      secondname: "Andrea",
      identificationType: 1,
      identification: "71666333",
      phone: "3001112233",
      isStaff: false,
      mfaEnabled: false,
    });
    const input = encodeURIComponent(JSON.stringify({ userID: member.user.id }));
    const byId = await h.call("GET", `/trpc/users.detail?input=${input}`, undefined, admin);
    expect(byId.status).toBe(200);
    expect(byId.body.result.data).toEqual(found.body);
    for (const token of [member.token, await h.registerStaff("Comments")]) {
      expect((await h.call("GET", `/trpc/users.detail?input=${input}`, undefined, token)).status).toBe(403);
    }
    const adminId = (await meOf(admin)).id;
    const audited = await h.db.auditLog.findMany({ where: { userId: adminId, entityId: String(member.user.id) }, select: { action: true } });
    expect(audited.map((a) => a.action).sort()).toEqual(["user.identifier", "user.viewed"]);
  });

  it("the owner's own profile still answers at users/{friendlyName}", async () => {
    const { token, user } = await h.registerCitizen();
    const res = await h.call(
      "PUT",
      `/api/v1/users/${user.friendlyName}`,
      {
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
      },
      token,
    );
    expect(res.status).toBe(200);
  });
});
