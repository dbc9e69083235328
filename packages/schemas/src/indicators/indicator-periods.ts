import { BOGOTA_OFFSET_MS } from "../common/time-zone.ts";

/**
 * Score periods (spec 02 §3): period codes week 0, month 1, year 2; `month` and `week` are 0 when they do not apply.
 * Weeks are ISO weeks (Monday to Sunday) of their ISO year; every boundary is midnight in Bogotá (UTC-5, no DST).
 * Pure and zod-free: the job, the API and the date selector share it.
 */
export const PERIOD_TYPE = { week: 0, month: 1, year: 2 } as const;
export type TPeriodType = (typeof PERIOD_TYPE)[keyof typeof PERIOD_TYPE];
export type TPeriod = { periodType: TPeriodType; year: number; month: number; week: number };

const DAY_MS = 86_400_000;

export const MONTH_NAMES = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** The calendar day in Bogotá of an instant, as a UTC-midnight date (so getUTC* read Bogotá's fields). */
function bogotaDay(at: Date): Date {
  const shifted = new Date(at.getTime() - BOGOTA_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()));
}
/** Bogotá's midnight of a UTC-midnight "day" date, as a real instant. */
const toInstant = (day: Date) => new Date(day.getTime() + BOGOTA_OFFSET_MS);

/** ISO week-year and week of a UTC-midnight day. */
function isoWeekOf(day: Date): { year: number; week: number } {
  const thursday = new Date(day.getTime() + (3 - ((day.getUTCDay() + 6) % 7)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return { year, week };
}
/** The Monday (UTC-midnight day) of ISO week `week` of `year`. */
function isoWeekMonday(year: number, week: number): Date {
  const jan4 = new Date(Date.UTC(year, 0, 4));
  const mondayWeek1 = jan4.getTime() - ((jan4.getUTCDay() + 6) % 7) * DAY_MS;
  return new Date(mondayWeek1 + (week - 1) * 7 * DAY_MS);
}
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(new Date(Date.UTC(year, 11, 28))).week;
}

export function periodOf(periodType: TPeriodType, at: Date): TPeriod {
  const day = bogotaDay(at);
  if (periodType === PERIOD_TYPE.week) return { periodType, ...isoWeekOf(day), month: 0 };
  if (periodType === PERIOD_TYPE.month) return { periodType, year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, week: 0 };
  return { periodType, year: day.getUTCFullYear(), month: 0, week: 0 };
}

/** A period from the spec's query fields: a week when week > 0, else a month when month > 0, else the year. */
export function periodFromQuery(q: { year: number; month?: number | null; week?: number | null }): TPeriod {
  if (q.week) return { periodType: PERIOD_TYPE.week, year: q.year, month: 0, week: q.week };
  if (q.month) return { periodType: PERIOD_TYPE.month, year: q.year, month: q.month, week: 0 };
  return { periodType: PERIOD_TYPE.year, year: q.year, month: 0, week: 0 };
}

/** [start, end) of a period as instants. */
export function periodBounds(p: TPeriod): { start: Date; end: Date } {
  if (p.periodType === PERIOD_TYPE.week) {
    const monday = isoWeekMonday(p.year, p.week);
    return { start: toInstant(monday), end: toInstant(new Date(monday.getTime() + 7 * DAY_MS)) };
  }
  if (p.periodType === PERIOD_TYPE.month) {
    return { start: toInstant(new Date(Date.UTC(p.year, p.month - 1, 1))), end: toInstant(new Date(Date.UTC(p.year, p.month, 1))) };
  }
  return { start: toInstant(new Date(Date.UTC(p.year, 0, 1))), end: toInstant(new Date(Date.UTC(p.year + 1, 0, 1))) };
}

/** The period `steps` before `p` (steps ≥ 0) of the same type. */
export function previousPeriod(p: TPeriod, steps = 1): TPeriod {
  if (steps === 0) return p;
  const { start } = periodBounds(p);
  // A day inside the period before, found from this period's start: one step at a time (weeks vary per year).
  let at = new Date(start.getTime() - DAY_MS);
  let period = periodOf(p.periodType, at);
  for (let i = 1; i < steps; i++) {
    at = new Date(periodBounds(period).start.getTime() - DAY_MS);
    period = periodOf(p.periodType, at);
  }
  return period;
}

/** How a period reads: "2026", "noviembre 2026", "Semana 47 de 2026". */
export function periodLabel(p: TPeriod): string {
  if (p.periodType === PERIOD_TYPE.week) return `Semana ${p.week} de ${p.year}`;
  if (p.periodType === PERIOD_TYPE.month) return `${MONTH_NAMES[p.month - 1]} ${p.year}`;
  return String(p.year);
}

/** A stable key of a period (select values, React keys). */
export const periodKey = (p: TPeriod) => `${p.periodType}-${p.year}-${p.month}-${p.week}`;
export function parsePeriodKey(key: string): TPeriod | null {
  const m = /^([012])-(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(key);
  if (!m) return null;
  return { periodType: Number(m[1]) as TPeriodType, year: Number(m[2]), month: Number(m[3]), week: Number(m[4]) };
}
