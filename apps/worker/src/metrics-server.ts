import { createServer, type Server } from "node:http";
import type { TEnv } from "@portal/core/config/env";
import type { Logger } from "@portal/core/logger";
import { metricsReader } from "@portal/core/metrics/metrics-access";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { WorkerRuntime } from "./runtime.ts";

/**
 * The worker's GET /metrics (Prometheus, like the API's): jobs finished per queue and outcome with their run time,
 * jobs per queue and state (waiting, active, delayed, failed), and Node's own. Served on WORKER_METRICS_PORT to the
 * same readers as the API's (METRICS_ALLOW, METRICS_TOKEN); anyone else and any other path get 404.
 */
export async function startMetricsServer(
  runtime: Pick<WorkerRuntime, "workers" | "queues">,
  env: TEnv,
  log: Logger,
  port = env.WORKER_METRICS_PORT,
): Promise<Server | null> {
  if (port === undefined) return null;
  const register = new Registry();
  register.setDefaultLabels({ service: "worker" });
  collectDefaultMetrics({ register });
  const jobs = new Counter({
    name: "portal_jobs_total",
    help: "Trabajos terminados por cola, nombre y resultado",
    labelNames: ["queue", "name", "outcome"],
    registers: [register],
  });
  const runTime = new Histogram({
    name: "portal_job_duration_seconds",
    help: "Duración de los trabajos terminados",
    labelNames: ["queue", "name"],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30, 120, 600],
    registers: [register],
  });
  for (const worker of runtime.workers) {
    worker.on("completed", (job) => {
      jobs.inc({ queue: worker.name, name: job.name, outcome: "completed" });
      if (job.processedOn && job.finishedOn) runTime.observe({ queue: worker.name, name: job.name }, (job.finishedOn - job.processedOn) / 1000);
    });
    worker.on("failed", (job) => jobs.inc({ queue: worker.name, name: job?.name ?? "desconocido", outcome: "failed" }));
  }
  new Gauge({
    name: "portal_queue_jobs",
    help: "Trabajos por cola y estado (BullMQ)",
    labelNames: ["queue", "state"],
    registers: [register],
    async collect() {
      await Promise.all(
        [...runtime.queues.values()].map(async (queue) => {
          const counts = await queue.getJobCounts("waiting", "active", "delayed", "failed").catch(() => null);
          if (counts) for (const [state, n] of Object.entries(counts)) this.set({ queue: queue.name, state }, n);
        }),
      );
    },
  });
  const mayRead = metricsReader(env);
  const server = createServer((req, res) => {
    if (req.method !== "GET" || req.url?.split("?")[0] !== "/metrics" || !mayRead(req)) {
      res.writeHead(404).end();
      return;
    }
    register.metrics().then(
      (body) => res.writeHead(200, { "Content-Type": register.contentType, "Cache-Control": "no-store" }).end(body),
      (error: unknown) => {
        log.warn({ err: error }, "no se pudieron leer las métricas del worker");
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, env.WORKER_METRICS_HOST, () => resolve());
  });
  log.info({ port, host: env.WORKER_METRICS_HOST }, "métricas del worker en /metrics");
  return server;
}
