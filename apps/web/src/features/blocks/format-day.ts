const FORMAT = new Intl.DateTimeFormat("es-CO", { day: "numeric", month: "long", year: "numeric", timeZone: "America/Bogota" });

/** "22 de noviembre de 2026" from an ISO day or instant (days are read as Bogotá days). */
export function formatDay(value: string): string {
  const date = value.length === 10 ? new Date(`${value}T12:00:00-05:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : FORMAT.format(date);
}
