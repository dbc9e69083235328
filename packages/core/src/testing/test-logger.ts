import { Writable } from "node:stream";
import pino from "pino";
import type { Logger } from "../logger.ts";

export interface CapturedLog {
  level: number;
  msg: string;
  [key: string]: unknown;
}

/** A pino logger that keeps its records in memory (nothing printed), for asserting on warnings in tests. */
export function createTestLogger(level: pino.LevelWithSilent = "debug"): { log: Logger; records: CapturedLog[]; messages: (minLevel?: number) => string[] } {
  const records: CapturedLog[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split("\n")) if (line.trim()) records.push(JSON.parse(line) as CapturedLog);
      callback();
    },
  });
  const log = pino({ level, base: { service: "test" } }, stream);
  return { log, records, messages: (minLevel = 0) => records.filter((r) => r.level >= minLevel).map((r) => r.msg) };
}

/** pino's numeric levels. */
export const LOG_LEVELS = { debug: 20, info: 30, warn: 40, error: 50 } as const;
