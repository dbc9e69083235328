import { createHmac, timingSafeEqual } from "node:crypto";
import { UPLOAD_TOKEN_TTL_SECONDS } from "@portal/schemas/files/upload.schema";

/**
 * The short-lived proof that an anonymous upload is the caller's own: `{expiry}.{HMAC(fileID, expiry)}`, keyed by a
 * key derived from the auth secret. A browser proves ownership with its upload session; a REST client that sends no
 * such header gets this token in the upload's answer and sends it back with the file id. Nothing is stored: the
 * file row's single attachment (`claimFiles`) keeps a token from attaching a file twice.
 */
const TOKEN_PATTERN = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/;

function mac(authSecret: Uint8Array, fileID: string, expiresAt: string): Buffer {
  const key = createHmac("sha256", authSecret).update("portal-ciudadano/upload-token/v1").digest();
  return createHmac("sha256", key).update(`${fileID}\n${expiresAt}`).digest();
}

export function signUploadToken(authSecret: Uint8Array, fileID: string, now = new Date()): string {
  const expiresAt = Math.floor(now.getTime() / 1000 + UPLOAD_TOKEN_TTL_SECONDS).toString(36);
  return `${expiresAt}.${mac(authSecret, fileID, expiresAt).toString("base64url")}`;
}

/** True when `token` was issued for `fileID` and has not expired. */
export function isValidUploadToken(authSecret: Uint8Array, fileID: string, token: string | null | undefined, now = new Date()): boolean {
  const match = token ? TOKEN_PATTERN.exec(token) : null;
  if (!match) return false;
  const [, expiresAt, signature] = match as unknown as [string, string, string];
  if (parseInt(expiresAt, 36) * 1000 <= now.getTime()) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(authSecret, fileID, expiresAt);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
