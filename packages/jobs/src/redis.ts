import { Redis, type RedisOptions } from "ioredis";

/** The two methods of a pino logger that connection events use (kept structural: this package has no logger). */
export interface RedisEventLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface CreateRedisOptions {
  /**
   * false (default): `maxRetriesPerRequest: null`, what BullMQ requires for Workers (their blocking connections are
   * duplicated from this client); commands wait for the connection to come back.
   * true: commands fail after one reconnection attempt instead of waiting, for producers on a request path (the API's
   * Queue, rate limits, sessions), so an outage turns into a fast error that the caller handles.
   */
  failFast?: boolean;
  /**
   * Longest wait for one command's reply, ms; past it the command fails with "Command timed out" (default 1500 for a
   * fail-fast client, none otherwise). Without it a stalled Redis (connection up, no replies) hangs every request
   * that touches it; BullMQ Workers' blocking commands must not have it.
   */
  commandTimeoutMs?: number;
  /** Connection timeout for each attempt, ms (default 2000). */
  connectTimeoutMs?: number;
  /** Longest pause between reconnection attempts, ms (default 5000). */
  maxReconnectDelayMs?: number;
  /** Shown by `CLIENT LIST`, e.g. "api", "worker". */
  connectionName?: string;
  /** Logs "unreachable" once per outage (and at most every `errorLogIntervalMs`) and "reconnected" when back. */
  log?: RedisEventLog;
  errorLogIntervalMs?: number;
  /** Any other ioredis option (wins over the above). */
  redisOptions?: RedisOptions;
}

/**
 * Creates an ioredis client that never gives up reconnecting: the pause between attempts grows with the number of
 * failures (100 ms, 200 ms, … up to `maxReconnectDelayMs`), so an outage costs little and the client is back soon
 * after Redis is. It connects at once rather than lazily: BullMQ's connection setup is one-shot, and a lazy client
 * whose first connect fails would leave a Queue or Worker unusable for the life of the process.
 *
 * An `error` listener is always attached, so ioredis never prints "Unhandled error event" to stderr.
 */
export function createRedis(url: string, opts: CreateRedisOptions = {}): Redis {
  const maxDelay = opts.maxReconnectDelayMs ?? 5_000;
  const commandTimeout = opts.commandTimeoutMs ?? (opts.failFast ? DEFAULT_COMMAND_TIMEOUT_MS : undefined);
  const redis = new Redis(url, {
    maxRetriesPerRequest: opts.failFast ? 1 : null,
    ...(commandTimeout ? { commandTimeout } : {}),
    connectTimeout: opts.connectTimeoutMs ?? 2_000,
    enableReadyCheck: true,
    lazyConnect: false,
    retryStrategy: (times) => Math.min(times * 100, maxDelay),
    ...(opts.connectionName ? { connectionName: opts.connectionName } : {}),
    ...opts.redisOptions,
  });
  if (commandTimeout) failFastWhileStalled(redis, url, commandTimeout);
  const interval = opts.errorLogIntervalMs ?? 30_000;
  let down = false;
  let lastLoggedAt = 0;
  redis.on("error", (error: Error) => {
    const now = Date.now();
    if (opts.log && (!down || now - lastLoggedAt >= interval)) {
      opts.log.warn(
        { err: { message: error.message, code: (error as NodeJS.ErrnoException).code }, redis: redactUrl(url) },
        "Redis no disponible; se reintenta la conexión",
      );
      lastLoggedAt = now;
    }
    down = true;
  });
  redis.on("ready", () => {
    if (down && opts.log) opts.log.info({ redis: redactUrl(url) }, "Redis disponible de nuevo");
    down = false;
  });
  return redis;
}

const DEFAULT_COMMAND_TIMEOUT_MS = 1_500;
const TIMED_OUT = "Command timed out";
const stallByServer = new Map<string, { until: number }>();

/**
 * A stalled Redis (connection up, no replies) made every command wait the whole command timeout, and a request makes
 * several (rate limit, session, captcha…): its 503 came after 4.5–6 s. Once a command times out, the next commands of
 * every fail-fast client of that server fail at once with the same error for one more timeout's length; after it,
 * commands go out again (the first to time out closes the door again), and any reply opens it. So a request waits one
 * timeout at most.
 */
function failFastWhileStalled(redis: Redis, url: string, timeoutMs: number): void {
  // Shared by the process's fail-fast clients of one server (rate limits, sessions and queues use separate ones).
  const stall = stallByServer.get(url) ?? { until: 0 };
  stallByServer.set(url, stall);
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = (...args: Parameters<Redis["sendCommand"]>) => {
    const [command] = args;
    if (Date.now() < stall.until) {
      command.reject(new Error(TIMED_OUT));
      return command.promise;
    }
    const sent = send(...args);
    command.promise.then(
      () => {
        stall.until = 0;
      },
      (error: unknown) => {
        if (error instanceof Error && error.message === TIMED_OUT) stall.until = Date.now() + timeoutMs;
      },
    );
    return sent;
  };
}

/**
 * True for the errors that mean "Redis is not answering right now" rather than a bug: a command timeout, a
 * connection that is closed or reconnecting, a command given up after its retries, a refused connection.
 * Callers on a request path turn these into a 503 (apps/api/src/http/unavailable.ts).
 */
export function isRedisUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof TimeoutError) return true;
  if (error.name === "MaxRetriesPerRequestError") return true;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ECONNREFUSED" || code === "ECONNRESET" || code === "ETIMEDOUT" || code === "EPIPE") return true;
  return REDIS_UNAVAILABLE_MESSAGES.some((m) => error.message.includes(m));
}

/** ioredis' messages for a command that could not get an answer (it throws plain Errors for these). */
const REDIS_UNAVAILABLE_MESSAGES = [
  "Command timed out",
  "Connection is closed",
  "Stream isn't writeable",
  "Reached the max retries per request limit",
  "connect ETIMEDOUT",
] as const;

/** True when Redis answers PING within `timeoutMs`; never throws and never waits longer than that. */
export async function isRedisReady(redis: Redis, timeoutMs = 1_000): Promise<boolean> {
  // While disconnected a PING would only wait in the offline queue: answer at once.
  if (redis.status === "end" || redis.status === "close" || redis.status === "reconnecting") return false;
  try {
    const answer = await withTimeout(redis.ping(), timeoutMs, "PING a Redis");
    return answer === "PONG";
  } catch {
    return false;
  }
}

/** Closes a client politely (QUIT) when connected, at once otherwise; resolves when it has ended; never throws. */
export async function closeRedis(redis: Redis, timeoutMs = 2_000): Promise<void> {
  if (redis.status === "end") return;
  const ended = new Promise<void>((resolve) => redis.once("end", () => resolve()));
  if (redis.status === "ready") {
    try {
      await withTimeout(redis.quit(), timeoutMs, "QUIT a Redis");
    } catch {
      redis.disconnect(false);
    }
    if ((redis.status as string) !== "end") await withTimeout(ended, timeoutMs, "cierre de Redis").catch(() => {});
  } else {
    // Between reconnection attempts there is no socket: cancelling the pending attempt is all there is to do
    // (ioredis then stays in "reconnecting" without ever emitting "end").
    const hadSocket = redis.status !== "reconnecting";
    redis.disconnect(false);
    if (hadSocket && (redis.status as string) !== "end") await withTimeout(ended, timeoutMs, "cierre de Redis").catch(() => {});
  }
}

export class TimeoutError extends Error {
  override readonly name = "TimeoutError";
}

/**
 * Rejects with a TimeoutError when `promise` has not settled in `ms`. The underlying operation is not cancelled
 * (a queued Redis command may still run later), so use it only around idempotent operations.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = "operación"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what}: sin respuesta en ${ms} ms`)), ms);
  });
  promise.catch(() => {}); // a late rejection after the timeout must not become unhandled
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The URL without its password, for logs. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "redis://(url inválida)";
  }
}
