import { bogotaDay } from "@portal/schemas/common/time-zone";

/**
 * The list's date filter starts on the last month (spec 02 §2 "Default is a month range"): from the same day a month
 * ago to today, Bogotá days. A day that does not exist a month back (31 March) falls to the month's last day.
 */
export function lastMonthRange(now: Date): { from: string; to: string } {
  const to = bogotaDay(now);
  const [y, m, d] = to.split("-").map(Number) as [number, number, number];
  const prevMonth = m === 1 ? 12 : m - 1;
  const prevYear = m === 1 ? y - 1 : y;
  const lastDay = new Date(Date.UTC(prevYear, prevMonth, 0)).getUTCDate();
  const from = `${prevYear}-${String(prevMonth).padStart(2, "0")}-${String(Math.min(d, lastDay)).padStart(2, "0")}`;
  return { from, to };
}
