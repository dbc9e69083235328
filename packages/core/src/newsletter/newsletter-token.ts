import { NEWSLETTER_LINK_TTL_HOURS } from "@portal/schemas/newsletter/newsletter.schema";
import { jwtVerify, SignJWT } from "jose";

/**
 * The mailed links' tokens: signed (HS256, the auth secret), naming the address and what the link does, expiring.
 * They need no table, carry no `sid` (never a session) and a purpose of their own (never another link's).
 */
export type TNewsletterAction = "newsletter-subscribe" | "newsletter-unsubscribe";

export async function signNewsletterToken(secret: Uint8Array, action: TNewsletterAction, email: string): Promise<string> {
  return new SignJWT({ purpose: action })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(email)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + NEWSLETTER_LINK_TTL_HOURS * 3600)
    .sign(secret);
}

/** The address a valid token of `action` names, or null (bad signature, expired, another purpose). */
export async function readNewsletterToken(secret: Uint8Array, action: TNewsletterAction, token: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
    if (payload.purpose !== action || "sid" in payload || typeof payload.sub !== "string" || !payload.sub.includes("@")) return null;
    return payload.sub;
  } catch {
    return null;
  }
}
