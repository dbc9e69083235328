import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";

/** Spanish (Colombia) formatting for the texts of certificates, documents and PQRDS letters. */
const LONG_DATE = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: BOGOTA_TIME_ZONE });
const LONG_DATE_UTC = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const MONEY = new Intl.NumberFormat("es-CO", { style: "currency", currency: "COP", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** "22 de noviembre de 2026", in Colombia's time zone (an issue date). */
export function formatDateEs(date: Date): string {
  return LONG_DATE.format(date);
}

/** A calendar date stored without time (@db.Date, midnight UTC) in words: "31 de diciembre de 2025". */
export function formatCalendarDateEs(date: Date | string): string {
  const d = typeof date === "string" ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return LONG_DATE_UTC.format(d);
}

/** "$ 1.250.000" (pesos). */
export function formatMoneyEs(value: number | string | { toString(): string }): string {
  return MONEY.format(Number(String(value))).replace(/\u00a0/g, " ");
}

/** "Ana, Luis y Marta". */
export function joinSpanish(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

/** Fills {{name}} placeholders; unknown ones become empty text. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template
    .replace(/\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g, (_, name: string) => values[name] ?? "")
    .replace(/[ \t]+([.,;:])/g, "$1")
    .replace(/[ \t]{2,}/g, " ");
}

const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"];
const WEEKDAYS = ["domingo", "lunes", "martes", "miércoles", "jueves", "viernes", "sábado"];

/** "jueves 9 de abril de 2026" */
export function formatSpanishDay(day: string, withWeekday = true): string {
  const d = new Date(`${day}T00:00:00Z`);
  const text = `${d.getUTCDate()} de ${MONTHS[d.getUTCMonth()]} de ${d.getUTCFullYear()}`;
  return withWeekday ? `${WEEKDAYS[d.getUTCDay()]} ${text}` : text;
}
