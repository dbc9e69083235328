export const DIGITS_ONLY = /^\d+$/;
/** The spec's "character filter" (letters with Spanish accents, digits and spaces) applied as a field is typed: every other character is dropped. */
export function keepLettersDigitsSpace(text: string): string {
  return text.replace(/[^\p{L}\d ]/gu, "");
}
/** Digits and one decimal point, at most 2 decimals. */
export const DECIMAL_2 = /^\d+(\.\d{1,2})?$/;
