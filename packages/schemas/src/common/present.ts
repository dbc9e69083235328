/**
 * A value that a refinement before this point has already required (a zod transform after its superRefine): its
 * absence here is a bug in the schema, not bad input, so it throws instead of answering a Spanish message.
 */
export function present<T>(value: T | null | undefined, name: string): T {
  if (value === null || value === undefined) throw new Error(`${name} falta después de validarse`);
  return value;
}
