import { randomUUID } from "node:crypto";
import { closeRedis, createRedis } from "@portal/jobs/redis";
import { RATE_LIMITS } from "@portal/schemas/rate-limits/rate-limits";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { type RedisServer, startRedisServer } from "../testing/test-services.ts";
import { createRateLimits } from "./rate-limits.ts";

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("se esperaba un rechazo");
}

describe("rate limits", () => {
  let server: RedisServer;
  const clients: Redis[] = [];
  const client = () => {
    const redis = createRedis(server.url, { failFast: true });
    clients.push(redis);
    return redis;
  };

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    for (const redis of clients) await closeRedis(redis);
    await server?.stop();
  });

  it("refuses the call past the limit with a 429, a Spanish message and how long to wait", async () => {
    const limits = createRateLimits(client(), { keyPrefix: randomUUID(), writesPerMinute: 3 });
    for (let i = 0; i < 3; i++) await limits.consume("write", "203.0.113.7");
    const error = await refusal(limits.consume("write", "203.0.113.7"));
    expect(error.status).toBe(429);
    expect(error.message).toBe("Has realizado demasiadas solicitudes, inténtalo de nuevo en 1 minutos");
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another address is not affected.
    await limits.consume("write", "203.0.113.8");
  });

  it("counts the addresses of one IPv6 /64 as one client (a line cannot rotate through its 2^64 addresses)", async () => {
    const limits = createRateLimits(client(), { keyPrefix: randomUUID(), writesPerMinute: 3 });
    for (let i = 1; i <= 3; i++) await limits.consume("write", `2001:db8:5:7::${i}`);
    expect((await refusal(limits.consume("write", "2001:db8:5:7:ab:cd:ef:1"))).status).toBe(429);
    // The next /64 is another client.
    await limits.consume("write", "2001:db8:5:8::1");
  });

  it("is shared by two instances through Redis (a second API process sees the first one's calls)", async () => {
    const prefix = randomUUID();
    const first = createRateLimits(client(), { keyPrefix: prefix, writesPerMinute: 4 });
    const second = createRateLimits(client(), { keyPrefix: prefix, writesPerMinute: 4 });
    await first.consume("write", "198.51.100.1");
    await second.consume("write", "198.51.100.1");
    await first.consume("write", "198.51.100.1");
    await second.consume("write", "198.51.100.1");
    expect((await refusal(first.consume("write", "198.51.100.1"))).status).toBe(429);
  });

  it("locks an account out with the lockout notice, and reset clears it", async () => {
    const limits = createRateLimits(client(), { keyPrefix: randomUUID() });
    const attempts = RATE_LIMITS.mfaAccount.points;
    for (let i = 0; i < attempts; i++) await limits.consume("mfaAccount", "ana@example.com");
    const locked = await refusal(limits.check("mfaAccount", "ana@example.com").then(() => limits.consume("mfaAccount", "ana@example.com")));
    expect(locked.message).toMatch(/^Por seguridad bloqueamos temporalmente el ingreso a esta cuenta/);
    expect(locked.retryAfterSeconds).toBeGreaterThan(RATE_LIMITS.mfaAccount.durationSeconds - 60);
    expect((await refusal(limits.check("mfaAccount", "ana@example.com"))).status).toBe(429);
    await limits.reset("mfaAccount", "ana@example.com");
    await limits.check("mfaAccount", "ana@example.com");
  });

  it("progressive lockouts double for a key that keeps failing; the call that starts one is told, once", async () => {
    const limits = createRateLimits(client(), { keyPrefix: randomUUID() });
    const { points, blockSeconds } = RATE_LIMITS.loginFailure;
    const started: number[] = [];
    const onLockout = async (seconds: number) => {
      started.push(seconds);
    };
    // A concurrent burst: exactly `points` get through, one call starts the lockout.
    const burst = await Promise.allSettled(Array.from({ length: points + 5 }, () => limits.consume("loginFailure", "par", 1, onLockout)));
    expect(burst.filter((r) => r.status === "fulfilled")).toHaveLength(points);
    expect(started).toEqual([blockSeconds]);
    const first = await refusal(limits.consume("loginFailure", "par", 1, onLockout));
    expect(first.retryAfterSeconds).toBeGreaterThan(blockSeconds - 60);
    // The lockout ends (as after its time): the next one lasts twice as long.
    await client().eval("for _, k in ipairs(redis.call('keys', ARGV[1])) do redis.call('del', k) end", 0, `*loginFailure:par`);
    for (let i = 0; i < points; i++) await limits.consume("loginFailure", "par", 1, onLockout);
    const second = await refusal(limits.consume("loginFailure", "par", 1, onLockout));
    expect(started).toEqual([blockSeconds, blockSeconds * 2]);
    expect(second.retryAfterSeconds).toBe(blockSeconds * 2);
    // A success (reset) forgets the failures and the past lockouts.
    await limits.reset("loginFailure", "par");
    for (let i = 0; i < points; i++) await limits.consume("loginFailure", "par", 1, onLockout);
    await refusal(limits.consume("loginFailure", "par", 1, onLockout));
    expect(started.at(-1)).toBe(blockSeconds);
  });

  it("keeps limiting in the process while Redis is down", async () => {
    const own = await startRedisServer();
    const redis = createRedis(own.url, { failFast: true });
    clients.push(redis);
    const limits = createRateLimits(redis, { keyPrefix: randomUUID(), writesPerMinute: 2 });
    await limits.consume("write", "192.0.2.1");
    await own.stop();
    // The in-process counter starts afresh: two more calls pass, the third is refused.
    await limits.consume("write", "192.0.2.1");
    await limits.consume("write", "192.0.2.1");
    expect((await refusal(limits.consume("write", "192.0.2.1"))).status).toBe(429);
  });

  it("keeps no recipient's address in Redis: the per-recipient limit counts a hash of the address, however it is written", async () => {
    const redis = client();
    const keyPrefix = randomUUID();
    const limits = createRateLimits(redis, { keyPrefix });
    const points = RATE_LIMITS.mailRecipient.points;
    for (let i = 0; i < points - 1; i++) await limits.consume("mailRecipient", "ana.rios@correo.co");
    // The same mailbox as another sender typed it (the worker, a code request).
    await limits.consume("mailRecipient", " Ana.Rios@Correo.co");
    expect((await refusal(limits.consume("mailRecipient", "ana.rios@correo.co"))).code).toBe("TOO_MANY_REQUESTS");
    const keys = await redis.keys(`${keyPrefix}:*`);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join(" ")).not.toMatch(/ana\.rios|correo\.co/i);
  });
});
