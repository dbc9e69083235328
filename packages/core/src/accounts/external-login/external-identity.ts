import { LOA } from "@portal/schemas/accounts/register.schema";
import { NAME_MAX } from "@portal/schemas/accounts/register.schema";
import type { TExternalProvider } from "@portal/schemas/accounts/external-login.schema";

/** Who the provider says logged in, in the portal's terms. */
export interface ExternalIdentity {
  provider: TExternalProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  names: { name: string; secondname: string; lastname: string; secondlastname: string };
  loa: (typeof LOA)[keyof typeof LOA];
}

/** The User column that links each provider's subject. */
export const PROVIDER_COLUMN = { facebook: "facebookId", google: "googleId", twitter: "twitterId", idp: "identityProviderId" } as const satisfies Record<TExternalProvider, string>;

const text = (v: unknown) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : "");
const cut = (v: string) => v.slice(0, NAME_MAX);

/** "Ana María" → first and the rest (Colombian names and surnames are often two words). */
function split(full: string): [string, string] {
  const [first = "", ...rest] = full.split(" ").filter(Boolean);
  return [cut(first), cut(rest.join(" "))];
}

/**
 * The identity from the ID token's and profile endpoint's claims. OpenID Connect: sub, email, email_verified,
 * given_name, middle_name, family_name; Facebook: id, first_name, middle_name, last_name, email (Facebook answers only
 * confirmed addresses); X: data.id, data.name, no e-mail. The level of assurance is read only from the entity's
 * identity provider (its `acr`), never from a social network nor the browser.
 */
export function identityFromClaims(provider: TExternalProvider, claims: Record<string, unknown>): ExternalIdentity | null {
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
  const loa = provider === "idp" && acr === LOA.verified ? LOA.verified : LOA.basic;
  return { provider, subject, email, emailVerified, names: { name, secondname: cut(middle || secondGiven), lastname, secondlastname }, loa };
}
