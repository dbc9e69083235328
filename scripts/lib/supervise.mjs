// Restarts a crashed child the way a process manager would: with growing pauses, one log line per restart, and a
// stop when it keeps crashing (a crash loop is a problem a restart cannot fix — a person must look).

/** Pauses before the 1st, 2nd, … restart within the window (the last one repeats). */
const RESTART_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000];
/** This many crashes within RESTART_WINDOW_MS is a crash loop: the supervisor gives up. */
const MAX_CRASHES = 5;
const RESTART_WINDOW_MS = 60_000;
/** Without a readiness check, a restarted process counts as back once it has run this long. */
const STAYED_UP_MS = 2_000;

/**
 * @typedef {object} SuperviseOptions
 * @property {number[]} [backoffMs]
 * @property {number} [maxCrashes]
 * @property {number} [windowMs]
 * @property {boolean} [armed] restart from the start (default false: `arm()` once the system is up; before that an
 *   exit is reported at once, so a service that cannot start fails the boot instead of looping)
 * @property {(info: { name: string, exit: { code: number | null, signal: NodeJS.Signals | null } | null, restart: number, delayMs: number }) => void} [onRestart]
 * @property {(service: import("./services.mjs").Service, crashes: number) => void} [onGiveUp] called once: a crash before
 *   `arm()`, or the crash loop
 * @property {(line: string) => void} [log]
 * @property {(service: import("./services.mjs").Service) => Promise<unknown>} [ready] resolves once a restarted process
 *   serves again (the API: its /healthz answers); the default is that it stayed up for STAYED_UP_MS
 *
 * @typedef {object} Supervised
 * @property {string} name
 * @property {() => import("./services.mjs").Service} current the running (or last) process
 * @property {number | undefined} pid of the current process
 * @property {() => { code: number | null, signal: NodeJS.Signals | null } | null} exitInfo of the current process
 * @property {string[]} tail of the current process
 * @property {() => boolean} stopping
 * @property {() => number} restarts how many times it was restarted so far
 * @property {() => void} arm
 * @property {(signal?: NodeJS.Signals) => Promise<void>} stop stops it and any pending restart
 */

/**
 * @param {string} name
 * @param {() => import("./services.mjs").Service} start spawns one process of the service
 * @param {SuperviseOptions} [options]
 * @returns {Supervised}
 */
export function supervise(name, start, options = {}) {
  const backoff = options.backoffMs ?? RESTART_BACKOFF_MS;
  const maxCrashes = options.maxCrashes ?? MAX_CRASHES;
  const windowMs = options.windowMs ?? RESTART_WINDOW_MS;
  const log = options.log ?? ((line) => console.log(line));
  let armed = options.armed ?? false;
  let stopped = false;
  let gaveUp = false;
  let restarts = 0;
  /** @type {number[]} */
  let crashes = [];
  /** @type {NodeJS.Timeout | undefined} */
  let pending;
  let service = start();

  const watch = (/** @type {import("./services.mjs").Service} */ s) => {
    void s.exited.then((exit) => {
      if (stopped || s.stopping() || s !== service) return;
      const now = Date.now();
      crashes = [...crashes.filter((t) => now - t < windowMs), now];
      const how = exit.signal ?? `exit code ${exit.code}`;
      if (!armed || crashes.length >= maxCrashes) {
        gaveUp = true;
        if (armed) log(`[supervisor] ${name} crashed ${crashes.length} times within ${windowMs / 1000} s (last: ${how}): not restarting it again`);
        options.onGiveUp?.(s, crashes.length);
        return;
      }
      const delayMs = backoff[Math.min(crashes.length - 1, backoff.length - 1)] ?? 1_000;
      restarts += 1;
      log(
        `[supervisor] ${name} stopped unexpectedly (${how}); restart ${restarts} in ${delayMs / 1000} s (${crashes.length} crash${crashes.length === 1 ? "" : "es"} in the last ${windowMs / 1000} s)`,
      );
      options.onRestart?.({ name, exit, restart: restarts, delayMs });
      const restart = restarts;
      pending = setTimeout(() => {
        pending = undefined;
        if (stopped) return;
        service = start();
        watch(service);
        announceBack(service, restart, now);
      }, delayMs);
    });
  };
  /** An operator reading the log learns that the outage is over, and how long it lasted. */
  const announceBack = (/** @type {import("./services.mjs").Service} */ s, /** @type {number} */ restart, /** @type {number} */ stoppedAt) => {
    const ready = options.ready ? options.ready(s) : new Promise((resolve) => setTimeout(resolve, STAYED_UP_MS).unref());
    const exited = s.exited.then(() => Promise.reject(new Error("exited")));
    Promise.race([ready, exited]).then(
      () => {
        if (!stopped && s === service && s.exitInfo() === null)
          log(`[supervisor] ${name} is back (restart ${restart}), ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after it stopped`);
      },
      () => {},
    );
  };
  watch(service);

  return {
    name,
    current: () => service,
    get pid() {
      return service.pid;
    },
    exitInfo: () => service.exitInfo(),
    get tail() {
      return service.tail;
    },
    stopping: () => stopped || gaveUp,
    restarts: () => restarts,
    arm() {
      armed = true;
    },
    async stop(signal) {
      stopped = true;
      clearTimeout(pending);
      await service.stop(signal);
    },
  };
}
