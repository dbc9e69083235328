import { jwtVerify, SignJWT } from "jose";

/**
 * Short signed tokens for one purpose each (the login's second step, an e-mail verification link, a login unlock link). They carry a
 * `purpose` claim and no `sid`, so none of them is ever accepted as a session token, nor one purpose for another.
 */
export type TTokenPurpose = "mfa-challenge" | "email-verification" | "login-unlock";

export async function signPurposeToken(
  secret: Uint8Array,
  purpose: TTokenPurpose,
  userId: number,
  ttlSeconds: number,
  extra: Record<string, string> = {},
): Promise<string> {
  return new SignJWT({ ...extra, purpose })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(secret);
}

export async function readPurposeToken(
  secret: Uint8Array,
  purpose: TTokenPurpose,
  token: string,
): Promise<{ userId: number; claims: Record<string, unknown> } | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    if (payload.purpose !== purpose || !Number.isInteger(userId) || "sid" in payload) return null;
    return { userId, claims: payload };
  } catch {
    return null;
  }
}
