import {
  EXTERNAL_LOGIN_MESSAGES,
  EXTERNAL_PROVIDER_NAMES,
  EXTERNAL_PROVIDERS,
  EXTERNAL_RETURN_PATHS,
  type TExternalProvider,
  type TExternalProviders,
} from "@portal/schemas/accounts/external-login.schema";
import * as oidc from "openid-client";
import { known } from "../../common/known.ts";
import type { TEnv } from "../../config/env.ts";
import { AppError } from "../../errors/app-error.ts";

type TEnvPrefix = "GOOGLE" | "FACEBOOK" | "TWITTER" | "IDP";
const PREFIX: Record<TExternalProvider, TEnvPrefix> = { google: "GOOGLE", facebook: "FACEBOOK", twitter: "TWITTER", idp: "IDP" };

/**
 * What each provider speaks when only its client id is given: Google is OpenID Connect (discovery), Facebook and
 * X are plain OAuth 2 with a profile endpoint; the identity provider must name its issuer.
 */
const DEFAULTS: Record<TExternalProvider, { issuer?: string; authorization?: string; token?: string; userinfo?: string; scope: string }> = {
  google: { issuer: "https://accounts.google.com", scope: "openid email profile" },
  facebook: {
    authorization: "https://www.facebook.com/v21.0/dialog/oauth",
    token: "https://graph.facebook.com/v21.0/oauth/access_token",
    userinfo: "https://graph.facebook.com/v21.0/me?fields=id,first_name,middle_name,last_name,email",
    scope: "email public_profile",
  },
  twitter: {
    authorization: "https://x.com/i/oauth2/authorize",
    token: "https://api.x.com/2/oauth2/token",
    userinfo: "https://api.x.com/2/users/me",
    scope: "users.read tweet.read",
  },
  idp: { scope: "openid email profile" },
};

export interface ExternalProviderConfig {
  provider: TExternalProvider;
  clientId: string;
  clientSecret: string | undefined;
  /** OpenID Connect (discovery, ID token with nonce) or plain OAuth 2 (a profile endpoint). */
  issuer: string | null;
  endpoints: { authorization: string; token: string; userinfo: string } | null;
  scope: string;
  returnPath: string;
}

/** The provider's settings from the environment; null when it is not configured (and so not offered). */
export function externalProviderConfig(env: TEnv, provider: TExternalProvider): ExternalProviderConfig | null {
  const p = PREFIX[provider];
  const clientId = env[`${p}_CLIENT_ID`];
  if (!clientId) return null;
  const d = DEFAULTS[provider];
  const explicit = env[`${p}_AUTHORIZATION_URL`] ?? env[`${p}_TOKEN_URL`] ?? env[`${p}_USERINFO_URL`];
  // An issuer set in the environment wins over the defaults' endpoints; endpoints set there win over a default issuer.
  const issuer = env[`${p}_ISSUER`] ?? (explicit ? undefined : d.issuer) ?? null;
  const authorization = env[`${p}_AUTHORIZATION_URL`] ?? d.authorization;
  const token = env[`${p}_TOKEN_URL`] ?? d.token;
  const userinfo = env[`${p}_USERINFO_URL`] ?? d.userinfo;
  const endpoints = !issuer && authorization && token && userinfo ? { authorization, token, userinfo } : null;
  if (!issuer && !endpoints) return null;
  return {
    provider,
    clientId,
    clientSecret: env[`${p}_CLIENT_SECRET`],
    issuer,
    endpoints,
    scope: issuer ? "openid email profile" : d.scope,
    returnPath: EXTERNAL_RETURN_PATHS[provider],
  };
}

/** GET auth/social: the configured providers, for the login modal (the others are hidden). */
export function configuredExternalProviders(env: TEnv): TExternalProviders {
  return EXTERNAL_PROVIDERS.filter((provider) => externalProviderConfig(env, provider)).map((provider) => ({
    provider,
    name: provider === "idp" && env.EXTERNAL_LOGIN_IDP_NAME ? env.EXTERNAL_LOGIN_IDP_NAME : EXTERNAL_PROVIDER_NAMES[provider],
    returnPath: EXTERNAL_RETURN_PATHS[provider],
  }));
}

export function requireProviderConfig(env: TEnv, provider: TExternalProvider): ExternalProviderConfig {
  const config = externalProviderConfig(env, provider);
  if (!config) throw new AppError("NOT_FOUND", EXTERNAL_LOGIN_MESSAGES.notConfigured);
  return config;
}

// A loopback address is only ever a provider on the same machine (development, the tests' local provider).
const isLoopback = (url: string) => ["localhost", "127.0.0.1", "[::1]"].includes(new URL(url).hostname);

const clients = new Map<string, Promise<oidc.Configuration>>();

/** openid-client's configuration for the provider: discovered once per process (again after a failure). */
export function providerClient(config: ExternalProviderConfig): Promise<oidc.Configuration> {
  const key = JSON.stringify(config);
  let client = clients.get(key);
  if (!client) {
    client = buildClient(config);
    clients.set(key, client);
    client.catch(() => clients.delete(key));
  }
  return client;
}

async function buildClient(config: ExternalProviderConfig): Promise<oidc.Configuration> {
  // X asks confidential clients for HTTP Basic; the others take the secret in the body.
  const auth = config.clientSecret
    ? config.provider === "twitter"
      ? oidc.ClientSecretBasic(config.clientSecret)
      : oidc.ClientSecretPost(config.clientSecret)
    : oidc.None();
  if (config.issuer) {
    const insecure = isLoopback(config.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined;
    return oidc.discovery(new URL(config.issuer), config.clientId, undefined, auth, insecure);
  }
  // Without an issuer, providerConfig only answers a config that has its endpoints.
  const e = known(config.endpoints, "los endpoints de un proveedor sin issuer");
  const client = new oidc.Configuration(
    { issuer: new URL(e.authorization).origin, authorization_endpoint: e.authorization, token_endpoint: e.token, userinfo_endpoint: e.userinfo },
    config.clientId,
    undefined,
    auth,
  );
  if (isLoopback(e.token)) oidc.allowInsecureRequests(client);
  return client;
}
