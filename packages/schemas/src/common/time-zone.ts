/** Colombia's one time zone (UTC−5, no daylight saving): business days, issue dates, schedules and staff screens. */
export const BOGOTA_TIME_ZONE = "America/Bogota";
