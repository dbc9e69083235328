import { bogotaDay } from "../../../lib/format";

/** Calendar arithmetic on ISO days ("2026-11-22"), in UTC so no time zone moves a day. Weeks start on Monday. */
const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, n: number) => toDay(toMs(day) + n * DAY_MS);

/** Today in Bogotá (the calendar's name for lib/format's bogotaDay). */
export const todayInBogota = (now = new Date()): string => bogotaDay(now);

/** The Monday of the day's week. */
export function weekStart(day: string): string {
  const weekday = (new Date(toMs(day)).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

export function addMonths(day: string, n: number): string {
  const d = new Date(toMs(day));
  return toDay(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));
}

export type TCalendarView = "week" | "month";

/** The days a view shows: 7 for a week; whole weeks (Monday first) covering the month for a month. */
export function viewDays(view: TCalendarView, anchor: string): { days: string[]; month: string | null; from: string; to: string } {
  if (view === "week") {
    const first = weekStart(anchor);
    return { days: Array.from({ length: 7 }, (_, i) => addDays(first, i)), month: null, from: first, to: addDays(first, 6) };
  }
  const monthFirst = `${anchor.slice(0, 7)}-01`;
  const monthLast = addDays(addMonths(monthFirst, 1), -1);
  const first = weekStart(monthFirst);
  const days: string[] = [];
  let last = first;
  for (let d = first; d <= monthLast || days.length % 7 !== 0; d = addDays(d, 1)) {
    days.push(d);
    last = d;
  }
  return { days, month: anchor.slice(0, 7), from: first, to: last };
}

/** Each day's events (an event covers its start day to its end day), in the order given. */
export function eventsByDay<T extends { startDate: string | null; endDate: string | null }>(days: readonly string[], events: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>(days.map((d) => [d, []]));
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return map;
  for (const event of events) {
    if (!event.startDate) continue;
    const end = event.endDate && event.endDate >= event.startDate ? event.endDate : event.startDate;
    for (let d = event.startDate < first ? first : event.startDate; d <= end && d <= last; d = addDays(d, 1)) map.get(d)?.push(event);
  }
  return map;
}
