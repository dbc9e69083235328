import { type JobsOptions, Queue } from "bullmq";
import type { Redis } from "ioredis";

/**
 * Every BullMQ queue of the portal. `mail` is in use; the others are reserved for the domains that come later
 * (PQRDS forms, paz y salvo certificates, spreadsheet imports, content publishing), so names never collide.
 */
export const QUEUE_NAMES = {
  mail: "mail",
  complaintForms: "complaint-forms",
  certificates: "certificates",
  imports: "imports",
  contents: "contents",
  files: "files",
  indicators: "indicators",
} as const;
export type QueueName = (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES];
export const ALL_QUEUE_NAMES: readonly QueueName[] = Object.values(QUEUE_NAMES);

/** Redis key prefix of every queue (BullMQ's default is "bull"); tests pass their own to stay apart. */
export const QUEUE_PREFIX = "portal";

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Retried with exponential backoff: 2 s, 4 s, 8 s … (8 attempts ≈ 4 min 15 s of retries in all).
 * Finished jobs are kept a while so a re-queue with the same jobId is a no-op, then removed; the database row,
 * not Redis, is the record of what happened.
 */
export const DEFAULT_JOB_ATTEMPTS = 8;
export const DEFAULT_BACKOFF_DELAY_MS = 2_000;
export const DEFAULT_JOB_OPTIONS = {
  attempts: DEFAULT_JOB_ATTEMPTS,
  backoff: { type: "exponential", delay: DEFAULT_BACKOFF_DELAY_MS },
  removeOnComplete: { age: 7 * DAY_SECONDS, count: 10_000 },
  removeOnFail: { age: 30 * DAY_SECONDS, count: 50_000 },
} as const satisfies JobsOptions;

export interface CreateQueueOptions {
  prefix?: string;
  defaultJobOptions?: JobsOptions;
  /**
   * Fail fast while Redis is unreachable instead of waiting for it (skips BullMQ's wait-for-ready and version check).
   * Defaults to true when the connection was made with `createRedis(url, { failFast: true })`.
   */
  failFast?: boolean;
  /** BullMQ re-emits connection errors on the queue; without a listener they would throw. Default: ignored
   * (the connection from `createRedis` already logs them). */
  onError?: (error: Error) => void;
}

/**
 * A producer-side queue on a caller-owned connection: `queue.close()` leaves the connection open, the caller closes it.
 */
export function createQueue(name: QueueName, connection: Redis, opts: CreateQueueOptions = {}): Queue {
  const failFast = opts.failFast ?? connection.options.maxRetriesPerRequest !== null;
  const queue = new Queue(name, {
    connection,
    prefix: opts.prefix ?? QUEUE_PREFIX,
    defaultJobOptions: opts.defaultJobOptions ?? DEFAULT_JOB_OPTIONS,
    ...(failFast ? { skipWaitingForReady: true, skipVersionCheck: true } : {}),
  });
  queue.on("error", opts.onError ?? (() => {}));
  return queue;
}

/**
 * The producer queues of a process, by name: the one way a use case or a processor reaches a queue, always through a
 * job definition (`JOB.enqueue(deps.queues, …)`, `JOB.queueIn(deps.queues)`). The worker's map of open queues is one;
 * the API's opens each on first use (`createQueueRegistry`). A name it has no queue for is a queue that is off.
 */
export type QueueRegistry = Pick<ReadonlyMap<QueueName, Queue>, "get">;

/** Queues deliberately off (tests without Redis): e-mails stay PENDING in the outbox for the relay. */
export const NO_QUEUES: QueueRegistry = new Map<QueueName, Queue>();

/**
 * Opens each queue on first use, on one caller-owned connection; `close()` closes the queues it opened. With `only`,
 * the other queues are off (tests that watch one queue and leave e-mails to the outbox).
 */
export function createQueueRegistry(
  connection: Redis,
  opts: CreateQueueOptions & { only?: readonly QueueName[] } = {},
): QueueRegistry & { close(): Promise<void> } {
  const open = new Map<QueueName, Queue>();
  return {
    get(name) {
      if (opts.only && !opts.only.includes(name)) return undefined;
      let queue = open.get(name);
      if (!queue) open.set(name, (queue = createQueue(name, connection, opts)));
      return queue;
    },
    async close() {
      await Promise.all([...open.values()].map((queue) => queue.close().catch(() => {})));
    },
  };
}
