import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { AppError } from "../errors/app-error.ts";

/**
 * Passwords found in breach corpora and lists of the most used passwords, from zxcvbn-ts's maintained common
 * dictionary (~49,000 entries), checked offline and on the server only (the list never reaches the browser bundle).
 * Loaded once, on first use, into a Set; compared case-insensitively ("Password1" is as weak as "password1").
 */
let breached: Set<string> | null = null;

export function isBreachedPassword(password: string): boolean {
  breached ??= new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));
  return breached.has(password.toLowerCase());
}

/** Refuses a breached or very common password with a 400 on `field` (register, reset and change). */
export function assertPasswordNotBreached(password: string, field = "password"): void {
  if (isBreachedPassword(password)) throw AppError.field(field, PASSWORD_MESSAGES.breached);
}
