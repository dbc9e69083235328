import { formatCalendarDate, formatLongDate } from "../../lib/format";

/** "22 de noviembre de 2026" from an ISO day or instant (instants are read as Bogotá days). */
export function formatDay(value: string): string {
  return value.length === 10 ? formatCalendarDate(value) : formatLongDate(value);
}
