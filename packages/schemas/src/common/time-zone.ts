/** Colombia's one time zone (UTC−5, no daylight saving): business days, issue dates, schedules and staff screens. */
export const BOGOTA_TIME_ZONE = "America/Bogota";

/** Bogotá's fixed distance behind UTC (Colombia keeps UTC−5 all year; no daylight saving since 1993), in ms. */
export const BOGOTA_OFFSET_MS = 5 * 3_600_000;

/** "2026-11-22T10:30": Bogotá's clock at `instant`, as a datetime-local input holds it, whatever the browser's zone. */
export function bogotaWallTime(instant: Date): string {
  return new Date(instant.getTime() - BOGOTA_OFFSET_MS).toISOString().slice(0, 16);
}

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * The instant a datetime-local value ("2026-11-22T10:30") names when read on Bogotá's clock, as ISO; "" when empty or
 * malformed (the form's schema then says the field is required). An official whose computer keeps another zone still
 * records Colombian times.
 */
export function bogotaWallTimeToIso(value: string): string {
  const time = WALL_TIME.test(value) ? Date.parse(`${value}Z`) : Number.NaN;
  return Number.isNaN(time) ? "" : new Date(time + BOGOTA_OFFSET_MS).toISOString();
}

/** yyyy-mm-dd of `date` in Bogotá. */
export function bogotaDay(date: Date): string {
  return bogotaWallTime(date).slice(0, 10);
}
