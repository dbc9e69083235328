import { z } from "zod";

// The text fields' zod builders, apart from text.ts (its patterns and the typing filter, which forms use without zod).

/** A text field's longest length and the message shown past it. */
export type TTextMax = { length: number; message: string };

/** A required text field: whitespace-only values are rejected with the field's own message; `max` caps its length. */
export function zRequiredText(requiredMessage: string, max?: TTextMax) {
  const text = z.string({ error: requiredMessage }).trim().min(1, { error: requiredMessage, abort: true });
  return max ? text.max(max.length, { error: max.message }) : text;
}

/** Optional text: empty strings become null (the spec: "empty strings are sent as null"); `max` caps its length. */
export function zOptionalText(max?: TTextMax) {
  const text = z.string().trim();
  return (max ? text.max(max.length, { error: max.message }) : text).nullish().transform((v) => (v === undefined || v === null || v === "" ? null : v));
}
