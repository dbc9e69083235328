// Plain arithmetic, not Intl: the footer shows a date on every first screen, and a browser's first Intl.DateTimeFormat
// loads the locale's calendar data and patterns (about 60–80 ms on a phone, one long task before the first paint).
const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const HOUR_MS = 3_600_000;
// Colombia keeps UTC−5 all year; its only daylight saving time ran from 3 May 1992 to 6 February 1993 (tz database).
const BOGOTA_DST = [Date.UTC(1992, 4, 3, 5), Date.UTC(1993, 1, 7, 4)] as const;

const bogotaOffsetMs = (time: number) => (time >= BOGOTA_DST[0] && time < BOGOTA_DST[1] ? -4 : -5) * HOUR_MS;

/** "14 de marzo de 2025", from the UTC fields of `d`. */
function longSpanishDate(d: Date): string {
  return `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

/**
 * A date in long Spanish form as read in Bogotá, e.g. "14 de marzo de 2025" (the words es-CO's Intl long date gives).
 * The date pickers use dayjs with the `es` locale.
 */
export function formatLongDate(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  const time = d.getTime();
  return Number.isNaN(time) ? "" : longSpanishDate(new Date(time + bogotaOffsetMs(time)));
}

/** A date and time as read in Bogotá, e.g. "14 de marzo de 2025, 09:05" (when an e-mail was sent: proof of notification). */
export function formatDateTime(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  const time = d.getTime();
  if (Number.isNaN(time)) return "";
  const local = new Date(time + bogotaOffsetMs(time));
  return `${longSpanishDate(local)}, ${local.toISOString().slice(11, 16)}`;
}

/**
 * A calendar day stored without a time (a PostgreSQL `date`, e.g. an event's start), in long Spanish form. It travels as
 * midnight UTC; read in Bogotá it would show the day before.
 */
export function formatCalendarDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(d.getTime()) ? "" : longSpanishDate(d);
}

const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];
const calendarDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** An ISO day ("2026-11-22") read in Bogotá from an instant. */
export function bogotaDay(now: Date = new Date()): string {
  const time = now.getTime();
  return new Date(time + bogotaOffsetMs(time)).toISOString().slice(0, 10);
}

/** A calendar's column head for an ISO day, e.g. "dom", "mié" (es-CO's short weekday). */
export const shortWeekday = (day: string) => (WEEKDAYS[calendarDay(day).getUTCDay()] ?? "").slice(0, 3);

/** An ISO day as "domingo, 22 de noviembre" (es-CO's long weekday, day and month). */
export function weekdayAndDay(day: string): string {
  const d = calendarDay(day);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]}`;
}

/** An ISO month ("2026-11") as "noviembre de 2026". */
export function monthAndYear(month: string): string {
  const d = calendarDay(`${month}-01`);
  return `${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
}

/**
 * Relative time wording of spec 03 §9: up to 5 s "ahora"; up to 20 s seconds; up to 60 s one minute; under an hour
 * minutes; up to 90 minutes one hour; under 84600 s hours; under 7 days days; otherwise the full date.
 */
export function relativeTime(iso: string | Date, now: Date = new Date()): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  const seconds = Math.max(0, Math.round((now.getTime() - date.getTime()) / 1000));
  if (seconds <= 5) return "ahora";
  if (seconds <= 20) return "hace unos segundos";
  if (seconds <= 60) return "hace un minuto";
  // Minutes are rounded (as moment does): 61–89 s is still "un minuto", never "hace 1 minutos".
  const minutes = Math.min(59, Math.round(seconds / 60));
  if (minutes <= 1) return "hace un minuto";
  if (seconds < 3600) return `hace ${minutes} minutos`;
  if (seconds <= 90 * 60) return "hace una hora";
  if (seconds < 84600) return `hace ${Math.max(2, Math.round(seconds / 3600))} horas`;
  const days = Math.floor(seconds / 86400);
  if (days < 7) return days <= 1 ? "hace un día" : `hace ${days} días`;
  return formatLongDate(date);
}

/**
 * When a content was published, for cards and the detail page: "Publicado hace 5 minutos" within the relative window
 * of relativeTime, otherwise "Publicado el 14 de marzo de 2025".
 */
export function publishedPhrase(iso: string | Date, now: Date = new Date()): string {
  const when = relativeTime(iso, now);
  return when === "ahora" || when.startsWith("hace ") ? `Publicado ${when}` : `Publicado el ${when}`;
}

/**
 * A form or record value as the text a field or cell shows: a string as it is, a number, boolean or bigint as it prints,
 * anything else (null, undefined, an object) as "" — never "[object Object]".
 */
export function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" || typeof value === "boolean" || typeof value === "bigint" ? String(value) : "";
}
