import { fillMessage } from "@portal/schemas/common/fill-message";
import { MAX_LOCKOUT_SECONDS, minutesToWait, RATE_LIMIT_MESSAGES, RATE_LIMITS, type TRateLimitClass } from "@portal/schemas/rate-limits/rate-limits";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { accountKey } from "../accounts/account-key.ts";
import { clientAddressKey } from "../common/client-address.ts";
import { AppError } from "../errors/app-error.ts";

export interface RateLimits {
  /**
   * Counts `points` (default 1) against `key` in `limitClass`; over the limit throws a 429 AppError with
   * `retryAfterSeconds` (both transports turn it into `Retry-After`). Locking classes answer with the lockout notice;
   * `onLockout` runs (awaited, its failure only logged by the caller) on the one call that starts a lockout, with how
   * long it lasts.
   */
  consume(limitClass: TRateLimitClass, key: string, points?: number, onLockout?: (seconds: number) => Promise<void>): Promise<void>;
  /** Refuses at once when `key` is already over the limit (or locked out), without counting anything. */
  check(limitClass: TRateLimitClass, key: string): Promise<void>;
  /** Forgets `key` (e.g. a successful login clears its failed attempts and, in progressive classes, past lockouts). */
  reset(limitClass: TRateLimitClass, key: string): Promise<void>;
}

export interface RateLimitsOptions {
  /** Points per minute of the `write` class (RATE_LIMIT_PER_MINUTE). */
  writesPerMinute?: number;
  /** Multiplies the points of every per-address class (RATE_LIMIT_MULTIPLIER). */
  multiplier?: number;
  /** Prefix of every Redis key (tests isolate runs with it). */
  keyPrefix?: string;
}

/** The points a class allows per period with these options (also published in the API's OpenAPI document). */
export function ratePointsOf(limitClass: TRateLimitClass, options: Pick<RateLimitsOptions, "writesPerMinute" | "multiplier">): number {
  const def = RATE_LIMITS[limitClass];
  const base = limitClass === "write" && options.writesPerMinute ? options.writesPerMinute : def.points;
  return def.per === "address" ? Math.ceil(base * (options.multiplier ?? 1)) : base;
}

/**
 * Limits kept in Redis, so every API instance shares them and they survive restarts. While Redis does not answer,
 * each class falls back to an in-process counter with the same limits (rate-limiter-flexible's insurance limiter):
 * the portal keeps limiting per instance rather than refusing everything or limiting nothing.
 */
export function createRateLimits(redis: Redis, options: RateLimitsOptions = {}): RateLimits {
  const prefix = options.keyPrefix ?? "rl";
  const limiters = new Map<TRateLimitClass, RateLimiterRedis>();

  function limiter(limitClass: TRateLimitClass): RateLimiterRedis {
    let found = limiters.get(limitClass);
    if (found) return found;
    const def = RATE_LIMITS[limitClass];
    const points = ratePointsOf(limitClass, options);
    const blockDuration = "blockSeconds" in def ? def.blockSeconds : 0;
    const shape = { keyPrefix: `${prefix}:${limitClass}`, points, duration: def.durationSeconds, blockDuration };
    found = new RateLimiterRedis({
      ...shape,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(shape),
    });
    limiters.set(limitClass, found);
    return found;
  }

  /** Lockouts of each key of a progressive class within a day (their count sets the next lockout's length). */
  const lockoutLimiters = new Map<TRateLimitClass, RateLimiterRedis>();
  function lockouts(limitClass: TRateLimitClass): RateLimiterRedis {
    let found = lockoutLimiters.get(limitClass);
    if (found) return found;
    const shape = { keyPrefix: `${prefix}:${limitClass}:lockouts`, points: Number.MAX_SAFE_INTEGER, duration: MAX_LOCKOUT_SECONDS };
    found = new RateLimiterRedis({ ...shape, storeClient: redis, insuranceLimiter: new RateLimiterMemory(shape) });
    lockoutLimiters.set(limitClass, found);
    return found;
  }
  const isProgressive = (limitClass: TRateLimitClass) => "progressive" in RATE_LIMITS[limitClass];

  /**
   * The call that went one past the limit starts a lockout: blockSeconds, doubled for each earlier lockout of the key
   * within a day in progressive classes (capped at MAX_LOCKOUT_SECONDS). Counting is atomic, so exactly one call of
   * a burst starts it.
   */
  async function startLockout(limitClass: TRateLimitClass, key: string, res: RateLimiterRes): Promise<number | null> {
    const def = RATE_LIMITS[limitClass];
    if (!("blockSeconds" in def) || res.consumedPoints !== limiter(limitClass).points + 1) return null;
    if (!isProgressive(limitClass)) return def.blockSeconds;
    const earlier = (await lockouts(limitClass).penalty(key, 1)).consumedPoints - 1;
    const seconds = Math.min(def.blockSeconds * 2 ** earlier, MAX_LOCKOUT_SECONDS);
    await limiter(limitClass).block(key, seconds);
    return seconds;
  }

  function refusal(limitClass: TRateLimitClass, res: RateLimiterRes, lockoutSeconds: number | null = null): AppError {
    const retryAfterSeconds = lockoutSeconds ?? Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    const template =
      limitClass === "loginFailure"
        ? RATE_LIMIT_MESSAGES.loginLocked
        : "blockSeconds" in RATE_LIMITS[limitClass]
          ? RATE_LIMIT_MESSAGES.locked
          : RATE_LIMIT_MESSAGES.tooMany;
    const message = fillMessage(template, { minutes: String(minutesToWait(retryAfterSeconds)) });
    return new AppError("TOO_MANY_REQUESTS", message, [], { retryAfterSeconds });
  }

  /**
   * Per-address classes count an IPv6 client by its /64 (clientAddressKey); per-recipient ones a hash of the normalised
   * e-mail address (accountKey), so no address sits in Redis's key names and every caller counts the same mailbox
   * alike; others count the key as given.
   */
  const keyOf = (limitClass: TRateLimitClass, key: string) => {
    const per = RATE_LIMITS[limitClass].per;
    return per === "address" ? clientAddressKey(key) : per === "recipient" ? accountKey(key) : key;
  };

  return {
    async consume(limitClass, key, points = 1, onLockout) {
      const k = keyOf(limitClass, key);
      try {
        await limiter(limitClass).consume(k, points);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const lockoutSeconds = await startLockout(limitClass, k, error);
        if (lockoutSeconds !== null && onLockout) await onLockout(lockoutSeconds);
        throw refusal(limitClass, error, lockoutSeconds);
      }
    },
    async check(limitClass, key) {
      const l = limiter(limitClass);
      const res = await l.get(keyOf(limitClass, key));
      if (res && res.consumedPoints > l.points) throw refusal(limitClass, res);
    },
    async reset(limitClass, key) {
      await limiter(limitClass).delete(keyOf(limitClass, key));
      if (isProgressive(limitClass)) await lockouts(limitClass).delete(keyOf(limitClass, key));
    },
  };
}
