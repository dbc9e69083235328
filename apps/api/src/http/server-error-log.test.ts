import { AppError } from "@portal/core/errors/app-error";
import { createTestLogger, LOG_LEVELS } from "@portal/core/testing/test-logger";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { describe, expect, it } from "vitest";
import { logServerError, UNAVAILABLE_LOG_INTERVAL_MS } from "./server-error-log.ts";

const outage = () => new AppError("SERVICE_UNAVAILABLE", ERROR_MESSAGES.temporarilyUnavailable, [], { retryAfterSeconds: 10 });

describe("the log of 5xx answers", () => {
  it("during an outage or overload writes one warn line per interval with the count of 503s, no stack, no error line", () => {
    const { log, records } = createTestLogger("debug");
    const t0 = 1_000_000;
    for (let i = 0; i < 620; i++) logServerError(log, outage(), { transport: "rest" }, t0 + i * 10);
    logServerError(log, outage(), { transport: "rest" }, t0 + UNAVAILABLE_LOG_INTERVAL_MS + 1);
    expect(records.filter((r) => r.level >= LOG_LEVELS.error)).toEqual([]);
    const warns = records.filter((r) => r.level === LOG_LEVELS.warn) as unknown as { unavailable: number; err?: unknown }[];
    expect(warns.map((w) => w.unavailable)).toEqual([1, 620]);
    expect(warns.every((w) => w.err === undefined)).toBe(true);
  });

  it("logs a bug (500) as an error with its stack every time, and nothing for a 4xx", () => {
    const { log, records } = createTestLogger("debug");
    logServerError(log, new TypeError("x is undefined"), { transport: "trpc", path: "contents.list" });
    logServerError(log, new TypeError("x is undefined"), { transport: "trpc", path: "contents.list" });
    logServerError(log, new AppError("BAD_REQUEST", "Dato inválido"), { transport: "rest" });
    const errors = records.filter((r) => r.level === LOG_LEVELS.error) as unknown as { err: { stack: string }; path: string }[];
    expect(errors).toHaveLength(2);
    expect(errors[0]!.err.stack).toContain("TypeError: x is undefined");
    expect(records).toHaveLength(2);
  });
});
