import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { foldDiacritics } from "@portal/schemas/common/fold-accents";
import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "../errors/app-error.ts";
import { COMMON_SPANISH_PASSWORDS } from "./common-passwords-es.ts";

/** Lower case without accents: "Contraseña" and "contrasena" are the same guess. */
export const foldPassword = (password: string) => foldDiacritics(password);

/**
 * Passwords found in breach corpora and lists of the most used passwords: zxcvbn-ts's maintained common dictionary
 * (~49,000 entries) plus the Spanish and Colombian ones it lacks (common-passwords-es.ts), checked offline and on the
 * server only (the list never reaches the browser bundle). Loaded once, on first use, into a Set; compared case- and
 * accent-insensitively ("Password1" is as weak as "password1", "contraseña" as "contrasena").
 */
let breached: Set<string> | null = null;

export function isBreachedPassword(password: string): boolean {
  breached ??= new Set([...dictionary["passwords-common"], ...COMMON_SPANISH_PASSWORDS].map(foldPassword));
  return breached.has(foldPassword(password));
}

/** Refuses a breached or very common password with a 400 on `field`. */
export function assertPasswordNotBreached(password: string, field = "password"): void {
  if (isBreachedPassword(password)) throw AppError.field(field, PASSWORD_MESSAGES.breached);
}
