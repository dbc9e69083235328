import { externalProviderConfig } from "../accounts/external-login/providers.ts";
import type { TEnv } from "../config/env.ts";

/**
 * Spec 03 §7 "Keycloak id and an Instagram token (paths not shown)", served as settings reads. Only what a browser
 * may know: the identity provider's issuer and client id (both travel in every login redirect anyway), never its
 * secret; of Instagram only whether the server reads the account's posts, never the token.
 */
export function keycloakSettings(env: TEnv): { configured: boolean; issuer: string | null; clientId: string | null } {
  const idp = externalProviderConfig(env, "idp");
  return { configured: idp !== null, issuer: idp?.issuer ?? null, clientId: idp?.clientId ?? null };
}

export function instagramSettings(env: Pick<TEnv, "INSTAGRAM_ACCESS_TOKEN">): { configured: boolean } {
  return { configured: Boolean(env.INSTAGRAM_ACCESS_TOKEN) };
}
