import { BIRTH_DATE_PICKER_START_YEAR, MIN_AGE_YEARS } from "@portal/schemas/accounts/register.schema";

/** The birth-date picker's range (spec 03 §5): from 1928 to the day that makes 13 years. */
export function birthDateRange(today: Date = new Date()): { min: string; max: string } {
  const max = new Date(Date.UTC(today.getFullYear() - MIN_AGE_YEARS, today.getMonth(), today.getDate()));
  return { min: `${BIRTH_DATE_PICKER_START_YEAR}-01-01`, max: max.toISOString().slice(0, 10) };
}
