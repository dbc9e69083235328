import type { TExternalProvider } from "@portal/schemas/accounts/external-login.schema";
import { IDENTIFICATION_TYPES } from "@portal/schemas/accounts/identification-type-catalog";
import { IDENTIFICATION_MAX, LOA, NAME_MAX } from "@portal/schemas/accounts/register.schema";

/** Who the provider says logged in, in the portal's terms. */
export interface ExternalIdentity {
  provider: TExternalProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  names: { name: string; secondname: string; lastname: string; secondlastname: string };
  loa: (typeof LOA)[keyof typeof LOA];
  /** The identification the identity provider vouches for; present exactly when `loa` is "loa:2". */
  document: ExternalDocument | null;
}

export interface ExternalDocument {
  identificationType: number;
  identification: string;
}

/** Which claims carry the identification (IDP_DOCUMENT_NUMBER_CLAIM, IDP_DOCUMENT_TYPE_CLAIM). */
export interface DocumentClaimNames {
  number: string;
  type: string;
}
export const DEFAULT_DOCUMENT_CLAIMS: DocumentClaimNames = { number: "document_number", type: "document_type" };

/** The User column that links each provider's subject. */
export const PROVIDER_COLUMN = { facebook: "facebookId", google: "googleId", twitter: "twitterId", idp: "identityProviderId" } as const satisfies Record<
  TExternalProvider,
  string
>;

const text = (v: unknown) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : "");
const cut = (v: string) => v.slice(0, NAME_MAX);

/** "Ana María" → first and the rest (Colombian names and surnames are often two words). */
function split(full: string): [string, string] {
  const [first = "", ...rest] = full.split(" ").filter(Boolean);
  return [cut(first), cut(rest.join(" "))];
}

/** "CC", "cc", "1", "Cédula de ciudadanía" → the identification type's id; anything else is no type. */
function identificationTypeOf(raw: unknown): number | null {
  const value = typeof raw === "number" ? String(raw) : text(raw);
  if (!value) return null;
  const lower = value.toLowerCase();
  return IDENTIFICATION_TYPES.find((t) => String(t.id) === value || t.code.toLowerCase() === lower || t.name.toLowerCase() === lower)?.id ?? null;
}

/** The provider's identification claims, when both are there and well formed (digits, the registration's rule). */
function documentOf(claims: Record<string, unknown>, names: DocumentClaimNames): ExternalDocument | null {
  const rawNumber = claims[names.number];
  const identification = (typeof rawNumber === "number" ? String(rawNumber) : text(rawNumber)).replace(/[\s.]/g, "");
  const identificationType = identificationTypeOf(claims[names.type]);
  if (!identificationType || !/^\d+$/.test(identification) || identification.length > IDENTIFICATION_MAX) return null;
  return { identificationType, identification };
}

/**
 * The identity from the ID token's and profile endpoint's claims. OpenID Connect: sub, email, email_verified,
 * given_name, middle_name, family_name; Facebook: id, first_name, middle_name, last_name, email (Facebook answers only
 * confirmed addresses); X: data.id, data.name, no e-mail. The level of assurance is read only from the entity's
 * identity provider (its `acr`), never from a social network nor the browser, and only together with the
 * identification it vouches for (its document claims): an `acr` of "loa:2" without them is "loa:1", so a verified
 * account never carries an identification its owner typed.
 */
export function identityFromClaims(
  provider: TExternalProvider,
  claims: Record<string, unknown>,
  documentClaims: DocumentClaimNames = DEFAULT_DOCUMENT_CLAIMS,
): ExternalIdentity | null {
  const data = (claims.data && typeof claims.data === "object" ? claims.data : {}) as Record<string, unknown>;
  const subject = text(claims.sub) || text(claims.id) || text(data.id);
  if (!subject) return null;
  const email = text(claims.email).toLowerCase() || null;
  const emailVerified = Boolean(email) && (provider === "facebook" || claims.email_verified === true || claims.email_verified === "true");
  let given = text(claims.given_name) || text(claims.first_name);
  const middle = text(claims.middle_name);
  let family = text(claims.family_name) || text(claims.last_name);
  if (!given && !family) [given, family] = split(text(claims.name) || text(data.name));
  const [name, secondGiven] = split(given);
  const [lastname, secondlastname] = split(family);
  const acr = text(claims.acr);
  const document = provider === "idp" && acr === LOA.verified ? documentOf(claims, documentClaims) : null;
  const loa = document ? LOA.verified : LOA.basic;
  return { provider, subject, email, emailVerified, names: { name, secondname: cut(middle || secondGiven), lastname, secondlastname }, loa, document };
}
