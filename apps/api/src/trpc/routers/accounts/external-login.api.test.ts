import { hashPassword } from "@portal/core/accounts/password-hash";
import { EXTERNAL_RETURN_PATHS, EXTERNAL_LOGIN_MESSAGES as X } from "@portal/schemas/accounts/external-login.schema";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import { formatCheckEmail, REGISTER_MESSAGES as R } from "@portal/schemas/accounts/register.schema";
import { PERSONAL_ACCESS_MESSAGES } from "@portal/schemas/certificates/personal-access-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness } from "../../../testing/api-harness.ts";
import { type LocalAccount, type LocalOidcProvider, startLocalOidcProvider } from "../../../testing/local-oidc-provider.ts";

const PUBLIC_URL = "http://localhost:3000";
const CLIENTS = {
  google: { clientId: "portal-google", clientSecret: "secreto-google-de-prueba", redirectUri: `${PUBLIC_URL}${EXTERNAL_RETURN_PATHS.google}` },
  idp: { clientId: "portal-idp", clientSecret: "secreto-idp-de-prueba", redirectUri: `${PUBLIC_URL}${EXTERNAL_RETURN_PATHS.idp}` },
};
/** What the registration form adds to the provider's data (Medellín, with the identity fields "loa:2" requires). */
const FORM = {
  country: 1,
  department: 5,
  location: 5001,
  neighborhood: "Laureles",
  identificationType: 1,
  identification: "1020304050",
  expeditionDate: "2010-03-04",
  phone: "3001234567",
  address: "Calle 10 # 43-12",
  genderID: 1,
  birthDate: "1990-05-17",
  acceptTerms: true,
};

let h: ApiHarness;
let op: LocalOidcProvider;
beforeAll(async () => {
  // The same local provider plays Google and the entity's identity provider; Facebook and X stay unconfigured.
  op = await startLocalOidcProvider(Object.values(CLIENTS));
  h = await startApiHarness({
    PUBLIC_URL,
    GOOGLE_CLIENT_ID: CLIENTS.google.clientId,
    GOOGLE_CLIENT_SECRET: CLIENTS.google.clientSecret,
    GOOGLE_ISSUER: op.issuer,
    IDP_CLIENT_ID: CLIENTS.idp.clientId,
    IDP_CLIENT_SECRET: CLIENTS.idp.clientSecret,
    IDP_ISSUER: op.issuer,
    EXTERNAL_LOGIN_IDP_NAME: "Carpeta Ciudadana",
  });
}, 60_000);
afterAll(async () => {
  await h?.stop();
  await op?.stop();
});

/** GET auth/social/{provider}: the authorization URL and the flow id the opener keeps. */
async function start(provider: "google" | "idp") {
  const res = await h.call("GET", `/api/v1/auth/social/${provider}`);
  expect(res.status).toBe(200);
  return res.body as { authorizationUrl: string; flow: string };
}

/** The whole round trip as a browser makes it: start, the provider's login, POST auth/social with its answer. */
async function externalLogin(provider: "google" | "idp", account: LocalAccount) {
  const { authorizationUrl, flow } = await start(provider);
  op.loginAs(account);
  const callback = await op.authorize(authorizationUrl, PUBLIC_URL);
  return h.call("POST", "/api/v1/auth/social", { SocialNetwork: provider, Token: callback, Token2: flow });
}

/** A Google account registered with its first form (Medellín, Laureles), then marked as owing the data update again. */
async function registeredWithPendingForm(account: LocalAccount, name: string, lastname: string) {
  const first = await externalLogin("google", account);
  await h.call("POST", "/api/v1/auth/social/register", {
    ticket: first.body.ticket,
    email: account.email,
    name,
    lastname,
    country: 1,
    department: 5,
    location: 5001,
    neighborhood: "Laureles",
    acceptTerms: true,
  });
  return h.db.user.update({ where: { email: account.email! }, data: { pendingRegistration: true } });
}

let seq = 0;
const person = (extra: Partial<LocalAccount> = {}): LocalAccount => {
  seq++;
  return { sub: `persona-${seq}`, email: `persona${seq}@correo.co`, email_verified: true, given_name: "Ana María", family_name: "Pérez Gómez", ...extra };
};

describe("GET auth/social — only the configured providers are offered", () => {
  it("lists Google and the identity provider (with its configured name), not Facebook nor X", async () => {
    const res = await h.call("GET", "/api/v1/auth/social");
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { provider: "google", name: "Google", returnPath: "/user/googlelogin" },
      { provider: "idp", name: "Carpeta Ciudadana", returnPath: "/user/idplogin" },
    ]);
  });

  it("refuses to start an unconfigured provider (GET auth/twitter, GET auth/social/facebook)", async () => {
    for (const path of ["/api/v1/auth/twitter", "/api/v1/auth/social/facebook"]) {
      const res = await h.call("GET", path);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(X.notConfigured);
    }
  });

  it("starts the authorization code flow with PKCE, state and nonce at the provider's endpoint", async () => {
    const url = new URL((await start("google")).authorizationUrl);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get("redirect_uri")).toBe(`${PUBLIC_URL}/user/googlelogin`);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    for (const p of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(p)?.length).toBeGreaterThan(20);
  });
});

describe("an external login without an account", () => {
  it("opens the registration form prefilled; the provider's verified e-mail counts as verified; the account then logs in", async () => {
    const ana = person();
    const res = await externalLogin("google", ana);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "register",
      provider: "google",
      loa: "loa:1",
      emailVerified: true,
      prefill: { email: ana.email, name: "Ana", secondname: "María", lastname: "Pérez", secondlastname: "Gómez" },
    });
    // "loa" from the browser is ignored: only the identity provider vouches for "loa:2".
    const created = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: res.body.ticket,
      email: ana.email,
      name: "Ana",
      secondname: "María",
      lastname: "Pérez",
      secondlastname: "Gómez",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Laureles",
      acceptTerms: true,
      loa: "loa:2",
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ email: ana.email, loa: "loa:1", hasPassword: false, emailVerified: true, gId: ana.sub });
    const row = await h.db.user.findUniqueOrThrow({ where: { email: ana.email! } });
    expect(row).toMatchObject({ googleId: ana.sub, passwordHash: null, emailVerified: true });
    // No verification e-mail: the provider verified the address.
    expect(await h.db.emailMessage.count({ where: { to: ana.email!, kind: "email-verification" } })).toBe(0);
    // The ticket is single use.
    const again = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: res.body.ticket,
      email: "otra@correo.co",
      name: "Otra",
      lastname: "Persona",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Laureles",
      acceptTerms: true,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(X.expired);

    // Next time the linked account simply logs in.
    const login = await externalLogin("google", ana);
    expect(login.status).toBe(200);
    expect(login.body.status).toBe("login");
    expect(login.body.result.user.email).toBe(ana.email);
    const me = await h.call("GET", "/api/v1/auth", undefined, login.body.result.token);
    expect(me.body.email).toBe(ana.email);
  });

  it("the registration form sent twice at once (a double click): one account, the other told the ticket expired", async () => {
    for (const verified of [true, false]) {
      const sofia = person({ email_verified: verified });
      const res = await externalLogin("google", sofia);
      const form = {
        ticket: res.body.ticket,
        email: sofia.email,
        name: "Sofía",
        lastname: "Ríos",
        country: 1,
        department: 5,
        location: 5001,
        neighborhood: "Laureles",
        acceptTerms: true,
      };
      const sent = await Promise.all([0, 1].map(() => h.call("POST", "/api/v1/auth/social/register", form)));
      expect(sent.map((r) => r.status).sort()).toEqual([200, 400]);
      expect(sent.find((r) => r.status === 400)!.body.error.message).toBe(X.expired);
      if (verified) expect(await h.db.user.count({ where: { email: sofia.email! } })).toBe(1);
      else expect(await h.db.emailMessage.count({ where: { to: sofia.email! } })).toBe(1);
    }
  });

  it("an address the provider did not verify, or that the form changed, is activated by the mailed link, like any registration", async () => {
    const luis = person({ email_verified: false });
    const res = await externalLogin("google", luis);
    expect(res.body).toMatchObject({ status: "register", emailVerified: false });
    const created = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: res.body.ticket,
      email: luis.email,
      name: "Luis",
      lastname: "Mora",
      password: "Clave-segura-2026",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Laureles",
      acceptTerms: true,
    });
    expect(created.status).toBe(200);
    expect(created.body).toEqual({ pending: true, message: formatCheckEmail(luis.email!) });
    expect(await h.db.user.findUnique({ where: { email: luis.email! } })).toBeNull();
    const confirmed = await h.call("POST", "/api/v1/users/confirm", { token: await h.registrationToken(luis.email!) });
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.user).toMatchObject({ emailVerified: true, hasPassword: true, gId: luis.sub });
    // Linked: the provider logs the account in from now on.
    expect((await externalLogin("google", luis)).body.status).toBe("login");
  });

  it("an unverified provider address that has an account: no linking notice, and the same answer as a new one (issue 26)", async () => {
    const { email } = await h.registerCitizen();
    const res = await externalLogin("google", person({ email, email_verified: false }));
    expect(res.body).toMatchObject({ status: "register", emailVerified: false });
    const answer = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: res.body.ticket,
      email,
      name: "Luis",
      lastname: "Mora",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Laureles",
      acceptTerms: true,
    });
    expect(answer.body).toEqual({ pending: true, message: formatCheckEmail(email) });
    expect(await h.db.emailMessage.count({ where: { to: email, kind: "registration-existing" } })).toBe(1);
    expect((await h.db.user.findUniqueOrThrow({ where: { email } })).googleId).toBeNull();
  });
});

describe("an external login with the e-mail of an existing account", () => {
  it("shows the notice and links the provider only after the existing account's password", async () => {
    const email = `existente${Date.now()}@correo.co`;
    await h.db.user.create({
      data: { email, passwordHash: await hashPassword("Clave-de-la-cuenta-9"), friendlyName: `existente-${Date.now()}`, name: "Marta", lastname: "Ruiz" },
    });
    const marta = person({ email });
    const res = await externalLogin("google", marta);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "link", provider: "google", email });

    // Registering a second account with that e-mail is not the way out.
    const dup = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: res.body.ticket,
      email,
      name: "Marta",
      lastname: "Ruiz",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Laureles",
      acceptTerms: true,
    });
    expect(dup.status).toBe(400);

    const wrong = await h.call("POST", "/api/v1/auth/social/link", { ticket: res.body.ticket, password: "no-es-la-clave" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.message).toBe(LOGIN_MESSAGES.failed);
    expect((await h.db.user.findUniqueOrThrow({ where: { email } })).googleId).toBeNull();

    const linked = await h.call("POST", "/api/v1/auth/social/link", { ticket: res.body.ticket, password: "Clave-de-la-cuenta-9" });
    expect(linked.status).toBe(200);
    expect(linked.body.status).toBe("login");
    expect(linked.body.result.user.email).toBe(email);
    expect(await h.db.user.findUniqueOrThrow({ where: { email } })).toMatchObject({ googleId: marta.sub, emailVerified: true });

    const next = await externalLogin("google", marta);
    expect(next.body.status).toBe("login");
  });
});

describe('"loa:2" from the identity provider', () => {
  it("makes the identity fields required and keeps the provider's names and identification whatever the browser sends", async () => {
    const juan = person({ given_name: "Juan", family_name: "Gómez Díaz", acr: "loa:2", document_type: "CC", document_number: "71222333" });
    const res = await externalLogin("idp", juan);
    expect(res.body).toMatchObject({
      status: "register",
      provider: "idp",
      loa: "loa:2",
      prefill: { name: "Juan", lastname: "Gómez", secondlastname: "Díaz", identificationType: 1, identification: "71222333" },
    });
    const base = {
      ticket: res.body.ticket,
      email: juan.email,
      name: "Juan",
      lastname: "Gómez",
      country: 1,
      department: 5,
      location: 5001,
      neighborhood: "Laureles",
      acceptTerms: true,
    };
    const missing = await h.call("POST", "/api/v1/auth/social/register", base);
    expect(missing.status).toBe(400);
    const messages = (missing.body.error.details as { path: string; message: string }[]).map((d) => d.message);
    for (const m of [R.expeditionDateRequired, R.phoneRequired, R.addressRequired, R.genderRequired, R.birthDateRequired]) {
      expect(messages).toContain(m);
    }
    // The identification comes from the provider's claims, not from the form.
    expect(messages).not.toContain(R.identificationRequired);
    const created = await h.call("POST", "/api/v1/auth/social/register", {
      ...base,
      ...FORM,
      name: "Otro",
      lastname: "Nombre",
      identificationType: 4,
      identification: "1020304050",
    });
    expect(created.status).toBe(200);
    expect(created.body.user).toMatchObject({ loa: "loa:2", identification: "71222333", identificationType: 1 });
    expect(await h.db.user.findUniqueOrThrow({ where: { email: juan.email! } })).toMatchObject({
      name: "Juan",
      lastname: "Gómez",
      secondlastname: "Díaz",
      identityProviderId: juan.sub,
      loa: "loa:2",
      identification: "71222333",
      identificationTypeId: 1,
    });
  });

  it('refuses "loa:2" when the provider names no identification (or an unknown type): the account stays "loa:1"', async () => {
    for (const extra of [{}, { document_number: "71222334" }, { document_type: "CC" }, { document_type: "XX", document_number: "71222334" }]) {
      const res = await externalLogin("idp", person({ acr: "loa:2", ...extra }));
      expect(res.body).toMatchObject({ status: "register", loa: "loa:1" });
    }
  });

  it('a social network never gives "loa:2", even when its token says so', async () => {
    const res = await externalLogin("google", person({ acr: "loa:2" }));
    expect(res.body).toMatchObject({ status: "register", loa: "loa:1" });
  });
});

describe("a pending registration form", () => {
  it("forces the data update before the external login gives a session", async () => {
    const eva = person();
    await registeredWithPendingForm(eva, "Eva", "Lara");

    const res = await externalLogin("google", eva);
    expect(res.body).toMatchObject({
      status: "update",
      provider: "google",
      prefill: { email: eva.email, name: "Eva", stored: { department: 5, location: 5001, neighborhood: "Laureles" } },
    });
    expect(res.body.result).toBeUndefined();
    const updated = await h.call("POST", "/api/v1/auth/social/register", { ticket: res.body.ticket, email: eva.email, name: "Eva", lastname: "Lara", ...FORM });
    expect(updated.status).toBe(200);
    expect(updated.body.token).toBeTruthy();
    expect(await h.db.user.findUniqueOrThrow({ where: { email: eva.email! } })).toMatchObject({ pendingRegistration: false, phone: FORM.phone });
  });
});

describe("an account with a second factor", () => {
  it("shows nothing it holds in the data-update form before that factor: only its names and e-mail", async () => {
    const ivan = person();
    const { id } = await registeredWithPendingForm(ivan, "Iván", "Soto");
    await h.db.user.update({ where: { id }, data: { phone: "3109998877", address: "Carrera 70 # 1-2", mfaEnabledAt: new Date() } });
    const res = await externalLogin("google", ivan);
    expect(res.body).toMatchObject({ status: "update", prefill: { email: ivan.email, name: "Iván", lastname: "Soto" } });
    expect(res.body.prefill.stored).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/3109998877|Carrera 70|Laureles/);
  });
});

describe("a deactivated account", () => {
  it("takes nothing from a data-update ticket issued before the deactivation: no data, no password, no session", async () => {
    const leo = person();
    const { id } = await registeredWithPendingForm(leo, "Leo", "Mora");
    const pending = await externalLogin("google", leo);
    expect(pending.body.status).toBe("update");
    // An Administrator deactivates the account while the update form is open.
    const admin = await h.login();
    expect((await h.call("PUT", `/api/v1/users/${id}/active`, { active: false }, admin)).status).toBe(200);
    const before = await h.db.user.findUniqueOrThrow({ where: { id } });
    const sessions = await h.db.session.count({ where: { userId: id } });

    const res = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: pending.body.ticket,
      email: leo.email,
      name: "Leo",
      lastname: "Mora",
      password: "Otra-clave-segura-2024",
      ...FORM,
    });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe(LOGIN_MESSAGES.failed);
    expect(await h.db.user.findUniqueOrThrow({ where: { id } })).toEqual(before);
    expect(await h.db.session.count({ where: { userId: id } })).toBe(sessions);
  });
});

describe("forged or replayed answers are refused", () => {
  it("refuses a forged state, and a flow completed twice", async () => {
    const { authorizationUrl, flow } = await start("google");
    op.loginAs(person());
    const callback = new URLSearchParams(await op.authorize(authorizationUrl, PUBLIC_URL));
    callback.set("state", "estado-falsificado");
    const forged = await h.call("POST", "/api/v1/auth/social", { SocialNetwork: "google", Token: callback.toString(), Token2: flow });
    expect(forged.status).toBe(400);
    expect(forged.body.error.message).toBe(X.failed);
    // The flow was spent by that attempt.
    const replay = await h.call("POST", "/api/v1/auth/social", { SocialNetwork: "google", Token: callback.toString(), Token2: flow });
    expect(replay.status).toBe(400);
    expect(replay.body.error.message).toBe(X.expired);
  });

  it("refuses an answer carried to another flow (another browser's), and a flow of another provider", async () => {
    const a = await start("google");
    const b = await start("google");
    op.loginAs(person());
    const callback = await op.authorize(a.authorizationUrl, PUBLIC_URL);
    const res = await h.call("POST", "/api/v1/auth/social", { SocialNetwork: "google", Token: callback, Token2: b.flow });
    expect(res.status).toBe(400);
    const other = await h.call("POST", "/api/v1/auth/social", { SocialNetwork: "idp", Token: callback, Token2: a.flow });
    expect(other.status).toBe(400);
    expect(other.body.error.message).toBe(X.expired);
  });

  it("refuses an ID token whose nonce is not the flow's", async () => {
    const a = new URL((await start("google")).authorizationUrl);
    const b = await start("google");
    const bUrl = new URL(b.authorizationUrl);
    // A's request with B's state and PKCE challenge: everything matches flow B but the nonce inside the ID token.
    a.searchParams.set("state", bUrl.searchParams.get("state")!);
    a.searchParams.set("code_challenge", bUrl.searchParams.get("code_challenge")!);
    expect(a.searchParams.get("nonce")).not.toBe(bUrl.searchParams.get("nonce"));
    const eve = person();
    op.loginAs(eve);
    const callback = await op.authorize(a.href, PUBLIC_URL);
    const res = await h.call("POST", "/api/v1/auth/social", { SocialNetwork: "google", Token: callback, Token2: b.flow });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(X.failed);
    expect(await h.db.user.findFirst({ where: { googleId: eve.sub } })).toBeNull();
  });
});

describe("a verified login never vouches for an identification the user typed (issue 26)", () => {
  const VICTIM = { identification: "1033445566", email: "victima.residente@correo.co" };
  const B = "/api/v1";
  const check = async (body: Record<string, unknown>, token: string) =>
    h.call("POST", `${B}/certificates/check`, { ...(await h.captcha("certificate")), ...body }, token);
  const codeNotice = { requiredPay: false, codeSent: true, message: PERSONAL_ACCESS_MESSAGES.codeSent, key: null, downloadUrl: null };

  beforeAll(async () => {
    await h.db.resident.create({
      data: {
        identification: VICTIM.identification,
        names: "Lucía Restrepo Vélez",
        address: "Carrera 43 # 10-20",
        neighborhood: "El Poblado",
        email: VICTIM.email,
      },
    });
    await h.db.staffRecord.create({
      data: {
        identification: VICTIM.identification,
        name: "Lucía Restrepo",
        position: "Contadora",
        startDate: new Date("2018-02-01"),
        salary: 4_200_000,
        email: VICTIM.email,
      },
    });
  });

  it("an account registered with someone else's cédula, then linked at loa:2, gets the mailed-code path, never her documents", async () => {
    // The attacker registers with the victim's cédula typed in the form…
    const attacker = await h.registerCitizen({ identificationType: 1, identification: VICTIM.identification });
    // …then logs in through the identity provider at "loa:2" (the provider knows the attacker's own document).
    const own = person({ email: attacker.email, acr: "loa:2", document_type: "CC", document_number: "80111222" });
    const notice = await externalLogin("idp", own);
    expect(notice.body).toMatchObject({ status: "link" });
    const linked = await h.call("POST", "/api/v1/auth/social/link", { ticket: notice.body.ticket, password: "clave-segura" });
    expect(linked.status).toBe(200);
    // "loa:2" asks for the identity fields the account lacks; the form's identification is ignored there too.
    expect(linked.body).toMatchObject({ status: "update", loa: "loa:2" });
    const updated = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: linked.body.ticket,
      email: attacker.email,
      name: "Ana",
      lastname: "Pérez",
      ...FORM,
      identification: VICTIM.identification,
    });
    expect(updated.status).toBe(200);
    const token = updated.body.token as string;
    // The verified account's identification is the provider's; the typed one is gone.
    expect(updated.body.user).toMatchObject({ loa: "loa:2", identification: "80111222", identificationType: 1 });
    expect(await h.db.user.findUniqueOrThrow({ where: { email: attacker.email } })).toMatchObject({
      loa: "loa:2",
      identification: "80111222",
      identityProviderId: own.sub,
    });

    for (const certificateID of [4, 5]) {
      const res = await check({ certificateID, identification: VICTIM.identification }, token);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ ...codeNotice, certificateID });
    }
    expect(await h.db.certificateIssue.count({ where: { numeroIdentificacion: VICTIM.identification } })).toBe(0);
    // The code went to the victim's own address on file, not to the attacker.
    expect(await h.db.emailMessage.count({ where: { kind: "personal-data-code", to: VICTIM.email } })).toBe(2);
    expect(await h.db.emailMessage.count({ where: { kind: "personal-data-code", to: attacker.email } })).toBe(0);
  });

  it("changing the identification in the profile drops the account to loa:1, so the new one gets the code path too", async () => {
    const own = person({ acr: "loa:2", document_type: "CC", document_number: "80111333" });
    const res = await externalLogin("idp", own);
    const created = await h.call("POST", "/api/v1/auth/social/register", {
      ticket: res.body.ticket,
      email: own.email,
      name: "Ana",
      lastname: "Pérez",
      ...FORM,
    });
    expect(created.body.user).toMatchObject({ loa: "loa:2", identification: "80111333" });
    const { token, user } = created.body as { token: string; user: { friendlyName: string } };
    const profile = (await h.call("GET", `${B}/auth/profile`, undefined, token)).body;
    const saved = await h.call("PUT", `${B}/users/${user.friendlyName}`, { ...profile, identification: VICTIM.identification, fileID: null }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.user).toMatchObject({ loa: "loa:1", identification: VICTIM.identification });
    const answer = await check({ certificateID: 4, identification: VICTIM.identification }, token);
    expect(answer.body).toMatchObject({ ...codeNotice, certificateID: 4 });
    expect(await h.db.certificateIssue.count({ where: { numeroIdentificacion: VICTIM.identification } })).toBe(0);

    // The provider's next "loa:2" login restores its own identification, never the typed one.
    const again = await externalLogin("idp", own);
    expect(again.body.status).toBe("login");
    expect(again.body.result.user).toMatchObject({ loa: "loa:2", identification: "80111333" });
  });
});
