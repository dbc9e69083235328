import { signToken, verifyToken } from "../common/signed-token.ts";

/**
 * Short signed tokens for one purpose each (the login's second step, an e-mail verification link, a login unlock link). They carry a
 * `purpose` claim and no `sid`, so none of them is ever accepted as a session token, nor one purpose for another.
 */
export type TTokenPurpose = "mfa-challenge" | "email-verification" | "login-unlock";

export function signPurposeToken(secret: Uint8Array, purpose: TTokenPurpose, userId: number, ttlSeconds: number, extra: Record<string, string> = {}): string {
  return signToken(secret, { ...extra, purpose, sub: String(userId), exp: Math.floor(Date.now() / 1000) + ttlSeconds });
}

export function readPurposeToken(secret: Uint8Array, purpose: TTokenPurpose, token: string): { userId: number; claims: Record<string, unknown> } | null {
  const payload = verifyToken(secret, token);
  if (!payload) return null;
  const userId = Number(payload.sub);
  if (payload.purpose !== purpose || !Number.isInteger(userId) || "sid" in payload) return null;
  return { userId, claims: payload };
}
