import { z } from "zod";

/**
 * Field helpers of the PQRDS schemas. The forms send catalogue values either as an id or as the catalogue object
 * ({ id, name }), text may arrive empty (the spec: "empty strings are sent as null") and whitespace-only values
 * count as empty. Rules that depend on other fields live in each schema's superRefine, in the form's order, so the
 * first detail of a 400 is the first field the citizen sees.
 */

type IdInput = number | string | { id?: number | string | null } | null | undefined;

/** A catalogue id: a number, a digit string or an object with `id`; empty → null; anything else → `message`. */
export function zOptionalId(message: string) {
  return z
    .union([z.number(), z.string(), z.object({ id: z.union([z.number(), z.string()]).nullish() }).loose()], { error: message })
    .nullish()
    .transform((v: IdInput, ctx) => {
      const raw = v !== null && typeof v === "object" ? v.id : v;
      if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return null;
      const n = typeof raw === "number" ? raw : /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
      if (!Number.isSafeInteger(n) || n < 0) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });
}

/** Text that may be absent: trimmed, empty → null. `hardMax` only stops absurd payloads; the real limits are rules. */
export function zText(hardMax = 10_000) {
  return z
    .string()
    .max(hardMax * 2, { error: `Debes ingresar máximo ${hardMax} caracteres`, abort: true })
    .nullish()
    .transform((v) => {
      const t = v?.trim() ?? "";
      return t === "" ? null : t;
    });
}

/** A boolean that may come as "true"/"false"/1/0 from form posts; absent → null. */
export const zFlag = z
  .union([z.boolean(), z.literal("true"), z.literal("false"), z.literal(1), z.literal(0)])
  .nullish()
  .transform((v) => (v === undefined || v === null ? null : v === true || v === "true" || v === 1));

/** yyyy-mm-dd of a real calendar day. */
export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
export function isIsoDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** An optional calendar day (yyyy-mm-dd; a longer ISO timestamp is cut to its day); invalid → `message`. */
export function zOptionalDay(message: string) {
  return z
    .string()
    .max(40)
    .nullish()
    .transform((v, ctx) => {
      const t = v?.trim() ?? "";
      if (t === "") return null;
      const day = t.slice(0, 10);
      if (!isIsoDay(day)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return day;
    });
}

export type TIssueSink = { addIssue(issue: { code: "custom"; path: (string | number)[]; message: string }): void };

/**
 * Adds `message` at `path` when the value is absent (null, undefined or ""). Returns whether it was present, as a type
 * guard: after `need(ctx, v.name, …) &&` the value is known to be there.
 */
export function need<T>(ctx: TIssueSink, value: T, path: string, message: string): value is NonNullable<T> {
  if (value === null || value === undefined || value === "") {
    ctx.addIssue({ code: "custom", path: [path], message });
    return false;
  }
  return true;
}
