import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { MFA_CODE_LENGTH } from "@portal/schemas/accounts/mfa.schema";
import { Secret, TOTP } from "otpauth";

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF) from the auth secret, so a database dump alone does
 * not give anyone's second factor. Rotating AUTH_SECRET voids enrolments (an Administrator resets them).
 */
const keyCache = new WeakMap<Uint8Array, Buffer>();
function keyOf(authSecret: Uint8Array): Buffer {
  let key = keyCache.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", authSecret, Buffer.alloc(0), "portal-ciudadano/mfa-secret/v1", 32));
    keyCache.set(authSecret, key);
  }
  return key;
}

export function sealMfaSecret(authSecret: Uint8Array, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(authSecret), iv);
  const body = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function openMfaSecret(authSecret: Uint8Array, sealed: string | null | undefined): string | null {
  const [version, iv, tag, body] = (sealed ?? "").split(".");
  if (version !== "v1" || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyOf(authSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/** RFC 6238 defaults every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
export function totpOf(base32: string, account = "", issuer = ""): TOTP {
  return new TOTP({ issuer, label: account, algorithm: "SHA1", digits: MFA_CODE_LENGTH, period: 30, secret: Secret.fromBase32(base32) });
}

/** A new random 160-bit secret, in base32. */
export function newMfaSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The time step a code belongs to (one step of clock drift either way), or null when the code is wrong. */
export function matchTotp(base32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(base32);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}
