import type { TEnv } from "@portal/core/config/env";
import type { FileStorage } from "@portal/core/files/storage";
import type { Logger } from "@portal/core/logger";
import type { MailTransport } from "@portal/core/mail/transport";
import type { RateLimits } from "@portal/core/rate-limits/rate-limits";
import type { SettingsStore } from "@portal/core/settings/settings-store";
import type { Db } from "@portal/db/client";
import type { QueueRegistry } from "@portal/jobs/queues";
import type { Redis } from "ioredis";
import type { LimitFunction } from "p-limit";

/** What every processor receives: built once by the runtime. */
export interface WorkerContext {
  env: TEnv;
  db: Db;
  log: Logger;
  transport: MailTransport;
  /** The API's object store (DATA_DIR/uploads or the S3 bucket, FILE_STORAGE): PDFs, reports, spreadsheets, image copies. */
  storage: FileStorage;
  /** The settings store of this process (cached a few seconds, like the API's). */
  settings: SettingsStore;
  /** Shared limits in Redis (the worker uses `mailRecipient`); null in tests that run without them. */
  rateLimits: RateLimits | null;
  /** The producer connection, for processors that write caches (hangout comment snapshots). */
  redis: Redis;
  /** Producer queues of this process (fail-fast connection), for processors that queue follow-up work (`JOB.enqueue(ctx.queues, …)`). */
  queues: QueueRegistry;
  /** Every outbox row this process sends goes through here: at most MAIL_CONCURRENCY at once, across its mail jobs. */
  mailSlots: LimitFunction;
}
