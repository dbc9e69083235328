import { fillMessage } from "../common/fill-message.ts";

/**
 * What a hangout, challenge or convocation card says before it starts (spec 02 §4: "before start show days, hours
 * or minutes to start"); {0} is the number.
 */
export const COUNTDOWN_MESSAGES = {
  oneDay: "Falta 1 día para iniciar",
  days: "Faltan {0} días para iniciar",
  oneHour: "Falta 1 hora para iniciar",
  hours: "Faltan {0} horas para iniciar",
  oneMinute: "Falta 1 minuto para iniciar",
  minutes: "Faltan {0} minutos para iniciar",
} as const;
const M = COUNTDOWN_MESSAGES;

const DAY_MINUTES = 24 * 60;

/** The text for `minutesToStart` (rounded up) minutes before the start; null once it has started. */
export function countdownToStart(minutesToStart: number | null): string | null {
  if (minutesToStart === null || minutesToStart <= 0) return null;
  if (minutesToStart >= DAY_MINUTES) {
    const days = Math.ceil(minutesToStart / DAY_MINUTES);
    return days === 1 ? M.oneDay : fillMessage(M.days, [days]);
  }
  if (minutesToStart >= 60) {
    const hours = Math.floor(minutesToStart / 60);
    return hours === 1 ? M.oneHour : fillMessage(M.hours, [hours]);
  }
  return minutesToStart === 1 ? M.oneMinute : fillMessage(M.minutes, [minutesToStart]);
}
