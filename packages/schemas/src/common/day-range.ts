import type { z } from "zod";
import { zOptionalDay } from "../complaint-forms/fields.ts";
import { COMMON_MESSAGES } from "./common-messages.ts";

export const DAY_RANGE_MESSAGES = {
  dayInvalid: "La fecha no es válida",
  rangeInverted: COMMON_MESSAGES.rangeInverted,
} as const;

/** "Desde" and "hasta" of an admin list's date filter: optional Bogotá days (yyyy-mm-dd), both included. */
export const dayRangeShape = { from: zOptionalDay(DAY_RANGE_MESSAGES.dayInvalid), to: zOptionalDay(DAY_RANGE_MESSAGES.dayInvalid) };

/** Add with `.superRefine(refineDayRange)`: a range that ends before it starts is refused on "to". */
export function refineDayRange(v: { from: string | null; to: string | null }, ctx: z.RefinementCtx): void {
  if (v.from && v.to && v.from > v.to) ctx.addIssue({ code: "custom", path: ["to"], message: DAY_RANGE_MESSAGES.rangeInverted });
}

/** The instants a day range covers (Bogotá is UTC−5 all year): from its first day's midnight to the end of its last. */
export function dayRangeInstants(v: { from: string | null; to: string | null }): { gte?: Date; lt?: Date } | undefined {
  if (!v.from && !v.to) return undefined;
  const start = (day: string) => new Date(`${day}T00:00:00-05:00`);
  return {
    ...(v.from ? { gte: start(v.from) } : {}),
    ...(v.to ? { lt: new Date(start(v.to).getTime() + 24 * 60 * 60 * 1000) } : {}),
  };
}
