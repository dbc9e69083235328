import type { Db } from "@portal/db/client";
import type { QueueRegistry } from "@portal/jobs/queues";
import type { Redis } from "ioredis";
import type { TAuditOrigin } from "./audit/audit-origin.ts";
import type { CaptchaService } from "./captcha/captcha-service.ts";
import type { TEnv } from "./config/env.ts";
import type { FileStorage } from "./files/storage.ts";
import type { LiveHub } from "./live/live-hub.ts";
import type { Logger } from "./logger.ts";
import type { RateLimits } from "./rate-limits/rate-limits.ts";
import type { SettingsStore } from "./settings/settings-store.ts";

/** What every server use case may need; built once per process (API or worker) and passed down. */
export interface CoreDeps {
  env: TEnv;
  db: Db;
  redis: Redis;
  log: Logger;
  settings: SettingsStore;
  storage: FileStorage;
  captcha: CaptchaService;
  /** Per-address and per-account limits shared by every API instance through Redis. */
  rateLimits: RateLimits;
  /** The producer queues, reached through a job definition (`JOB.enqueue(deps.queues, …)`); NO_QUEUES when queues are
   * deliberately off (some tests): the outbox still records every e-mail. */
  queues: QueueRegistry;
  authSecret: Uint8Array;
  /** From where the request being served came (its audit entries say so); none in jobs and scripts. */
  auditOrigin?: TAuditOrigin | null;
  /**
   * This process's live hub (one Redis subscriber for all its open streams), opened with its first stream: what the
   * process publishes reaches its own streams at once, and the other instances through Redis (live/live-channel.ts).
   */
  liveHub?: LiveHub;
  /** The request being served's X-Request-Id (its log lines and the jobs it queues carry it); none in jobs and scripts. */
  requestId?: string | null;
}
