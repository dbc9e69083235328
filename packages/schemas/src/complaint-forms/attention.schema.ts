import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";

/** Day of the week of an attention config: 1 lunes … 7 domingo. */
export const DAY_NAMES: Readonly<Record<number, string>> = {
  1: "Lunes",
  2: "Martes",
  3: "Miércoles",
  4: "Jueves",
  5: "Viernes",
  6: "Sábado",
  7: "Domingo",
};

export const ATTENTION_MESSAGES = {
  dayRequired: "Debes seleccionar el día de atención",
  hourInvalid: "Debes seleccionar una hora válida",
  morningRange: "Las horas de la mañana van de 0 a 12",
  afternoonRange: "Las horas de la tarde van de 12 a 24",
  startBeforeEnd: "La hora inicial debe ser anterior a la hora final",
  bothHours: "Debes indicar la hora inicial y la hora final",
  duplicateDay: "Cada día de atención debe aparecer una sola vez",
  updated: COMMON_MESSAGES.updated,
  unavailable: COMMON_MESSAGES.serviceUnavailable,
} as const;
const M = ATTENTION_MESSAGES;

/**
 * Appointment hours (spec 01 §9): morning integers are shown as A.M., 12 as M. (mediodía) and the afternoon ids go
 * from 12 to 24 (13 → 1:00 P.M.). 0 and 24 are midnight.
 */
export function formatAttentionHour(id: number): string {
  if (!Number.isInteger(id) || id < 0 || id > 24) return "";
  if (id === 0 || id === 24) return "12:00 A.M.";
  if (id < 12) return `${id}:00 A.M.`;
  if (id === 12) return "12:00 M.";
  return `${id - 12}:00 P.M.`;
}

export interface TAttentionHours {
  hourInitAm: number | null;
  hourEndAm: number | null;
  hourInitPm: number | null;
  hourEndPm: number | null;
}

/** The hours a citizen may pick on a day: each start hour from the initial one up to (not including) the final one. */
export function attentionHourOptions(config: TAttentionHours): { id: number; label: string }[] {
  const hours: number[] = [];
  const span = (from: number | null, to: number | null) => {
    if (from === null || to === null) return;
    for (let h = from; h < to; h++) if (!hours.includes(h)) hours.push(h);
  };
  span(config.hourInitAm, config.hourEndAm);
  span(config.hourInitPm, config.hourEndPm);
  return hours.sort((a, b) => a - b).map((id) => ({ id, label: formatAttentionHour(id) }));
}

const zHour = (min: number, max: number, rangeMessage: string) =>
  z
    .number({ error: M.hourInvalid })
    .int({ error: M.hourInvalid })
    .min(min, { error: rangeMessage })
    .max(max, { error: rangeMessage })
    .nullish()
    .transform((v) => v ?? null);

/** One day of PUT attention. */
export const ZAttentionDay = z
  .object({
    day: z.number({ error: M.dayRequired }).int({ error: M.dayRequired }).min(1, { error: M.dayRequired }).max(7, { error: M.dayRequired }),
    hourInitAm: zHour(0, 12, M.morningRange),
    hourEndAm: zHour(0, 12, M.morningRange),
    hourInitPm: zHour(12, 24, M.afternoonRange),
    hourEndPm: zHour(12, 24, M.afternoonRange),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    for (const [init, end] of [
      ["hourInitAm", "hourEndAm"],
      ["hourInitPm", "hourEndPm"],
    ] as const) {
      const a = v[init];
      const b = v[end];
      if ((a === null) !== (b === null)) ctx.addIssue({ code: "custom", path: [a === null ? init : end], message: M.bothHours });
      else if (a !== null && b !== null && a >= b) ctx.addIssue({ code: "custom", path: [end], message: M.startBeforeEnd });
    }
  });
export type TAttentionDayInput = z.input<typeof ZAttentionDay>;

/** PUT attention — the days to create or update (by day of the week). */
export const ZAttentionUpdate = z.object({ days: z.array(ZAttentionDay).min(1, { error: M.dayRequired }).max(7) }).superRefine((v, ctx) => {
  const seen = new Set<number>();
  v.days.forEach((d, i) => {
    if (seen.has(d.day)) ctx.addIssue({ code: "custom", path: ["days", i, "day"], message: M.duplicateDay });
    seen.add(d.day);
  });
});
export type TAttentionUpdateInput = z.input<typeof ZAttentionUpdate>;

/** An attention config as the API answers it (GET attention/getall, GET attention/GetRoot). */
export interface TAttentionConfig extends TAttentionHours {
  attentionConfigID: number;
  day: number;
  dayName: string;
  active: boolean;
  hours: { id: number; label: string }[];
}

/** GET attention/GetRoot: the active days, each with its hours and its next open dates (holidays and closures skipped). */
export interface TAttentionRootDay extends TAttentionConfig {
  dates: string[];
}
