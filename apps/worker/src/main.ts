import { loadEnv } from "@portal/core/config/env";
import { createLogger } from "@portal/core/logger";
import { createDb } from "@portal/db/client";
import { startMetricsServer } from "./metrics-server.ts";
import { startWorkerRuntime } from "./runtime.ts";

/**
 * The worker process: BullMQ workers of every queue in processors/registry.ts, and the outbox relay.
 * Prints nothing but structured (pino) logs. SIGTERM/SIGINT: stop taking jobs, let running ones finish
 * (up to ~10 s), close Redis and the database, exit 0. A second signal exits at once.
 */
const env = loadEnv();
const log = createLogger("worker", env.LOG_LEVEL);

process.on("unhandledRejection", (reason) => log.error({ err: reason }, "promesa rechazada sin manejar"));
process.on("uncaughtException", (error) => {
  log.fatal({ err: error }, "excepción no controlada; el worker termina");
  process.exit(1);
});

// Pool of 4: the embedded database serves at most 20 connections in all (API + worker + scripts).
const db = createDb(env.DATABASE_URL, 4);
const runtime = startWorkerRuntime({ env, db, log });
const metrics = await startMetricsServer(runtime, env, log);

let stopping = false;
async function shutdown(signal: NodeJS.Signals): Promise<void> {
  if (stopping) {
    log.warn({ signal }, "segunda señal: el worker termina sin esperar");
    process.exit(1);
  }
  stopping = true;
  log.info({ signal }, "señal recibida: cerrando el worker");
  try {
    metrics?.close();
    await runtime.close();
    await db.$disconnect();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, "error al cerrar el worker");
    process.exit(1);
  }
}
process.on("SIGTERM", (signal) => void shutdown(signal));
process.on("SIGINT", (signal) => void shutdown(signal));
