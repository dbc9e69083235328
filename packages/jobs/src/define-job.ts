import { isRequestId } from "@portal/schemas/common/request-id";
import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import { type Job, type JobsOptions, type Queue, UnrecoverableError } from "bullmq";
import type { z } from "zod";
import { DEFAULT_JOB_OPTIONS, type QueueName, type QueueRegistry } from "./queues.ts";

/**
 * One job kind, everything in one place: which queue, the job name, the payload schema, the options and how its
 * jobId is derived. Producers (use cases, processors queuing follow-up work) enqueue through the definition's
 * `enqueue`, given the process's queue registry (`deps.queues`, `ctx.queues`); the worker parses through
 * `parseJobData`, so both sides agree on the payload by construction.
 *
 * A new domain copies `mail/send-email.job.ts` — `defineJob({...})`, with a `schedule` when it runs on a clock — lists
 * it in catalog.ts and adds its processor to apps/worker/src/processors/registry.ts. Producers call `JOB.enqueue(...)`;
 * the worker schedules every scheduled job it processes (`scheduleJob`).
 */
export interface JobSchedule {
  /** The BullMQ job scheduler's id: fixed, so scheduling again (a restart, a second worker) keeps one schedule. */
  readonly id: string;
  /** Cron pattern. */
  readonly pattern: string;
  readonly tz: string;
}

export interface JobDefinition<TSchema extends z.ZodType> {
  /** "<queue>/<name>", unique across the catalog. */
  readonly id: string;
  readonly queue: QueueName;
  readonly name: string;
  readonly schema: TSchema;
  readonly options: JobsOptions;
  /** Deterministic jobId: re-queuing the same work is then a no-op in BullMQ while the first job is kept. */
  readonly jobId?: (payload: z.output<TSchema>) => string;
  /** When it runs on its own (the worker creates the schedule at start); absent for jobs only producers queue. */
  readonly schedule?: JobSchedule;
  /**
   * Validates the payload and adds the job to its queue in the registry (`enqueueJob` with this definition); throws
   * when that queue is off. Tests holding the queue itself may pass it.
   */
  enqueue(queues: QueueRegistry | Queue, payload: z.input<TSchema>, overrides?: EnqueueOptions): Promise<Job>;
  /** This job's queue in the registry (to read a job's state); throws when that queue is off. */
  queueIn(queues: QueueRegistry): Queue;
}

export type JobPayload<D> = D extends JobDefinition<infer S> ? z.output<S> : never;

export function defineJob<TSchema extends z.ZodType>(def: {
  queue: QueueName;
  name: string;
  schema: TSchema;
  options?: JobsOptions;
  jobId?: (payload: z.output<TSchema>) => string;
  /** `tz` defaults to Bogotá's. */
  schedule?: { id: string; pattern: string; tz?: string };
}): JobDefinition<TSchema> {
  const job: JobDefinition<TSchema> = Object.freeze({
    id: `${def.queue}/${def.name}`,
    queue: def.queue,
    name: def.name,
    schema: def.schema,
    options: { ...DEFAULT_JOB_OPTIONS, ...def.options },
    ...(def.jobId ? { jobId: def.jobId } : {}),
    ...(def.schedule ? { schedule: Object.freeze({ id: def.schedule.id, pattern: def.schedule.pattern, tz: def.schedule.tz ?? BOGOTA_TIME_ZONE }) } : {}),
    enqueue: (queues: QueueRegistry | Queue, payload: z.input<TSchema>, overrides?: EnqueueOptions) => enqueueJob(queues, job, payload, overrides),
    queueIn: (queues: QueueRegistry) => {
      const queue = queues.get(def.queue);
      if (!queue) throw new Error(`La cola "${def.queue}" del trabajo ${job.id} no está abierta en este proceso.`);
      return queue;
    },
  });
  return job;
}

/** Creates or updates a scheduled job's BullMQ job scheduler (idempotent: its id is fixed). */
export function scheduleJob(queue: Queue, def: JobDefinition<z.ZodType>): Promise<Job> {
  const schedule = def.schedule;
  if (!schedule) throw new Error(`El trabajo ${def.id} no tiene programación.`);
  if (queue.name !== def.queue) throw new Error(`El trabajo ${def.id} va en la cola "${def.queue}", no en "${queue.name}".`);
  return queue.upsertJobScheduler(
    schedule.id,
    { pattern: schedule.pattern, tz: schedule.tz },
    { name: def.name, data: {}, opts: { attempts: def.options.attempts, backoff: def.options.backoff } },
  );
}

/**
 * BullMQ's options, plus the X-Request-Id of the request that queues the job: kept in the job's data (`requestId`,
 * beside the payload's own fields) so the worker's log lines for the job carry it (`requestIdOfJob`).
 */
export type EnqueueOptions = JobsOptions & { requestId?: string | null };

/**
 * Validates the payload and adds the job. `overrides` is for tests and special cases (e.g. fewer attempts) and the
 * request id; jobId always comes from the definition when it has one.
 */
export async function enqueueJob<TSchema extends z.ZodType>(
  queues: QueueRegistry | Queue,
  def: JobDefinition<TSchema>,
  payload: z.input<TSchema>,
  overrides: EnqueueOptions = {},
): Promise<Job> {
  const queue = "add" in queues ? queues : def.queueIn(queues);
  if (queue.name !== def.queue) throw new Error(`El trabajo ${def.id} va en la cola "${def.queue}", no en "${queue.name}".`);
  const { requestId, ...options } = overrides;
  const data = def.schema.parse(payload);
  const jobId = def.jobId?.(data);
  const withRequest = isRequestId(requestId) && isPlainObject(data) ? { ...data, requestId } : data;
  return queue.add(def.name, withRequest, { ...def.options, ...options, ...(jobId ? { jobId } : {}) });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The request id a job was queued with (`EnqueueOptions.requestId`), if any; schemas leave it out of the payload. */
export function requestIdOfJob(job: Pick<Job, "data">): string | undefined {
  const id: unknown = isPlainObject(job.data) ? job.data.requestId : undefined;
  return isRequestId(id) ? id : undefined;
}

/**
 * The worker side: parses job data with the definition's schema. An invalid payload can never succeed, so it
 * fails the job at once (UnrecoverableError: no retries) instead of burning every attempt.
 */
export function parseJobData<TSchema extends z.ZodType>(def: JobDefinition<TSchema>, data: unknown): z.output<TSchema> {
  const result = def.schema.safeParse(data);
  if (!result.success) {
    throw new UnrecoverableError(
      `Datos inválidos para el trabajo ${def.id}: ${result.error.issues.map((i) => `${i.path.join(".") || "(raíz)"}: ${i.message}`).join("; ")}`,
    );
  }
  return result.data;
}

/** True when this run is the job's last allowed attempt (BullMQ counts finished attempts in `attemptsMade`). */
export function isFinalAttempt(job: Pick<Job, "attemptsMade" | "opts">): boolean {
  return job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
}
