import { randomBytes } from "node:crypto";
import type { Prisma } from "@portal/db/client";
import {
  EXTERNAL_LOGIN_MESSAGES,
  EXTERNAL_LOGIN_TTL,
  type TExternalAnswer,
  type TExternalComplete,
  type TExternalLink,
  type TExternalPrefill,
  type TExternalProvider,
  type TExternalRegisterInput,
  type TExternalStartAnswer,
  VERIFIED_IDENTITY_FIELDS,
  ZExternalComplete,
  ZExternalLink,
  ZExternalRegister,
  ZExternalRegisterVerified,
  ZExternalStart,
} from "@portal/schemas/accounts/external-login.schema";
import { LOGIN_MESSAGES } from "@portal/schemas/accounts/login.schema";
import type { TLoginAnswer } from "@portal/schemas/accounts/mfa.schema";
import { LOA, REGISTER_MESSAGES, type TRegistrationAnswer } from "@portal/schemas/accounts/register.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import * as oidc from "openid-client";
import { recordAudit } from "../../audit/audit-log.ts";
import { known } from "../../common/known.ts";
import type { CoreDeps } from "../../deps.ts";
import { AppError } from "../../errors/app-error.ts";
import { uniqueFriendlyName } from "../friendly-name.ts";
import { answerFirstFactor, finishLogin, type LoginDeps, type Meta } from "../login.ts";
import { clearPasswordAttempts, countPasswordAttempt } from "../login-throttle.ts";
import { passwordHolder } from "../password-check.ts";
import { hashPassword } from "../password-hash.ts";
import { assertAcceptablePassword } from "../password-strength.ts";
import { answerRegistration, pendingUserOf } from "../pending-registration.ts";
import { assertLocations, personalData } from "../register.ts";
import { type ExternalIdentity, identityFromClaims, PROVIDER_COLUMN } from "./external-identity.ts";
import { type ExternalProviderConfig, providerClient, requireProviderConfig } from "./providers.ts";

type Deps = LoginDeps & Pick<CoreDeps, "redis" | "log" | "queues">;

/** What the server keeps between the start and the provider's answer; the browser holds only the flow's id. */
interface Flow {
  provider: TExternalProvider;
  state: string;
  nonce: string | null;
  codeVerifier: string;
}

/** What the server keeps between the provider's answer and the form it opened (register, link, update). */
interface Ticket {
  kind: "register" | "link" | "update";
  identity: ExternalIdentity;
  userId: number | null;
}

const flowKey = (id: string) => `external-login:flow:${id}`;
const ticketKey = (id: string) => `external-login:ticket:${id}`;
const newId = () => randomBytes(24).toString("base64url");
const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/**
 * GET auth/social/{provider} — starts the authorization code flow with PKCE: state, nonce and the code verifier stay
 * in Redis under a random flow id (10 minutes, single use) that only the opener tab holds.
 */
export async function startExternalLogin(deps: Deps, raw: { provider: TExternalProvider }): Promise<TExternalStartAnswer> {
  const { provider } = ZExternalStart.parse(raw);
  const config = requireProviderConfig(deps.env, provider);
  const client = await discover(deps, config);
  const flow: Flow = { provider, state: oidc.randomState(), nonce: config.issuer ? oidc.randomNonce() : null, codeVerifier: oidc.randomPKCECodeVerifier() };
  const id = newId();
  await deps.redis.set(flowKey(id), JSON.stringify(flow), "EX", EXTERNAL_LOGIN_TTL.flowSeconds);
  const url = oidc.buildAuthorizationUrl(client, {
    redirect_uri: redirectUri(deps, config),
    scope: config.scope,
    state: flow.state,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
    ...(flow.nonce ? { nonce: flow.nonce } : {}),
  });
  return { authorizationUrl: url.href, flow: id };
}

/**
 * POST auth/social — the provider's answer (the query string it appended to the return target) and the flow id:
 * the code is exchanged (state, nonce and PKCE checked by openid-client), then a linked account logs in, an unknown
 * person gets the registration form prefilled, an account with the provider's verified e-mail gets the linking notice.
 */
export async function completeExternalLogin(deps: Deps, raw: TExternalComplete, meta: Meta = {}): Promise<TExternalAnswer> {
  const input = ZExternalComplete.parse(raw);
  const stored = await deps.redis.getdel(flowKey(input.flow));
  const flow = stored ? (JSON.parse(stored) as Flow) : null;
  if (!flow || flow.provider !== input.provider) throw new AppError("BAD_REQUEST", EXTERNAL_LOGIN_MESSAGES.expired);
  const config = requireProviderConfig(deps.env, input.provider);
  const client = await discover(deps, config);
  const identity = await exchange(deps, config, client, flow, input.callback);

  const user = await findLinked(deps, identity);
  if (user) {
    if (!user.active) throw new AppError("UNAUTHORIZED", LOGIN_MESSAGES.failed);
    return answerLinked(deps, user.id, identity, meta);
  }
  // The linking notice (spec 03 §2) tells that the address has an account: only to whom the provider vouched it is theirs.
  const existing = identity.email && identity.emailVerified ? await deps.db.user.findUnique({ where: { email: identity.email }, select: { id: true } }) : null;
  if (existing && identity.email) {
    const ticket = await saveTicket(deps, { kind: "link", identity, userId: existing.id });
    return { status: "link", ticket, provider: identity.provider, email: identity.email };
  }
  const ticket = await saveTicket(deps, { kind: "register", identity, userId: null });
  return {
    status: "register",
    ticket,
    provider: identity.provider,
    loa: identity.loa,
    emailVerified: identity.emailVerified,
    prefill: { ...identity.names, email: identity.email ?? "", ...(identity.document ?? {}) },
  };
}

/**
 * What POST auth/social/register receives: the ticket and the form's fields, parsed here with the schema the ticket
 * decides (ZExternalRegister, or ZExternalRegisterVerified for an identity provider's verified person).
 */
type TExternalRegisterRaw = Pick<TExternalRegisterInput, "ticket"> & Record<string, unknown>;

/**
 * POST auth/social/register — the form the external login opened: a new account linked to the provider, or the
 * data update of a linked account with a pending registration form. Under "loa:2" the identity fields are required,
 * and the names, identification type and number are the provider's whatever the browser sends.
 */
export async function externalRegister(
  deps: Deps,
  raw: TExternalRegisterRaw,
  context: Meta & { currentUser: TSessionUser | null },
): Promise<TLoginAnswer | TRegistrationAnswer> {
  if (context.currentUser) throw new AppError("FORBIDDEN", LOGIN_MESSAGES.registerWhileLoggedIn);
  const ticketId = raw.ticket;
  if (typeof ticketId !== "string" || !ticketId || ticketId.length > 100) throw new AppError("BAD_REQUEST", EXTERNAL_LOGIN_MESSAGES.expired);
  // One send of a ticket at a time: of two at once (a double click), the second is told the ticket expired, as it
  // would be once the first used it, instead of creating the account (or mailing its activation link) a second time.
  // Released when this send ends, so a form refused for its data can be corrected and sent again.
  const busy = `${ticketKey(ticketId)}:busy`;
  if ((await deps.redis.set(busy, "1", "PX", 60_000, "NX")) !== "OK") throw new AppError("BAD_REQUEST", EXTERNAL_LOGIN_MESSAGES.expired);
  try {
    return await registerWithTicket(deps, raw, context, ticketId);
  } finally {
    await deps.redis.del(busy).catch(() => 0);
  }
}

async function registerWithTicket(
  deps: Deps,
  raw: TExternalRegisterRaw,
  context: Meta & { currentUser: TSessionUser | null },
  ticketId: string,
): Promise<TLoginAnswer | TRegistrationAnswer> {
  const ticket = await readTicket(deps, ticketId);
  if (!ticket || ticket.kind === "link") throw new AppError("BAD_REQUEST", EXTERNAL_LOGIN_MESSAGES.expired);
  const { identity } = ticket;
  const verified = identity.loa === LOA.verified && identity.document !== null;
  const input = verified ? ZExternalRegisterVerified.parse({ ...raw, ...identity.document }) : ZExternalRegister.parse(raw);
  const names = verified ? identity.names : { name: input.name, secondname: input.secondname, lastname: input.lastname, secondlastname: input.secondlastname };
  if (input.identificationType && !(await deps.db.identificationType.findUnique({ where: { id: input.identificationType } }))) {
    throw AppError.field("identificationType", REGISTER_MESSAGES.identificationTypeRequired);
  }
  await assertLocations(deps, input.country, input.department, input.location);
  if (input.password) assertAcceptablePassword(input.password, { userInputs: [input.email, names.name, names.lastname] });
  const data = {
    ...personalData({ ...input, ...names }),
    secondname: names.secondname || null,
    secondlastname: names.secondlastname || null,
    loa: verified ? LOA.verified : LOA.basic,
  };
  const column = PROVIDER_COLUMN[identity.provider];

  if (ticket.kind === "update") {
    const userId = known(ticket.userId, "la cuenta del tique de actualización");
    // Deactivated since the ticket was issued: refused like its login, before anything of the account changes.
    const holder = await deps.db.user.findUnique({ where: { id: userId }, select: { active: true } });
    if (!holder?.active) throw new AppError("UNAUTHORIZED", LOGIN_MESSAGES.failed);
    const user = await deps.db.user.update({
      where: { id: userId },
      data: { ...data, pendingRegistration: false, ...(input.password ? { passwordHash: await hashPassword(input.password) } : {}) },
      include: { permissions: true },
    });
    await deps.redis.del(ticketKey(ticketId));
    await recordAudit(deps, { userId: user.id, action: "register.updated", entityType: "User", entityId: user.id, details: { provider: identity.provider } });
    return answerFirstFactor(deps, user, context, "login.external-ok");
  }

  if (await findLinked(deps, identity)) throw new AppError("CONFLICT", EXTERNAL_LOGIN_MESSAGES.alreadyLinked);
  // The provider's address counts as verified only when the provider verified it and the form kept it. Any other
  // address goes the way of every registration: the same answer whether it has an account or not, and the account
  // (linked to the provider) only once the activation link mailed to it is opened.
  const emailVerified = identity.emailVerified && identity.email === input.email;
  if (!emailVerified) {
    const passwordHash = input.password ? await hashPassword(input.password) : null;
    await deps.redis.del(ticketKey(ticketId));
    const user = pendingUserOf({ ...data, email: input.email, passwordHash, [column]: identity.subject, publicProfile: !input.anonymous });
    return answerRegistration(deps, { user, enabledNewsletter: input.enabledNewsletter, provider: identity.provider });
  }
  if (await deps.db.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw AppError.field("email", REGISTER_MESSAGES.emailTaken);
  const user = await deps.db.user.create({
    data: {
      ...data,
      email: input.email,
      passwordHash: input.password ? await hashPassword(input.password) : null,
      friendlyName: await uniqueFriendlyName(deps.db, names.name, names.lastname),
      emailVerified,
      [column]: identity.subject,
      publicProfile: !input.anonymous,
    },
  });
  await deps.redis.del(ticketKey(ticketId));
  if (input.enabledNewsletter) {
    await deps.db.newsletterSubscriber.upsert({ where: { email: input.email }, create: { email: input.email }, update: { unsubscribedAt: null } });
  }
  await recordAudit(deps, { userId: user.id, action: "register", entityType: "User", entityId: user.id, details: { provider: identity.provider } });
  return finishLogin(deps, user.id, "citizen", context);
}

/**
 * POST auth/social/link — after the notice, the existing account's password links the provider to it. Counted
 * like a login against the account and address (lockout after 5 failures).
 */
export async function linkExternalAccount(deps: Deps, raw: TExternalLink, meta: Meta = {}): Promise<TExternalAnswer> {
  const input = ZExternalLink.parse(raw);
  const ticket = await readTicket(deps, input.ticket);
  if (!ticket || ticket.kind !== "link" || !ticket.userId) throw new AppError("BAD_REQUEST", EXTERNAL_LOGIN_MESSAGES.expired);
  const account = await deps.db.user.findUnique({ where: { id: ticket.userId } });
  const email = account?.email ?? String(ticket.userId);
  await countPasswordAttempt(deps, email, meta.ip);
  const user = await passwordHolder(deps, account, input.password, { provider: ticket.identity.provider, ip: meta.ip ?? null });
  const { identity } = ticket;
  if (await deps.db.user.findFirst({ where: { [PROVIDER_COLUMN[identity.provider]]: identity.subject, NOT: { id: user.id } }, select: { id: true } })) {
    throw new AppError("CONFLICT", EXTERNAL_LOGIN_MESSAGES.alreadyLinked);
  }
  await deps.db.user.update({
    where: { id: user.id },
    data: {
      [PROVIDER_COLUMN[identity.provider]]: identity.subject,
      ...(identity.emailVerified && identity.email === user.email ? { emailVerified: true } : {}),
    },
  });
  await deps.redis.del(ticketKey(input.ticket));
  await clearPasswordAttempts(deps, email, meta.ip);
  await recordAudit(deps, {
    userId: user.id,
    action: "account.linked",
    entityType: "User",
    entityId: user.id,
    details: { provider: identity.provider, ip: meta.ip ?? null },
  });
  return answerLinked(deps, user.id, identity, meta);
}

/**
 * A linked account: its pending registration form (or what "loa:2" requires and it lacks) first, else the login.
 * The identity provider vouches for "loa:2" at each login, with the identification it names: that identification
 * replaces whatever the account held (typed at registration or in the profile), so linking an account whose typed
 * identification is someone else's never makes it theirs. The account keeps the highest level it was given until its
 * identification changes (the profile drops it to "loa:1").
 */
async function answerLinked(deps: Deps, userId: number, identity: ExternalIdentity, meta: Meta): Promise<TExternalAnswer> {
  const { name, secondname, lastname, secondlastname } = identity.names;
  const raise = identity.document
    ? {
        loa: LOA.verified,
        identificationTypeId: identity.document.identificationType,
        identification: identity.document.identification,
        ...(name && lastname ? { name, lastname, secondname: secondname || null, secondlastname: secondlastname || null } : {}),
      }
    : {};
  const user = await deps.db.user.update({ where: { id: userId }, data: raise, include: { permissions: true } });
  const document =
    user.loa === LOA.verified && user.identificationTypeId !== null && user.identification !== null
      ? { identificationType: user.identificationTypeId, identification: user.identification }
      : null;
  const verified = document !== null;
  const missing = verified && VERIFIED_IDENTITY_FIELDS.some((f) => isMissing(user, f));
  if (user.pendingRegistration || missing) {
    // The update form keeps the account's level; under "loa:2" its identification is the one the provider gave.
    const loa = verified ? LOA.verified : LOA.basic;
    const ticket = await saveTicket(deps, { kind: "update", identity: { ...identity, loa, document }, userId: user.id });
    // A second factor is still to come: the provider's login alone does not show what the account holds (its address,
    // identification, phone…); the form starts from the names and the e-mail, and its owner types the rest again.
    const prefill = storedPrefill(user);
    return { status: "update", ticket, provider: identity.provider, loa, prefill: user.mfaEnabledAt ? { ...prefill, stored: undefined } : prefill };
  }
  return { status: "login", result: await answerFirstFactor(deps, user, meta, "login.external-ok") };
}

type TUserRow = Prisma.UserGetPayload<object>;

const FIELD_COLUMN = { identificationType: "identificationTypeId" } as const;
function isMissing(user: TUserRow, field: (typeof VERIFIED_IDENTITY_FIELDS)[number]): boolean {
  const column = (FIELD_COLUMN as Record<string, keyof TUserRow>)[field] ?? (field as keyof TUserRow);
  const value = user[column];
  return value === null || value === undefined || value === "";
}

function storedPrefill(u: TUserRow): TExternalPrefill {
  return {
    email: u.email,
    name: u.name,
    secondname: u.secondname ?? "",
    lastname: u.lastname,
    secondlastname: u.secondlastname ?? "",
    stored: {
      identificationType: u.identificationTypeId,
      identification: u.identification,
      expeditionDate: isoDate(u.expeditionDate),
      phone: u.phone,
      address: u.address,
      country: u.countryId,
      department: u.departmentId,
      location: u.municipalityId,
      city: u.city,
      neighborhood: u.neighborhood,
      genderID: u.genderID,
      birthDate: isoDate(u.birthDate),
      enabledNewsletter: u.enabledNewsletter,
    },
  };
}

function findLinked(deps: Deps, identity: ExternalIdentity) {
  return deps.db.user.findFirst({ where: { [PROVIDER_COLUMN[identity.provider]]: identity.subject }, select: { id: true, active: true } });
}

async function saveTicket(deps: Deps, ticket: Ticket): Promise<string> {
  const id = newId();
  await deps.redis.set(ticketKey(id), JSON.stringify(ticket), "EX", EXTERNAL_LOGIN_TTL.ticketSeconds);
  return id;
}

async function readTicket(deps: Deps, id: string): Promise<Ticket | null> {
  if (!id || id.length > 100) return null;
  const raw = await deps.redis.get(ticketKey(id));
  return raw ? (JSON.parse(raw) as Ticket) : null;
}

const redirectUri = (deps: Deps, config: ExternalProviderConfig) => `${deps.env.publicUrl}${config.returnPath}`;

async function discover(deps: Deps, config: ExternalProviderConfig): Promise<oidc.Configuration> {
  try {
    return await providerClient(config);
  } catch (error) {
    deps.log.warn({ err: error, provider: config.provider }, "external login: the provider's configuration could not be read");
    throw new AppError("SERVICE_UNAVAILABLE", EXTERNAL_LOGIN_MESSAGES.failed, [], { retryAfterSeconds: 30 });
  }
}

/** The code for tokens, then the person's claims (ID token and profile endpoint); any failed check is one refusal. */
async function exchange(deps: Deps, config: ExternalProviderConfig, client: oidc.Configuration, flow: Flow, callback: string): Promise<ExternalIdentity> {
  try {
    const currentUrl = new URL(`${redirectUri(deps, config)}?${callback.replace(/^\?/, "")}`);
    const tokens = await oidc.authorizationCodeGrant(client, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      ...(flow.nonce ? { expectedNonce: flow.nonce, idTokenExpected: true } : {}),
    });
    let claims: Record<string, unknown> = {};
    const idClaims = tokens.claims();
    if (idClaims) {
      claims = { ...idClaims };
      if (client.serverMetadata().userinfo_endpoint) claims = { ...(await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub)), ...claims };
    } else {
      const res = await oidc.fetchProtectedResource(
        client,
        tokens.access_token,
        new URL(known(config.endpoints, "los endpoints de un proveedor sin issuer").userinfo),
        "GET",
      );
      if (!res.ok) throw new Error(`profile endpoint answered ${res.status}`);
      claims = (await res.json()) as Record<string, unknown>;
    }
    const identity = identityFromClaims(config.provider, claims, { number: deps.env.IDP_DOCUMENT_NUMBER_CLAIM, type: deps.env.IDP_DOCUMENT_TYPE_CLAIM });
    if (!identity) throw new Error("no subject in the provider's claims");
    return identity;
  } catch (error) {
    deps.log.warn({ err: error, provider: config.provider }, "external login refused");
    throw new AppError("BAD_REQUEST", EXTERNAL_LOGIN_MESSAGES.failed);
  }
}
