import { signToken, verifyToken } from "../common/signed-token.ts";

/** The bearer token is a short JWT naming a server-side Session; the client reads `exp` for its 3-second expiry check. */
export interface TokenClaims {
  sid: string;
  sub: string;
  exp: number;
}

export function signSessionToken(secret: Uint8Array, sessionId: string, userId: number, expiresAt: Date): string {
  return signToken(secret, { sid: sessionId, sub: String(userId), exp: Math.floor(expiresAt.getTime() / 1000) });
}

export function readSessionToken(secret: Uint8Array, token: string): TokenClaims | null {
  const payload = verifyToken(secret, token);
  if (typeof payload?.sid !== "string" || typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
  return { sid: payload.sid, sub: payload.sub, exp: payload.exp };
}
