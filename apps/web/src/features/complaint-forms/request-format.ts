import { LIFECYCLE_MESSAGES } from "@portal/schemas/complaint-forms/lifecycle.schema";
import { formatLongDate } from "../../lib/format";

type TNamed = { id: number; name: string } | null;

/** "Medellín, Antioquia, Colombia", or the free city abroad: the place names of a request. */
export function placeText(country: TNamed, department: TNamed, city: TNamed, freeCity: string | null): string | null {
  const parts = [city?.name ?? freeCity, department?.name, country?.name].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(", ") : null;
}

/** A yyyy-mm-dd day (or an ISO date) as a long Spanish date, read as a Bogotá day. */
export function requestDay(day: string): string {
  return formatLongDate(day.length === 10 ? `${day}T12:00:00-05:00` : day);
}

/**
 * The highlight colour of a request's term level (0 under 50 %, 1 from 50 %, 2 from 80 %, 3 at 100 %): dark enough
 * that white badge text stays above 4.5:1 (WCAG AA); Mantine's yellow and red shades fell under it.
 */
export function levelColor(level: number): string | undefined {
  return ["#1b5e20", "#7a4b00", "#a13d00", "#8e1b1b"][level];
}

/** "Vence hoy", "Quedan 3 días hábiles", "Vencida hace 2 días hábiles". */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return "Vence hoy";
  if (daysLeft === 1) return "Queda 1 día hábil";
  if (daysLeft > 1) return `Quedan ${daysLeft} días hábiles`;
  return daysLeft === -1 ? "Vencida hace 1 día hábil" : `Vencida hace ${-daysLeft} días hábiles`;
}

type TLifecycleShown = { answerableDate: string; lifecycle?: { suspended: boolean; outcomeName: string | null } | null };

/** The due date as every screen shows it: while suspended (Ley 1755 art. 17) it does not run, so the suspension is shown instead. */
export function dueDateText(r: TLifecycleShown): string {
  return r.lifecycle?.suspended ? LIFECYCLE_MESSAGES.suspended : requestDay(r.answerableDate);
}

/** "Cerrada — Trasladada": the status and, once closed, how it ended. */
export function statusWithOutcome(r: { statusName: string; lifecycle?: { outcomeName: string | null } | null }): string {
  return r.lifecycle?.outcomeName ? `${r.statusName} — ${r.lifecycle.outcomeName}` : r.statusName;
}
