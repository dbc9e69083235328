/** Colombia's one time zone (UTC−5, no daylight saving): business days, issue dates, schedules and staff screens. */
export const BOGOTA_TIME_ZONE = "America/Bogota";

/** Bogotá's fixed distance behind UTC (Colombia keeps UTC−5 all year; no daylight saving since 1993), in ms. */
export const BOGOTA_OFFSET_MS = 5 * 3_600_000;
