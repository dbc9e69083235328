import { z } from "zod";

/** A required text field: whitespace-only values are rejected with the field's own message. */
export function zRequiredText(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true });
}

/** Optional text: empty strings become null (the spec: "empty strings are sent as null"). */
export function zOptionalText() {
  return z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v === undefined || v === null || v === "" ? null : v));
}

export const DIGITS_ONLY = /^\d+$/;
/** Letters (with Spanish accents), digits and spaces: the spec's "character filter". */
export const LETTERS_DIGITS_SPACE = /^[\p{L}\d ]*$/u;
/** The letters-digits-space filter applied as a field is typed: every other character is dropped. */
export function keepLettersDigitsSpace(text: string): string {
  return text.replace(/[^\p{L}\d ]/gu, "");
}
/** Digits and one decimal point, at most 2 decimals. */
export const DECIMAL_2 = /^\d+(\.\d{1,2})?$/;
