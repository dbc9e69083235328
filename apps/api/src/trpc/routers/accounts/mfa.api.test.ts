import { MFA_MESSAGES } from "@portal/schemas/accounts/mfa.schema";
import type { TPermission } from "@portal/schemas/accounts/permissions";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { ADMIN, type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

// STAFF_MFA=required: holders of any staff permission must log in with a TOTP code; citizens may enrol too.
let h: ApiHarness;
useApiHarness(
  (started) => {
    h = started;
  },
  { STAFF_MFA: "required" },
);

const codeOf = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
const passwordStep = async (email: string, password: string) => h.call("POST", "/api/v1/auth", { email, password, ...(await h.captcha("login")) });

let adminSecret = "";

describe("STAFF_MFA=required for every staff permission", () => {
  it("a right password answers the second step, and the enrolment comes before any session", async () => {
    const step = await passwordStep(ADMIN.email, ADMIN.password);
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ mfaRequired: true, enrol: true });
    expect(step.body.token).toBeUndefined();
    // Without enrolling there is no code to give.
    const early = await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code: "123456" });
    expect(early.status).toBe(400);
    expect(early.body.error.message).toBe(MFA_MESSAGES.enrolRequired);

    const enrolment = await h.call("POST", "/api/v1/auth/mfa/enrolment", { challenge: step.body.challenge });
    expect(enrolment.status).toBe(200);
    expect(enrolment.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(enrolment.body.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    adminSecret = enrolment.body.secret;
    // Stored encrypted, never as the base32 text.
    const stored = await h.db.user.findUniqueOrThrow({ where: { email: ADMIN.email } });
    expect(stored.mfaSecret).not.toContain(adminSecret);
    expect(stored.mfaEnabledAt).toBeNull();

    const wrong = await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code: "000000" === codeOf(adminSecret) ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.details[0]).toEqual({ path: "code", message: MFA_MESSAGES.codeWrong });
    const done = await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code: codeOf(adminSecret) });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ email: ADMIN.email, mfaEnabled: true });
    expect((await h.call("GET", "/api/v1/auth", undefined, done.body.token)).body.email).toBe(ADMIN.email);
  });

  it("once enrolled: the code is asked, a code works only once, and the login step cannot re-enrol", async () => {
    const step = await passwordStep(ADMIN.email, ADMIN.password);
    expect(step.body).toMatchObject({ mfaRequired: true, enrol: false });
    const reEnrol = await h.call("POST", "/api/v1/auth/mfa/enrolment", { challenge: step.body.challenge });
    expect(reEnrol.status).toBe(400);
    expect(reEnrol.body.error.message).toBe(MFA_MESSAGES.alreadyEnabled);
    const code = codeOf(adminSecret, 1);
    expect((await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code })).status).toBe(200);
    const replay = await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code });
    expect(replay.status).toBe(400);
    expect(replay.body.error.details[0].message).toBe(MFA_MESSAGES.codeWrong);
  });

  it("covers every staff permission, not only Administrator: the enrolment comes before any session", async () => {
    for (const permission of ["Comments", "PQRs", "Settings"] as const) {
      const staff = await createStaff(permission);
      const step = await passwordStep(staff.email, "clave-segura");
      expect(step.body, permission).toMatchObject({ mfaRequired: true, enrol: true });
      expect(step.body.token).toBeUndefined();
    }
  });

  it("refuses a forged or foreign challenge", async () => {
    const { token } = await h.registerCitizen();
    for (const challenge of [token, "x".repeat(40)]) {
      const res = await h.call("POST", "/api/v1/auth/mfa", { challenge, code: "123456" });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(MFA_MESSAGES.challengeExpired);
    }
  });

  it("wrong codes count against the account: the sixth attempt gets the lockout notice", async () => {
    const other = await createStaff("Contents");
    const enrolled = await enrolFromProfile(other.token);
    const step = await passwordStep(other.email, "clave-segura");
    expect(step.body).toMatchObject({ mfaRequired: true, enrol: false });
    const bad = codeOf(enrolled, 5);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code: bad }));
    expect(answers.slice(0, 4).map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(answers[5]!.status).toBe(429);
    expect(answers[5]!.body.error.message).toMatch(/^Por seguridad bloqueamos temporalmente el ingreso a esta cuenta/);
    const right = await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code: codeOf(enrolled) });
    expect(right.status).toBe(429);
  });
});

/** The admin's full login; a code of a step already spent by an earlier test is refused, so try the neighbours. */
async function adminLogin(): Promise<string> {
  const step = await passwordStep(ADMIN.email, ADMIN.password);
  for (const offset of [0, 1, -1]) {
    const res = await h.call("POST", "/api/v1/auth/mfa", { challenge: step.body.challenge, code: codeOf(adminSecret, offset) });
    if (res.status === 200) return res.body.token as string;
  }
  throw new Error("admin login failed");
}

/**
 * A citizen given a staff permission straight in the database (the permissions use case would end the session);
 * the registration's session carries it, so the member can enrol from the profile.
 */
async function createStaff(permission: Exclude<TPermission, "Administrator">) {
  const citizen = await h.registerCitizen();
  await h.db.userPermission.create({ data: { userId: citizen.user.id, permission } });
  return citizen;
}

async function enrolFromProfile(token: string): Promise<string> {
  const start = await h.call("POST", "/api/v1/auth/mfa/setup", {}, token);
  expect(start.status).toBe(200);
  const confirm = await h.call("PUT", "/api/v1/auth/mfa/setup", { code: codeOf(start.body.secret) }, token);
  expect(confirm.body).toEqual({ message: MFA_MESSAGES.enabled });
  return start.body.secret as string;
}

describe("a second factor from the profile (citizens too), and recovery", () => {
  it("a citizen enrols from Mi perfil → Seguridad; then the login asks for the code", async () => {
    const citizen = await h.registerCitizen();
    expect((await passwordStep(citizen.email, "clave-segura")).body.token).toBeTruthy();
    await enrolFromProfile(citizen.token);
    expect((await h.call("GET", "/api/v1/auth", undefined, citizen.token)).body.mfaEnabled).toBe(true);
    expect((await passwordStep(citizen.email, "clave-segura")).body).toMatchObject({ mfaRequired: true, enrol: false });
  });

  it("an Administrator resets another staff member's factor (lost phone): their sessions end and they log in with the password again", async () => {
    const staff = await createStaff("PQRs");
    await enrolFromProfile(staff.token);
    const admin = await adminLogin();
    const own = await h.call("DELETE", `/api/v1/users/${(await h.db.user.findUniqueOrThrow({ where: { email: ADMIN.email } })).id}/mfa`, undefined, admin);
    expect(own.body.error.message).toBe(MFA_MESSAGES.resetOwn);
    const res = await h.call("DELETE", `/api/v1/users/${staff.user.id}/mfa`, undefined, admin);
    expect(res.body).toEqual({ message: MFA_MESSAGES.reset });
    expect((await h.call("GET", "/api/v1/auth", undefined, staff.token)).body).toBeNull();
    expect((await passwordStep(staff.email, "clave-segura")).body).toMatchObject({ mfaRequired: true, enrol: true });
    // Not an Administrator: refused.
    const other = await createStaff("Contents");
    expect((await h.call("DELETE", `/api/v1/users/${staff.user.id}/mfa`, undefined, other.token)).status).toBe(403);
  });

  it("a citizen turns it off with a current code; staff cannot while STAFF_MFA requires it", async () => {
    const citizen = await h.registerCitizen();
    const secret = await enrolFromProfile(citizen.token);
    const wrong = await h.call("DELETE", "/api/v1/auth/mfa/setup", { code: codeOf(secret, 6) }, citizen.token);
    expect(wrong.body.error.details[0].message).toBe(MFA_MESSAGES.codeWrong);
    const off = await h.call("DELETE", "/api/v1/auth/mfa/setup", { code: codeOf(secret, 1) }, citizen.token);
    expect(off.body).toEqual({ message: MFA_MESSAGES.disabled });
    const staff = await createStaff("Menus");
    const staffSecret = await enrolFromProfile(staff.token);
    const kept = await h.call("DELETE", "/api/v1/auth/mfa/setup", { code: codeOf(staffSecret, 1) }, staff.token);
    expect(kept.status).toBe(403);
    expect(kept.body.error.message).toBe(MFA_MESSAGES.requiredCannotDisable);
  });
});
