import type { Queue } from "bullmq";
import type { Redis } from "ioredis";
import type { TEnv } from "@portal/core/config/env";
import type { Logger } from "@portal/core/logger";
import type { MailTransport } from "@portal/core/mail/transport";
import type { RateLimits } from "@portal/core/rate-limits/rate-limits";
import type { Db } from "@portal/db/client";
import type { QueueName } from "@portal/jobs/queues";

/** What every processor receives: built once by the runtime. */
export interface WorkerContext {
  env: TEnv;
  db: Db;
  log: Logger;
  transport: MailTransport;
  /** Shared limits in Redis (the worker uses `mailRecipient`); null in tests that run without them. */
  rateLimits: RateLimits | null;
  /** The producer connection, for processors that write caches (hangout comment snapshots). */
  redis: Redis;
  /** Producer queues of this process (fail-fast connection), for processors that queue follow-up work. */
  queues: ReadonlyMap<QueueName, Queue>;
}
