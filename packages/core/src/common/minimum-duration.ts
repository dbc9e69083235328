import { setTimeout as sleep } from "node:timers/promises";

/**
 * The floor of an answer a stranger gets where an e-mail or identification may or may not be on file (personal lookups,
 * password reset, lockout, newsletter): well above the few milliseconds of work one branch does more than the other.
 */
export const STRANGER_ANSWER_MIN_MS = 300;

/**
 * Runs `work`, then waits until `minMs` have passed since `started`: answers that must not tell a stranger, by their
 * speed, whether an e-mail or identification is on file (personal lookups, password reset, registration, lockout,
 * newsletter) take at least this long whichever branch ran.
 */
export async function withMinimumDuration<T>(started: number, minMs: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    const left = minMs - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}
