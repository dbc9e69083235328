import { createSigner, createVerifier } from "fast-jwt";

/**
 * The server's short signed tokens (sessions, one-purpose links, the newsletter's links): JWTs signed with HS256 and the
 * auth secret. fast-jwt signs and verifies with Node's crypto in the calling thread: every authenticated request
 * verifies one, and WebCrypto's asynchronous HMAC cost ten times the CPU (issue 28). A token without `exp` never
 * expires, so every caller sets one.
 */
interface TSignedTokens {
  sign(claims: Record<string, unknown>): string;
  verify(token: string): Record<string, unknown>;
}

const bySecret = new WeakMap<Uint8Array, TSignedTokens>();

function tokensFor(secret: Uint8Array): TSignedTokens {
  let tokens = bySecret.get(secret);
  if (!tokens) {
    const key = Buffer.from(secret);
    const sign = createSigner({ key, algorithm: "HS256" });
    const verify = createVerifier({ key, algorithms: ["HS256"] });
    tokens = { sign: (claims) => sign(claims), verify: (token) => verify(token) as Record<string, unknown> };
    bySecret.set(secret, tokens);
  }
  return tokens;
}

/** `claims` signed, with `iat` now; `exp` is the caller's (seconds since the epoch). */
export function signToken(secret: Uint8Array, claims: Record<string, unknown> & { exp: number }): string {
  return tokensFor(secret).sign(claims);
}

/** The claims of a token signed with `secret` and not expired, or null (bad signature, expired, malformed, another algorithm). */
export function verifyToken(secret: Uint8Array, token: string): Record<string, unknown> | null {
  try {
    return tokensFor(secret).verify(token);
  } catch {
    return null;
  }
}
