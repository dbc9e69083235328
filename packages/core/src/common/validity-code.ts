import { randomBytes } from "node:crypto";

/** A validity code: 16 bytes from the CSPRNG as 32 upper-case hex characters, no dashes (128 bits: unguessable). */
export function generateValidityCode(): string {
  return randomBytes(16).toString("hex").toUpperCase();
}
