/**
 * A value the code around it has already made sure of, which TypeScript cannot see: the row an INSERT … RETURNING
 * gives back, the entry of a map built from the same keys, an index inside its own list. Its absence would be a bug,
 * not bad input, so it throws saying what broke (an internal error, never a message for the user) instead of a `!`
 * that would let an `undefined` run on. A form field its schema requires takes `present()` (schemas/common/present.ts).
 */
export function known<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Falta ${what}, que el código daba por hecho`);
  return value;
}
