import type { TEnv } from "@portal/core/config/env";
import { createFileStorage } from "@portal/core/files/create-file-storage";
import { type Logger, redactMailboxes } from "@portal/core/logger";
import { createMailTransport, type MailTransport } from "@portal/core/mail/transport";
import { createRateLimits } from "@portal/core/rate-limits/rate-limits";
import { createSettingsStore } from "@portal/core/settings/settings-store";
import type { Db } from "@portal/db/client";
import { requestIdOfJob, scheduleJob } from "@portal/jobs/define-job";
import { createQueue, QUEUE_NAMES, QUEUE_PREFIX, type QueueName } from "@portal/jobs/queues";
import { closeRedis, createRedis, withTimeout } from "@portal/jobs/redis";
import { type Job, Queue, UnrecoverableError, Worker, type WorkerOptions } from "bullmq";
import type { Redis } from "ioredis";
import pLimit from "p-limit";
import type { WorkerContext } from "./context.ts";
import { type OutboxRelay, type OutboxRelayOptions, startOutboxRelay } from "./outbox-relay.ts";
import type { Processor } from "./processors/processor.ts";
import { PROCESSORS, processorsByQueue, QUEUE_CONCURRENCY } from "./processors/registry.ts";
import "@portal/schemas/zod-locale";

export interface WorkerRuntimeOptions {
  env: TEnv;
  db: Db;
  log: Logger;
  /** Default env.REDIS_URL. */
  redisUrl?: string;
  /** Default createMailTransport(env): SMTP, or .eml files under DATA_DIR/mail. */
  transport?: MailTransport;
  /** Redis key prefix of the queues (default QUEUE_PREFIX); tests use their own. */
  prefix?: string;
  /** Relay settings, or false to run without it. */
  relay?: OutboxRelayOptions | false;
  processors?: readonly Processor[];
  /** Extra BullMQ Worker options (e.g. a short stalledInterval in tests). */
  workerOptions?: Partial<Omit<WorkerOptions, "connection" | "prefix" | "autorun">>;
  /** How long close() waits for running jobs (default 10 s). */
  shutdownTimeoutMs?: number;
  /**
   * The periodic jobs' schedules: after a pass that failed, the next one comes `retryMs` later (default 30 s);
   * otherwise `checkMs` later (default 5 min) it checks they are still in Redis.
   */
  schedules?: { retryMs?: number; checkMs?: number };
}

export interface WorkerRuntime {
  readonly workers: readonly Worker[];
  readonly queues: ReadonlyMap<QueueName, Queue>;
  readonly relay: OutboxRelay | null;
  readonly context: WorkerContext;
  /**
   * Graceful stop: the relay stops, workers take no new jobs and get up to `shutdownTimeoutMs` to finish the
   * running ones; then queues, transport and Redis connections close. A job still running at the deadline keeps
   * its place in Redis: its lock expires and BullMQ's stalled-job check hands it to the next worker.
   * The database client is the caller's to disconnect.
   */
  close(): Promise<void>;
}

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** Starts every BullMQ Worker of the registry, the producer queues and the outbox relay. */
export function startWorkerRuntime(options: WorkerRuntimeOptions): WorkerRuntime {
  const { env, db, log } = options;
  const redisUrl = options.redisUrl ?? env.REDIS_URL;
  const prefix = options.prefix ?? QUEUE_PREFIX;
  const transport = options.transport ?? createMailTransport(env);
  const shutdownTimeoutMs = options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;

  // Workers: maxRetriesPerRequest null (BullMQ duplicates this client for its own connections).
  const workerRedis: Redis = createRedis(redisUrl, { connectionName: "worker", log: log.child({ redis: "worker" }) });
  // Producer side (relay, follow-up jobs): fail fast, so an outage never blocks a tick.
  const producerRedis: Redis = createRedis(redisUrl, { failFast: true, connectionName: "worker-producer", log: log.child({ redis: "producer" }) });

  const byQueue = processorsByQueue(options.processors ?? PROCESSORS);
  // The mail queue always (the outbox relay feeds it), and one per queue this worker processes.
  const queues = new Map<QueueName, Queue>();
  for (const name of new Set([QUEUE_NAMES.mail, ...byQueue.keys()])) queues.set(name, createQueue(name, producerRedis, { prefix }));

  const context: WorkerContext = {
    env,
    db,
    log,
    transport,
    queues,
    redis: producerRedis,
    storage: createFileStorage(env),
    settings: createSettingsStore(db),
    rateLimits: createRateLimits(producerRedis, { keyPrefix: `${prefix}:rl` }),
    mailSlots: pLimit(env.MAIL_CONCURRENCY),
  };
  const workers: Worker[] = [];
  for (const [queueName, processors] of byQueue) {
    const qlog = log.child({ queue: queueName });
    const worker = new Worker(
      queueName,
      async (job, token) => {
        const processor = processors.get(job.name);
        if (!processor) throw new UnrecoverableError(`No hay procesador para el trabajo "${job.name}" en la cola ${queueName}`);
        try {
          return await processor.process(job, jobContext(context, job), token);
        } catch (error) {
          throw withoutMailboxes(error);
        }
      },
      {
        connection: workerRedis,
        prefix,
        // Mail: as many jobs as rows may be sent at once (a job of one filing has few rows; mailSlots bounds the sum).
        concurrency: queueName === QUEUE_NAMES.mail ? env.MAIL_CONCURRENCY : (QUEUE_CONCURRENCY[queueName] ?? 1),
        autorun: true,
        // A dead worker's jobs return to the queue after one lock period (the stall check runs as often).
        lockDuration: env.JOB_LOCK_SECONDS * 1000,
        stalledInterval: env.JOB_LOCK_SECONDS * 1000,
        ...options.workerOptions,
      },
    );
    let lastErrorLogAt = 0;
    worker.on("error", (error) => {
      // Connection errors repeat on every reconnection attempt: the connection logger already reports outages.
      const now = Date.now();
      if (now - lastErrorLogAt > 30_000) qlog.warn({ err: error }, "error del worker de BullMQ");
      lastErrorLogAt = now;
    });
    worker.on("stalled", (jobId) => qlog.warn({ jobId }, "trabajo estancado; se reintentará"));
    worker.on("failed", (job, error) => {
      if (job && job.attemptsMade >= (job.opts.attempts ?? 1)) qlog.error({ jobId: job.id, name: job.name, err: error }, "trabajo fallido definitivamente");
    });
    workers.push(worker);
  }

  const relay = options.relay === false ? null : startOutboxRelay({ db, queues, log: log.child({ component: "outbox-relay" }) }, options.relay);

  log.info({ queues: [...byQueue.keys()], transport: transport.kind, relay: relay !== null }, "worker iniciado");
  const schedules = keepSchedules(queues, options.processors ?? PROCESSORS, log, options.schedules);

  let closing: Promise<void> | null = null;
  return {
    workers,
    queues,
    relay,
    context,
    close() {
      closing ??= (async () => {
        log.info({ runningJobs: countRunning(workers) }, "worker cerrándose: esperando los trabajos en curso");
        schedules.stop();
        await relay?.stop();
        const results = await Promise.allSettled(workers.map((w) => withTimeout(w.close(), shutdownTimeoutMs, `cierre del worker ${w.name}`)));
        const timedOut = results.filter((r) => r.status === "rejected").length;
        if (timedOut)
          log.warn({ workers: timedOut, timeoutMs: shutdownTimeoutMs }, "trabajos sin terminar al cerrar; BullMQ los reintentará cuando venza su bloqueo");
        await Promise.allSettled([...queues.values()].map((q) => withTimeout(q.close(), 3_000, `cierre de la cola ${q.name}`)));
        await transport.close().catch(() => {});
        await Promise.all([closeRedis(workerRedis), closeRedis(producerRedis)]);
        log.info("worker cerrado");
      })();
      return closing;
    },
  };
}

/**
 * Makes the schedules of the periodic jobs this worker processes, and keeps them: start-up does not wait for Redis, a
 * pass that fails (Redis down at start-up: the worker started first) is tried again `retryMs` later, and every
 * `checkMs` a missing schedule (Redis restarted without its data) is made again. Without it one failed start-up
 * attempt left the daily reminders, the tacit withdrawal and the semester reports unscheduled until a restart.
 * Making a schedule is idempotent (BullMQ job schedulers, fixed ids); once made, a schedule is only read.
 */
function keepSchedules(
  queues: ReadonlyMap<QueueName, Queue>,
  processors: readonly Processor[],
  log: Logger,
  opts: { retryMs?: number; checkMs?: number } = {},
): { stop(): void } {
  const jobs: { queue: Queue; job: Processor["job"] }[] = [];
  for (const { job } of processors) {
    if (!job.schedule) continue;
    const queue = queues.get(job.queue);
    if (!queue) log.warn({ job: job.id }, "no se pudo programar el trabajo periódico: su cola no está abierta en este worker");
    else jobs.push({ queue, job });
  }
  let stopped = jobs.length === 0;
  let timer: NodeJS.Timeout | null = null;
  const made = new Set<string>();
  const pass = async (): Promise<boolean> => {
    let ok = true;
    for (const { queue, job } of jobs) {
      if (stopped) break;
      const id = job.schedule?.id ?? job.id;
      try {
        // Made (or updated: a new pattern) once per process; after that only made again when it went missing.
        if (!made.has(id) || !(await withTimeout(queue.getJobScheduler(id), 5_000, "leer la programación"))) {
          await withTimeout(scheduleJob(queue, job), 5_000, "programar el trabajo");
          made.add(id);
        }
      } catch (error) {
        ok = false;
        log.warn({ err: error, job: job.id }, "no se pudo programar el trabajo periódico; se reintentará");
      }
    }
    return ok;
  };
  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void pass().then((ok) => next(ok ? (opts.checkMs ?? 5 * 60_000) : (opts.retryMs ?? 30_000)));
    }, delay);
  };
  next(0);
  return {
    // A pass under way ends at its next job (its commands fail fast once the queues close).
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

/**
 * The context a job runs with: the worker's, with its log lines bound to the X-Request-Id of the request that queued
 * the job (`reqId`, as in the API's lines), when it was queued by one.
 */
function jobContext(context: WorkerContext, job: Pick<Job, "data">): WorkerContext {
  const requestId = requestIdOfJob(job);
  return requestId ? { ...context, log: context.log.child({ reqId: requestId }) } : context;
}

/**
 * BullMQ keeps a failed attempt's message and stack in the job's hash in Redis (a failed job for 30 days): a mail
 * server's refusal names the recipient ("450 4.2.0 <ana@correo.co>: …"). They go there with the mailbox masked, as in
 * the logs; the outbox row keeps the full answer for the staff. Same error object, so BullMQ's own errors still work.
 */
function withoutMailboxes(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  error.message = redactMailboxes(error.message);
  if (error.stack) error.stack = redactMailboxes(error.stack);
  return error;
}

function countRunning(workers: readonly Worker[]): number {
  // BullMQ has no public "active jobs of this worker" counter; the lock manager tracks them.
  let n = 0;
  for (const w of workers) n += (w as unknown as { lockManager?: { getActiveJobCount?: () => number } }).lockManager?.getActiveJobCount?.() ?? 0;
  return n;
}
