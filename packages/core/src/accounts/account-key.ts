import { createHash } from "node:crypto";

/**
 * The key of an account in the per-account limits (failed logins, reset mails): a hash of the normalised e-mail,
 * computed the same way whether or not the address has an account (so limits never tell which exist) and
 * keeping addresses out of Redis.
 */
export function accountKey(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
}
