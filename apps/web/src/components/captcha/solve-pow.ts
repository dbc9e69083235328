import { type Challenge, type Solution, solveChallenge, solveChallengeWorkers } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";

/** Workers racing on interleaved counters; phones have at least this many cores and gain little past it. */
const MAX_WORKERS = 4;

/** One core stays with the page (its rendering and typing), except on a single-core device. */
export const powConcurrency = (cores: number | undefined) => Math.max(1, Math.min(MAX_WORKERS, (cores || 2) - 1));

/**
 * Solves a captcha's proof of work (loaded lazily by use-captcha, so the solver never weighs on a first visit) in Web
 * Workers, even on a 2-core phone: on the page's thread its PBKDF2 rounds were seconds of blocked taps on a slow phone.
 * Only a browser without workers at all solves on the page's thread (which yields while it works); a worker that fails
 * is a failed captcha (the field offers another), not a fall back to the page's thread.
 */
export async function solvePow(challenge: Challenge): Promise<Solution> {
  if (typeof Worker === "function") {
    const solution = await solveChallengeWorkers({
      challenge,
      concurrency: powConcurrency(navigator.hardwareConcurrency),
      createWorker: () => new Worker(new URL("./pow.worker.ts", import.meta.url), { type: "module" }),
    });
    if (!solution) throw new Error("captcha: proof of work not solved in time");
    return solution;
  }
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha: proof of work not solved in time");
  return solution;
}
