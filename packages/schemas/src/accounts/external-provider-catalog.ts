/**
 * External login (spec 03 §1, §2): the social networks and the entity's identity provider, through OpenID Connect /
 * OAuth 2 (authorization code + PKCE). Each returns to its own target page of the web app.
 */
export const EXTERNAL_PROVIDERS = ["facebook", "google", "twitter", "idp"] as const;
export type TExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

/** Where each provider sends the browser back (the spec's /user/*login targets; the identity provider's is ours). */
export const EXTERNAL_RETURN_PATHS: Record<TExternalProvider, string> = {
  facebook: "/user/facebooklogin",
  google: "/user/googlelogin",
  twitter: "/user/twitterlogin",
  idp: "/user/idplogin",
};

/** Names shown on the login buttons; the identity provider's may be renamed by EXTERNAL_LOGIN_IDP_NAME. */
export const EXTERNAL_PROVIDER_NAMES: Record<TExternalProvider, string> = {
  facebook: "Facebook",
  google: "Google",
  twitter: "X (Twitter)",
  idp: "Identidad digital",
};
