const longDate = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" });

/**
 * A date in long Spanish form, e.g. "14 de marzo de 2025". The shell uses Intl (no library on the first load);
 * the date pickers use dayjs with the `es` locale.
 */
export function formatLongDate(iso: string | Date): string {
  const d = typeof iso === "string" ? new Date(iso) : iso;
  return Number.isNaN(d.getTime()) ? "" : longDate.format(d);
}

const calendarDate = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/**
 * A calendar day stored without a time (a PostgreSQL `date`, e.g. an event's start), in long Spanish form. It travels as
 * midnight UTC; read in Bogotá it would show the day before.
 */
export function formatCalendarDate(value: string | Date): string {
  const d = typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  return Number.isNaN(d.getTime()) ? "" : calendarDate.format(d);
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
