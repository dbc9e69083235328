import { createDb } from "@portal/db/client";
import { createQueueRegistry } from "@portal/jobs/queues";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { CAPTCHA_POW } from "@portal/schemas/captcha/captcha-rules";
import { loadAuthSecret } from "./accounts/auth-secret.ts";
import { invalidateHomeData } from "./blocks/home-cache.ts";
import { createCacheBroadcast } from "./cache/cache-broadcast.ts";
import { onInvalidation } from "./cache/cache-invalidations.ts";
import { invalidateReferenceCaches } from "./cache/reference-cache.ts";
import { createCaptchaService } from "./captcha/captcha-service.ts";
import type { TEnv } from "./config/env.ts";
import type { CoreDeps } from "./deps.ts";
import { createFileStorage } from "./files/create-file-storage.ts";
import { createLiveHub } from "./live/live-hub.ts";
import { createLogger } from "./logger.ts";
import { settleBackgroundEnqueues } from "./mail/outbox.ts";
import { createRateLimits } from "./rate-limits/rate-limits.ts";
import { createSettingsStore } from "./settings/settings-store.ts";

/**
 * Builds the dependencies of a request-serving process. Redis is fail-fast here: an outage turns into a quick
 * error (captcha) or a deferred e-mail (outbox), never a request that hangs.
 */
export function createCoreDeps(env: TEnv, name = "api"): CoreDeps & { close(): Promise<void> } {
  const log = createLogger(name, env.LOG_LEVEL);
  const db = createDb(env.DATABASE_URL, env.DATABASE_POOL_SIZE);
  // No auto-pipelining: in alternating runs of bench:pqrds (issue 7, README) it made submissions no faster (the API's
  // CPU per submission was the same, the ratio's median lower) and it defers every command to the next turn.
  const redis = createRedis(env.REDIS_URL, { failFast: true, connectionName: name, log });
  // BullMQ gets a connection of its own (it blocks and runs its scripts on it): every producer queue, opened on first use.
  const queueRedis = createRedis(env.REDIS_URL, { failFast: true, connectionName: `${name}-queue`, log });
  // The per-request checks (rate limits, captchas) too, auto-pipelined: every call charges one or two limit classes
  // and a protected form takes its captcha, and the commands of all the requests served in one turn of the event loop
  // go out in one socket write instead of one each (a profile of tracking under bench:pqrds spent ~15% of its time in
  // those writes). Only these commands wait the extra turn; sessions, queues and the rest keep the plain connection.
  const checksRedis = createRedis(env.REDIS_URL, { failFast: true, connectionName: `${name}-checks`, log, redisOptions: { enableAutoPipelining: true } });
  // A change made on this instance reaches the others at once through Redis; their 5 s expiry stays as the fallback.
  const caches = createCacheBroadcast({ publisher: redis, subscriber: () => createRedis(env.REDIS_URL, { connectionName: `${name}-caches`, log }), log });
  const settings = createSettingsStore(db, undefined, { onChange: () => caches.publish("settings") });
  caches.on("settings", () => settings.invalidate());
  // Reference data and the home's block data: what a use case forgets here, the others forget too (no echo back).
  caches.on("reference", () => invalidateReferenceCaches(undefined, { fromBroadcast: true }));
  caches.on("home", () => invalidateHomeData(undefined, { fromBroadcast: true }));
  const stopAnnouncing = onInvalidation((name) => caches.publish(name));
  const queues = createQueueRegistry(queueRedis);
  const authSecret = loadAuthSecret(env);
  const liveHub = createLiveHub(() => createRedis(env.REDIS_URL, { connectionName: `${name}-live`, log }), log);
  return {
    liveHub,
    env,
    db,
    redis,
    log,
    settings,
    queues,
    storage: createFileStorage(env),
    captcha: createCaptchaService({
      redis: checksRedis,
      settings,
      authSecret,
      powCost: env.CAPTCHA_POW_COST ?? CAPTCHA_POW.cost,
      testAnswer: env.CAPTCHA_TEST_ANSWER,
    }),
    rateLimits: createRateLimits(checksRedis, { writesPerMinute: env.RATE_LIMIT_PER_MINUTE, multiplier: env.RATE_LIMIT_MULTIPLIER }),
    authSecret,
    async close() {
      // E-mails of requests already answered are queued before the queue closes (the relay would, later).
      await settleBackgroundEnqueues();
      await queues.close();
      stopAnnouncing();
      await caches.close();
      await liveHub.close();
      await closeRedis(queueRedis);
      await closeRedis(checksRedis);
      await closeRedis(redis);
      await db.$disconnect();
    },
  };
}
