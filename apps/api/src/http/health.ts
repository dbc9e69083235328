import type { CoreDeps } from "@portal/core/deps";
import { metricsReader } from "@portal/core/metrics/metrics-access";
import { isRedisReady, withTimeout } from "@portal/jobs/redis";
import { Router } from "express";
import { operatorWarnings } from "./operator-warnings.ts";

const CHECK_TIMEOUT_MS = 2000;

/**
 * /healthz: the process is up. /readyz: the database and Redis answer within 2 s (what a load balancer should route
 * on). /readyz names the dependency that failed ("failed"), never its error text (which may carry hosts or
 * credentials); the error goes to the log. "warnings" lists settings unsafe on a public server, and only to whoever may
 * read /metrics (METRICS_ALLOW's addresses or METRICS_TOKEN): to anyone else they would say which protections are off
 * (a captcha that takes a fixed answer, uploads not scanned for viruses) and the seal file's state.
 */
export function createHealthRouter(deps: CoreDeps): Router {
  const health = Router();
  const warnings = operatorWarnings(deps.env);
  const isOperator = metricsReader(deps.env);
  health.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  health.get("/readyz", async (req, res) => {
    const [database, redis] = await Promise.all([
      withTimeout(deps.db.$queryRaw`SELECT 1`, CHECK_TIMEOUT_MS, "consulta de prueba a la base de datos").then(
        () => "ok" as const,
        (error: unknown) => {
          deps.log.warn({ err: error }, "readyz: la base de datos no responde");
          return "failed" as const;
        },
      ),
      isRedisReady(deps.redis, CHECK_TIMEOUT_MS).then((ok) => {
        if (!ok) deps.log.warn("readyz: Redis no responde");
        return ok ? ("ok" as const) : ("failed" as const);
      }),
    ]);
    const ready = database === "ok" && redis === "ok";
    res.setHeader("Cache-Control", "no-store");
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "unavailable", database, redis, ...(isOperator(req) ? { warnings } : {}) });
  });
  return health;
}
