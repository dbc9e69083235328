import { NEWSLETTER_LINK_TTL_HOURS } from "@portal/schemas/newsletter/newsletter.schema";
import { signToken, verifyToken } from "../common/signed-token.ts";

/**
 * The mailed links' tokens: signed (HS256, the auth secret), naming the address and what the link does, expiring.
 * They need no table, carry no `sid` (never a session) and a purpose of their own (never another link's).
 */
export type TNewsletterAction = "newsletter-subscribe" | "newsletter-unsubscribe";

export function signNewsletterToken(secret: Uint8Array, action: TNewsletterAction, email: string): string {
  return signToken(secret, { purpose: action, sub: email, exp: Math.floor(Date.now() / 1000) + NEWSLETTER_LINK_TTL_HOURS * 3600 });
}

/** The address a valid token of `action` names, or null (bad signature, expired, another purpose). */
export function readNewsletterToken(secret: Uint8Array, action: TNewsletterAction, token: string): string | null {
  const payload = verifyToken(secret, token);
  if (payload?.purpose !== action || "sid" in payload || typeof payload.sub !== "string" || !payload.sub.includes("@")) return null;
  return payload.sub;
}
