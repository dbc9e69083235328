import { cpus, loadavg } from "node:os";
import { Worker } from "node:worker_threads";

/** The host's load average (1, 5, 15 min) and core count, printed with each figure: a busy host lowers every ratio. */
export function hostLoad(): string {
  return `${loadavg()
    .map((x) => x.toFixed(2))
    .join(" ")} on ${cpus().length} cores`;
}

/** The answer the API takes for every captcha under CAPTCHA_TEST_ANSWER: the generator proves captchas before the clock. */
export const CAPTCHA_ANSWER = "bench-captcha";

/**
 * The processes' environment for the database and Redis under test: the benchmark's own data directory, no logs,
 * production mode and a known administrator password; `extra` adds to it.
 */
export function benchEnv(dataDir: string, databaseUrl: string, redisUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    LOG_LEVEL: "silent",
    ADMIN_PASSWORD: "bench-admin-1",
    NODE_ENV: "production",
    ...extra,
  };
}

/** Every client of the load generator comes from one address: the per-address limits are lifted, or they would be what is measured. */
export const NO_PER_ADDRESS_LIMITS = { RATE_LIMIT_PER_MINUTE: "100000000", RATE_LIMIT_MULTIPLIER: "100000", CLIENT_CONCURRENCY: "1000" } as const;

/** Captchas the generator can answer: the fixed answer and the cheapest proof of work (bench:captcha measures their real cost). */
export const ANSWERED_CAPTCHAS = { CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER, CAPTCHA_POW_COST: "1" } as const;

/** An anonymous petition (type 2) answered by e-mail, as the PQRDS form sends it; `description` tells the filings apart. */
export function anonymousPetition(description: string) {
  return { complaintFormTypeID: 2, anonymous: true, responseTypeID: 1, typeprivacy: true, description };
}

export interface GetLoadResult {
  latencies: number[];
  failures: number;
  elapsedMs: number;
}

/** `clients` concurrent GETs of `paths` in turn for `durationMs`, from load.mjs in a worker thread (off this process's event loop). */
export function getLoad(baseUrl: string, paths: string[], clients: number, durationMs: number): Promise<GetLoadResult> {
  return new Promise((resolve, reject) => {
    // execArgv: [] — the worker must not inherit tsx's loader hooks, which hang worker threads on Node 20.
    const worker = new Worker(new URL("./load.mjs", import.meta.url), {
      workerData: { kind: "get", baseUrl, paths, concurrency: clients, durationMs },
      execArgv: [],
    });
    worker.once("message", resolve);
    worker.once("error", reject);
  });
}
