import type { Logger } from "@portal/core/logger";
import { flushDigests } from "@portal/core/mail/digests";
import { markEmailFailed } from "@portal/core/mail/send-email-message";
import type { Db } from "@portal/db/client";
import { SEND_EMAIL_JOB } from "@portal/jobs/mail/send-email.job";
import type { QueueRegistry } from "@portal/jobs/queues";
import { withTimeout } from "@portal/jobs/redis";

/**
 * The outbox relay: the half of "nothing is lost" that runs in the worker. Every tick it takes PENDING EmailMessage
 * rows that were never queued or are older than `minAgeMs`, and makes sure each has a live job:
 *
 * - no job in Redis (Redis was down when the API stored the row, or lost its data): queue it. A row still waiting in
 *   a `send-emails` job past `minAgeMs` (a backlog) also has no job under its id and gets one: whichever runs first
 *   sends it, the other finds it SENT;
 * - waiting, delayed or active: nothing to do (re-adding would be a no-op anyway, jobId = row id);
 * - completed or failed while the row is still PENDING (the worker died between the two, or a job stalled out):
 *   mark the row FAILED if it has used up its attempts, otherwise remove the finished job and queue it again.
 *
 * A SENDING row whose lease expired (its worker died mid-send) counts as PENDING here.
 * Sending is idempotent (a SENT or FAILED row is never sent again), so a relay racing a worker is harmless.
 * Each tick also sends the digests of held staff notices that are due (core/mail/digests.ts).
 * When Redis is down the tick stops at the first error, logs once, and the next tick tries again.
 */
export interface OutboxRelayOptions {
  /** Pause between ticks (default 15 s). */
  intervalMs?: number;
  /** Rows queued at least this long ago are re-checked (default 10 s): leaves the API time to queue its own. */
  minAgeMs?: number;
  /** Rows looked at per tick, oldest never-queued first (default 200). */
  batchSize?: number;
  /** Longest wait for one Redis operation (default 3 s). */
  redisTimeoutMs?: number;
  /** Attempts after which a PENDING row whose job ended is given up as FAILED (default: the job's attempts). */
  maxAttempts?: number;
  /** How long held notices wait for their digest (default: the digest policy's window). */
  digestHoldMs?: number;
}

export interface OutboxRelayDeps {
  db: Db;
  /** The worker's queues; the relay feeds the mail queue. */
  queues: QueueRegistry;
  log: Logger;
}

export interface RelayTickResult {
  examined: number;
  queued: number;
  requeued: number;
  markedFailed: number;
  /** Digest e-mails written this tick. */
  digests?: number;
  /** True when the tick stopped because Redis did not answer. */
  redisUnavailable: boolean;
}

export interface OutboxRelay {
  /** One tick now (also what the timer runs); ticks never overlap. */
  runOnce(): Promise<RelayTickResult>;
  /** Stops the timer and waits for a running tick. */
  stop(): Promise<void>;
}

const RELAY_DEFAULTS = {
  intervalMs: 15_000,
  minAgeMs: 10_000,
  batchSize: 200,
  redisTimeoutMs: 3_000,
  maxAttempts: SEND_EMAIL_JOB.options.attempts ?? 8,
} as const;

export function startOutboxRelay(deps: OutboxRelayDeps, options: OutboxRelayOptions = {}): OutboxRelay {
  const opts = { ...RELAY_DEFAULTS, ...options };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<RelayTickResult> | null = null;
  let stopped = false;
  let redisWasDown = false;

  const tick = (): Promise<RelayTickResult> => {
    if (running) return running;
    running = relayPendingEmails(deps, opts)
      .then((result) => {
        if (result.redisUnavailable) {
          if (!redisWasDown) deps.log.warn("relay: Redis no disponible; los correos pendientes esperan al próximo ciclo");
          redisWasDown = true;
        } else {
          if (redisWasDown) deps.log.info("relay: Redis disponible de nuevo");
          redisWasDown = false;
        }
        if (result.queued || result.requeued || result.markedFailed || result.digests) deps.log.info(result, "relay: bandeja de salida revisada");
        return result;
      })
      .catch((error: unknown) => {
        // The database may be down too: log and try again next tick.
        deps.log.error({ err: error }, "relay: falló la revisión de la bandeja de salida");
        return { examined: 0, queued: 0, requeued: 0, markedFailed: 0, redisUnavailable: false };
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(() => schedule(opts.intervalMs));
    }, delay);
  };
  schedule(0); // a first pass at start-up picks up what piled up while the worker was away

  return {
    runOnce: tick,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (running) await running;
    },
  };
}

/** One pass over the outbox (exported for tests and for a manual run). */
export async function relayPendingEmails(deps: OutboxRelayDeps, options: OutboxRelayOptions = {}): Promise<RelayTickResult> {
  const opts = { ...RELAY_DEFAULTS, ...options };
  const result: RelayTickResult = { examined: 0, queued: 0, requeued: 0, markedFailed: 0, redisUnavailable: false };
  const digests = await flushDigests({ db: deps.db, queues: deps.queues, log: deps.log }, { holdMs: opts.digestHoldMs });
  if (digests.digests) result.digests = digests.digests;
  const now = new Date();
  const cutoff = new Date(now.getTime() - opts.minAgeMs);
  const rows = await deps.db.emailMessage.findMany({
    where: {
      OR: [{ status: "PENDING" }, { status: "SENDING", leaseUntil: { lt: now } }],
      AND: [{ OR: [{ queuedAt: null }, { createdAt: { lt: cutoff } }] }],
    },
    orderBy: [{ queuedAt: { sort: "asc", nulls: "first" } }, { createdAt: "asc" }],
    take: opts.batchSize,
    select: { id: true, attempts: true, lastError: true, queuedAt: true },
  });
  const redis = <T>(p: Promise<T>, what: string) => withTimeout(p, opts.redisTimeoutMs, what);
  const mailQueue = SEND_EMAIL_JOB.queueIn(deps.queues);

  for (const row of rows) {
    result.examined++;
    try {
      const state = await redis(mailQueue.getJobState(row.id), "estado del trabajo");
      if (state === "unknown") {
        await redis(SEND_EMAIL_JOB.enqueue(deps.queues, { emailMessageId: row.id }), "encolar el correo");
        result.queued++;
      } else if (state === "completed" || state === "failed") {
        if (row.attempts >= opts.maxAttempts) {
          const job = await redis(mailQueue.getJob(row.id), "leer el trabajo");
          if (await markEmailFailed(deps.db, row.id, row.lastError ?? job?.failedReason ?? "el trabajo terminó sin enviar el correo")) result.markedFailed++;
          continue;
        }
        const job = await redis(mailQueue.getJob(row.id), "leer el trabajo");
        await redis(job ? job.remove() : Promise.resolve(), "retirar el trabajo terminado");
        await redis(SEND_EMAIL_JOB.enqueue(deps.queues, { emailMessageId: row.id }), "encolar el correo");
        result.requeued++;
      } else if (row.queuedAt) {
        continue; // waiting, delayed (retry backoff) or active
      }
      await deps.db.emailMessage.updateMany({ where: { id: row.id, queuedAt: null }, data: { queuedAt: new Date() } });
    } catch (error) {
      if (isRedisFailure(error)) {
        result.redisUnavailable = true;
        break;
      }
      deps.log.warn({ err: error, emailMessageId: row.id }, "relay: no se pudo revisar un correo pendiente");
    }
  }
  return result;
}

function isRedisFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "TimeoutError" || error.name === "MaxRetriesPerRequestError") return true;
  const code = (error as NodeJS.ErrnoException).code;
  if (code && ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"].includes(code)) return true;
  return /Connection is closed|Stream isn't writeable|enableOfflineQueue|ECONNREFUSED/i.test(error.message);
}
