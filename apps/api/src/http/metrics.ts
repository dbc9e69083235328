import type { CoreDeps } from "@portal/core/deps";
import { metricsReader } from "@portal/core/metrics/metrics-access";
import { driverPoolOf } from "@portal/db/client";
import { ALL_QUEUE_NAMES } from "@portal/jobs/queues";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import type { Express, NextFunction, Request, Response } from "express";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { appRouter } from "../trpc/app-router.ts";
import type { Admission } from "./admission.ts";

/**
 * The API's tRPC procedures: a label names one of them, never what a caller typed after /trpc/ (a number, a token, a
 * name would become a series kept in memory for good and shown to whoever reads /metrics).
 */
const PROCEDURES = new Set(Object.keys(appRouter._def.procedures));

/** Days ahead that make an open request "due soon" on the dashboard an operator watches. */
const DUE_SOON_DAYS = 2;

/**
 * What a route is, for a metric label: a bounded set (never an id or a search). REST: the spec path's first segment
 * ("complaintforms"); tRPC: the procedure ("complaintForms.track", "batch" for several); files, live events, health,
 * the web app's pages.
 */
export function routeClass(path: string): string {
  const trpc = /^\/trpc\/([\w.,]+)/.exec(path);
  const procedure = trpc?.[1];
  if (procedure) return procedure.includes(",") ? "trpc:batch" : PROCEDURES.has(procedure) ? `trpc:${procedure}` : "trpc:unknown";
  const rest = /^\/api\/v\d+\/([a-z-]+)/i.exec(path);
  const segment = rest?.[1];
  if (segment) return `rest:${segment.toLowerCase()}`;
  if (path.startsWith("/files/")) return "files";
  if (path.startsWith("/events")) return "events";
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return path.slice(1);
  return /\.[a-z0-9]+$/i.test(path) ? "static" : "page";
}

export interface TMetricsSources {
  admission: Admission;
  uploadAdmission: Admission;
}

/**
 * GET /metrics in Prometheus' format (prom-client), for the operator's monitoring: requests by route class, method
 * and status with their latency (503 sheds and 429 limits among them), the admission queues, the database pool,
 * Redis' latency, the job queues' depth and failures, e-mails by status, and PQRDS due within two days or overdue.
 * Only to METRICS_ALLOW's addresses (the connection's, not X-Forwarded-For) or with METRICS_TOKEN; 404 to others.
 * Returns the middleware that times every request (mount it first).
 */
export function mountMetrics(app: Express, deps: CoreDeps) {
  const register = new Registry();
  register.setDefaultLabels({ service: "api" });
  collectDefaultMetrics({ register });
  const requests = new Histogram({
    name: "portal_http_request_duration_seconds",
    help: "Duración de las solicitudes HTTP por clase de ruta, método y estado",
    labelNames: ["route", "method", "status"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const sources: Partial<TMetricsSources> = {};
  new Gauge({
    name: "portal_admission_requests",
    help: "Solicitudes admitidas en curso y en espera (load shedding)",
    labelNames: ["pool", "state"],
    registers: [register],
    collect() {
      for (const [pool, admission] of [
        ["api", sources.admission],
        ["uploads", sources.uploadAdmission],
      ] as const) {
        if (!admission) continue;
        const { running, waiting } = admission.stats();
        this.set({ pool, state: "running" }, running);
        this.set({ pool, state: "waiting" }, waiting);
      }
    },
  });
  new Gauge({
    name: "portal_admission_oldest_wait_seconds",
    help: "Espera de la solicitud más antigua en la cola (sobre REQUEST_MAX_QUEUE_DELAY_MS se rechazan las nuevas)",
    labelNames: ["pool"],
    registers: [register],
    collect() {
      for (const [pool, admission] of [
        ["api", sources.admission],
        ["uploads", sources.uploadAdmission],
      ] as const) {
        if (admission) this.set({ pool }, admission.stats().oldestWaitMs / 1000);
      }
    },
  });
  new Gauge({
    name: "portal_db_pool_connections",
    help: "Conexiones del pool de la base de datos",
    labelNames: ["state"],
    registers: [register],
    collect() {
      const pool = driverPoolOf(deps.db);
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });
  new Gauge({
    name: "portal_redis_ping_seconds",
    help: "Latencia de un PING a Redis (-1 si no responde en 1 s)",
    registers: [register],
    async collect() {
      const started = performance.now();
      const answered = await Promise.race([
        deps.redis.ping().then(
          () => true,
          () => false,
        ),
        new Promise<boolean>((r) => setTimeout(() => r(false), 1000).unref()),
      ]);
      this.set(answered ? (performance.now() - started) / 1000 : -1);
    },
  });
  // Every queue of the registry (opened here, closed with the process's deps), to count its jobs.
  const queues = ALL_QUEUE_NAMES.flatMap((name) => deps.queues.get(name) ?? []);
  new Gauge({
    name: "portal_queue_jobs",
    help: "Trabajos por cola y estado (BullMQ)",
    labelNames: ["queue", "state"],
    registers: [register],
    async collect() {
      await Promise.all(
        queues.map(async (queue) => {
          const counts = await queue.getJobCounts("waiting", "active", "delayed", "failed", "completed").catch(() => null);
          if (counts) for (const [state, n] of Object.entries(counts)) this.set({ queue: queue.name, state }, n);
        }),
      );
    },
  });
  new Gauge({
    name: "portal_emails",
    help: "Correos del buzón de salida por estado",
    labelNames: ["status"],
    registers: [register],
    async collect() {
      const rows = await deps.db.emailMessage.groupBy({ by: ["status"], _count: { _all: true } });
      for (const row of rows) this.set({ status: row.status }, row._count._all);
    },
  });
  new Gauge({
    name: "portal_email_oldest_pending_seconds",
    help: "Antigüedad del correo pendiente más viejo",
    registers: [register],
    async collect() {
      const oldest = await deps.db.emailMessage.findFirst({
        where: { status: { in: ["PENDING", "SENDING"] } },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true },
      });
      this.set(oldest ? (Date.now() - oldest.createdAt.getTime()) / 1000 : 0);
    },
  });
  new Gauge({
    name: "portal_pqrds_open",
    help: `PQRDS abiertas vencidas o que vencen en ${DUE_SOON_DAYS} días`,
    labelNames: ["due"],
    registers: [register],
    async collect() {
      const today = new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
      const soon = new Date(today.getTime() + DUE_SOON_DAYS * 86_400_000);
      const open = { status: COMPLAINT_STATUS.open };
      this.set({ due: "overdue" }, await deps.db.complaintForm.count({ where: { ...open, answerableDate: { lt: today } } }));
      this.set({ due: "soon" }, await deps.db.complaintForm.count({ where: { ...open, answerableDate: { gte: today, lte: soon } } }));
    },
  });
  const scrapes = new Counter({ name: "portal_metrics_scrapes_total", help: "Lecturas de /metrics", registers: [register] });

  const mayRead = metricsReader(deps.env);
  app.get("/metrics", async (req: Request, res: Response, next: NextFunction) => {
    if (!mayRead(req)) return next();
    scrapes.inc();
    try {
      const body = await register.metrics();
      res.setHeader("Content-Type", register.contentType);
      res.setHeader("Cache-Control", "no-store");
      res.end(body);
    } catch (error) {
      next(error);
    }
  });

  const timeRequests = (req: Request, res: Response, next: NextFunction) => {
    const end = requests.startTimer({ route: routeClass(req.path), method: req.method });
    res.once("finish", () => end({ status: String(res.statusCode) }));
    next();
  };
  return {
    timeRequests,
    /** The admission pools, once built (they come after the metrics middleware). */
    watch(admissions: TMetricsSources) {
      Object.assign(sources, admissions);
    },
  };
}
