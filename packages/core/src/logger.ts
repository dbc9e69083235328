import pino from "pino";

export type Logger = pino.Logger;

/** Structured JSON logs (pino); `name` tells api, worker or a script apart. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? "info"): Logger {
  return pino({ name, level, base: { service: name }, redact: ["req.headers.authorization", "password", "*.password"] });
}
