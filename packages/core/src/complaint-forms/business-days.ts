import type { Db } from "@portal/db/client";
import { BOGOTA_OFFSET_MS } from "@portal/schemas/common/time-zone";
import Holidays from "date-holidays";
import { referenceCache } from "../cache/reference-cache.ts";

/**
 * Business days of the Colombian public administration, in the America/Bogota calendar.
 *
 * A business day is a weekday that is neither a national public holiday (fixed, moved to Monday by the Ley Emiliani,
 * or Easter-based — all from `date-holidays` for "CO") nor a day the entity declared closed (EntityClosureDay).
 * Legal terms (Ley 1755 de 2015 art. 14) count business days from the day after filing.
 *
 * Days are plain `yyyy-mm-dd` strings: a calendar day, not an instant, so no time zone can shift them. Stored
 * `@db.Date` values are UTC midnights of that day (`dayToDate` / `dateToDay`).
 */
export type TDay = string;

/**
 * The Bogotá calendar day of an instant (a request filed at 23:30 Bogotá is still that day, though UTC is the next):
 * with no daylight saving, a fixed shift of the UTC day.
 */
export function bogotaDay(instant: Date = new Date()): TDay {
  // Arithmetic, not Intl: a formatter call per date cost about 1 % of a tracking's API time (issue 28), and every
  // tracked request's filing day is a different instant.
  return new Date(instant.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Bogotá day starts. */
export function startOfBogotaDay(day: TDay): Date {
  return new Date(dayToDate(day).getTime() + BOGOTA_OFFSET_MS);
}

/** A `@db.Date` value for a day, and back. */
export function dayToDate(day: TDay): Date {
  return new Date(`${day}T00:00:00Z`);
}
export function dateToDay(date: Date): TDay {
  return date.toISOString().slice(0, 10);
}

export function addCalendarDays(day: TDay, n: number): TDay {
  const d = dayToDate(day);
  d.setUTCDate(d.getUTCDate() + n);
  return dateToDay(d);
}

/** ISO weekday: 1 lunes … 7 domingo (the numbering of AttentionConfig.day). */
export function isoWeekday(day: TDay): number {
  const w = dayToDate(day).getUTCDay();
  return w === 0 ? 7 : w;
}

const holidaysByYear = new Map<number, ReadonlyMap<TDay, string>>();
let holidayCalendar: Holidays | null = null;

/** Colombia's public holidays of a year (day → name), computed once per year. */
export function colombianHolidays(year: number): ReadonlyMap<TDay, string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    holidayCalendar ??= new Holidays("CO", { types: ["public"] });
    const map = new Map<TDay, string>();
    for (const h of holidayCalendar.getHolidays(year)) if (h.type === "public") map.set(h.date.slice(0, 10), h.name);
    days = map;
    holidaysByYear.set(year, days);
  }
  return days;
}

export function holidayName(day: TDay): string | null {
  return colombianHolidays(Number(day.slice(0, 4))).get(day) ?? null;
}

export interface BusinessCalendar {
  /** Why a day is not a business day ("Sábado", "Viernes Santo", "Cierre: …"), or null when it is one. */
  nonBusinessReason(day: TDay): string | null;
  isBusinessDay(day: TDay): boolean;
  /** The n-th business day after `day` (n ≥ 0; n = 0 is `day` itself). */
  addBusinessDays(day: TDay, n: number): TDay;
  /**
   * Business days in (from, to]: positive when `to` is later, negative (the days in (to, from]) when earlier, 0 on
   * the same day. So `businessDaysBetween(today, dueDate)` is the days left: 0 when due today, −1 one business day late.
   */
  businessDaysBetween(from: TDay, to: TDay): number;
  /** The first business day on or after `day`. */
  nextBusinessDayFrom(day: TDay): TDay;
}

/** A calendar with the entity's closure days (yyyy-mm-dd → reason). */
export function createBusinessCalendar(closures: ReadonlyMap<TDay, string> | Iterable<TDay> = new Map()): BusinessCalendar {
  const closed: ReadonlyMap<TDay, string> =
    closures instanceof Map ? closures : new Map([...(closures as Iterable<TDay>)].map((d) => [d, "Cierre de la entidad"]));
  const reason = (day: TDay): string | null => {
    const weekday = isoWeekday(day);
    if (weekday === 6) return "Sábado";
    if (weekday === 7) return "Domingo";
    const holiday = holidayName(day);
    if (holiday) return holiday;
    const closure = closed.get(day);
    return closure === undefined ? null : `Cierre: ${closure}`;
  };
  // Each filing counts its term day by day (a 15-day term walks ~21 days, each parsed and formatted): the answers
  // per day, per (day, term) and per (from, to) are kept, as the calendar itself is rebuilt whenever a closure day
  // changes.
  const reasons = new Map<TDay, string | null>();
  const reasonOf = (day: TDay): string | null => {
    let found = reasons.get(day);
    if (found === undefined) {
      if (reasons.size > 4000) reasons.clear();
      found = reason(day);
      reasons.set(day, found);
    }
    return found;
  };
  const isBusinessDay = (day: TDay) => reasonOf(day) === null;
  const added = new Map<string, TDay>();
  // Every tracking and every staff list row counts the days left to its due date: a walk of ~20 parsed days, kept too.
  const counted = new Map<string, number>();
  const countIn = (from: TDay, to: TDay) => {
    const key = `${from}>${to}`;
    const known = counted.get(key);
    if (known !== undefined) return known;
    let n = 0;
    for (let d = addCalendarDays(from, 1); d <= to; d = addCalendarDays(d, 1)) if (isBusinessDay(d)) n++;
    if (counted.size > 4000) counted.clear();
    counted.set(key, n);
    return n;
  };
  return {
    nonBusinessReason: reasonOf,
    isBusinessDay,
    addBusinessDays(day, n) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError(`Días hábiles inválidos: ${n}`);
      const key = `${day}+${n}`;
      const known = added.get(key);
      if (known !== undefined) return known;
      let d = day;
      for (let left = n; left > 0; ) {
        d = addCalendarDays(d, 1);
        if (isBusinessDay(d)) left--;
      }
      if (added.size > 4000) added.clear();
      added.set(key, d);
      return d;
    },
    businessDaysBetween(from, to) {
      if (from === to) return 0;
      return from < to ? countIn(from, to) : -countIn(to, from);
    },
    nextBusinessDayFrom(day) {
      let d = day;
      while (!isBusinessDay(d)) d = addCalendarDays(d, 1);
      return d;
    },
  };
}

/** The calendar with the closure days stored in the database. */
export async function loadBusinessCalendar(db: Pick<Db, "entityClosureDay">): Promise<BusinessCalendar> {
  const rows = await db.entityClosureDay.findMany({ select: { date: true, reason: true } });
  return createBusinessCalendar(new Map(rows.map((r) => [dateToDay(r.date), r.reason])));
}

/** The same calendar, cached per process (closure-days.ts invalidates it when staff add or remove a day). */
export const businessCalendarCache = referenceCache((db: Pick<Db, "entityClosureDay">) => loadBusinessCalendar(db));

/** The legal due date: `termDays` business days counted from the day after the Bogotá day of filing. */
export function answerableDay(calendar: BusinessCalendar, filedAt: Date, termDays: number): TDay {
  return calendar.addBusinessDays(bogotaDay(filedAt), termDays);
}
