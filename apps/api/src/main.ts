import type { Server } from "node:http";
import { loadEnv } from "@portal/core/config/env";
import { createCoreDeps } from "@portal/core/create-core-deps";
import { createApp, DEFAULT_WEB_DIST } from "./app.ts";
import { listenApi } from "./http/api-server.ts";
import { closeLiveEvents } from "./http/live-events.ts";
import { operatorWarnings } from "./http/operator-warnings.ts";
import { applyServerTimeouts } from "./http/server-timeouts.ts";

const env = loadEnv();
const deps = createCoreDeps(env, "api");
const app = createApp(deps, { webDistDir: env.NODE_ENV === "production" ? DEFAULT_WEB_DIST : null, requestLogs: true });

const server: Server = listenApi(app, env.PORT, env.HOST, (error?: Error) => {
  // Express 5 hands listen errors (EADDRINUSE) to this callback.
  if (error) {
    deps.log.fatal({ err: error }, `No se pudo escuchar en el puerto ${env.PORT}`);
    process.exit(1);
  }
  deps.log.info({ port: env.PORT }, "API escuchando");
  // Loud on purpose: a JSON log line alone is easy to miss in a terminal or a log collector.
  for (const warning of operatorWarnings(env)) {
    deps.log.warn({ warning }, warning);
    process.stderr.write(`\n${"!".repeat(78)}\n!! ADVERTENCIA: ${warning}\n${"!".repeat(78)}\n\n`);
  }
});
applyServerTimeouts(server, { requestTimeoutMs: env.UPLOAD_TIMEOUT_MS });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  deps.log.info({ signal }, "Cerrando la API");
  // Stop accepting connections, let in-flight requests finish (bounded), then release the database and Redis.
  // Live streams never finish by themselves: end them first (their pages reconnect to another instance).
  await closeLiveEvents(app).catch((error: unknown) => deps.log.warn({ err: error }, "no se pudieron cerrar los canales en vivo"));
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  setTimeout(() => server.closeAllConnections(), 8000).unref();
  server.closeIdleConnections();
  await closed;
  try {
    await deps.close();
  } catch (error) {
    // Called as `void shutdown()` from a signal handler: a failure must end here, logged, not as an unhandled rejection.
    deps.log.error({ err: error }, "Error al cerrar la API");
    process.exit(1);
  }
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
