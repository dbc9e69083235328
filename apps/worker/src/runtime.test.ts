import { randomUUID } from "node:crypto";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { type RedisServer, startRedisServer } from "@portal/core/testing/test-services";
import { DAILY_REMINDERS_JOB } from "@portal/jobs/complaint-forms/daily-reminders.job";
import { TACIT_WITHDRAWAL_JOB } from "@portal/jobs/complaint-forms/tacit-withdrawal.job";
import { createQueue, QUEUE_NAMES } from "@portal/jobs/queues";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { afterAll, describe, expect, it } from "vitest";
import { dailyRemindersProcessor } from "./processors/complaint-forms/daily-reminders.ts";
import { tacitWithdrawalProcessor } from "./processors/complaint-forms/tacit-withdrawal.ts";
import { startWorkerRuntime } from "./runtime.ts";
import { testEnv, useWorkerServices } from "./test-helpers.ts";

const setup = useWorkerServices();
let redisServer: RedisServer | undefined;
afterAll(async () => {
  await redisServer?.stop();
});

describe("worker runtime: the schedules of the periodic jobs", () => {
  it("are made once Redis answers when it was down at start-up, and made again when Redis lost them", async () => {
    redisServer = await startRedisServer();
    await redisServer.stop();
    const prefix = `t-${randomUUID()}`;
    // The worker starts before Redis (a machine's boot, a compose file): its first attempt fails.
    const runtime = startWorkerRuntime({
      env: testEnv(setup.services, { REDIS_URL: redisServer.url }),
      db: setup.services.db,
      log: createTestLogger("silent").log,
      prefix,
      relay: false,
      processors: [dailyRemindersProcessor, tacitWithdrawalProcessor],
      schedules: { retryMs: 200, checkMs: 500 },
    });
    const redis = createRedis(redisServer.url);
    const queue = createQueue(QUEUE_NAMES.complaintForms, redis, { prefix });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await redisServer.start();
      const ids = async () => (await queue.getJobSchedulers()).map((s) => s.key).sort();
      const expected = [DAILY_REMINDERS_JOB.schedule?.id, TACIT_WITHDRAWAL_JOB.schedule?.id].sort();
      await expect.poll(ids, { timeout: 15_000, interval: 200 }).toEqual(expected);

      // Redis restarted without its data: the schedules come back without restarting the worker.
      await redis.flushall();
      await expect.poll(ids, { timeout: 15_000, interval: 200 }).toEqual(expected);
    } finally {
      await runtime.close();
      await queue.close();
      await closeRedis(redis);
    }
  });
});
