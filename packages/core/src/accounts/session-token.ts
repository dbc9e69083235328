import { jwtVerify, SignJWT } from "jose";

/** The bearer token is a short JWT naming a server-side Session; the client reads `exp` for its 3-second expiry check. */
export interface TokenClaims {
  sid: string;
  sub: string;
  exp: number;
}

export async function signSessionToken(secret: Uint8Array, sessionId: string, userId: number, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

export async function readSessionToken(secret: Uint8Array, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string" || typeof payload.exp !== "number") return null;
    return { sid: payload.sid, sub: payload.sub, exp: payload.exp };
  } catch {
    return null;
  }
}
