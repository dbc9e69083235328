import type { CoreDeps } from "@portal/core/deps";
import { toApiError } from "./api-error.ts";

/** How often an outage or overload (503) is logged while it lasts: one warn line per interval, with its count. */
export const UNAVAILABLE_LOG_INTERVAL_MS = 10_000;

type Log = CoreDeps["log"];
interface TUnavailableTally {
  since: number;
  count: number;
}
const tallies = new WeakMap<Log, TUnavailableTally>();

/**
 * Logs what a call answered with a 5xx. A bug (500) is an error with its stack, every time. A 503 (a dependency
 * that does not answer, a database out of connections, shedding under load) is expected while it lasts: during a
 * 2.5× burst 620 stack traces in 10 s buried everything else, so it is one `warn` per interval, counting the 503s
 * since the last line, with the first one's message and no stack.
 */
export function logServerError(log: Log, error: unknown, where: Record<string, unknown>, now = Date.now()): void {
  const status = toApiError(error).status;
  if (status < 500) return;
  if (status !== 503) {
    log.error({ err: error, ...where }, "error al atender una llamada");
    return;
  }
  const tally = tallies.get(log);
  if (tally && now - tally.since < UNAVAILABLE_LOG_INTERVAL_MS) {
    tally.count++;
    return;
  }
  const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  log.warn(
    { ...where, unavailable: (tally?.count ?? 0) + 1, intervalSeconds: UNAVAILABLE_LOG_INTERVAL_MS / 1000, cause: cause.slice(0, 200) },
    "servicio no disponible temporalmente (503)",
  );
  tallies.set(log, { since: now, count: 0 });
}
