import pino from "pino";

export type Logger = pino.Logger;

/**
 * Fields that hold secrets wherever a log call puts them (a use case's context object, an error's details): the
 * request logger (apps/api/src/http/request-log.ts) already logs no bodies and an allowlist of headers.
 */
const SECRET_KEYS = ["password", "newPassword", "passwordConfirm", "captcha", "token", "refreshToken", "authorization", "cookie", "accessKey"];
export const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  'res.headers["refresh-token"]',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((k) => `*.${k}`),
  ...SECRET_KEYS.map((k) => `*.*.${k}`),
];

/** Structured JSON logs (pino); `name` tells api, worker or a script apart. `destination` defaults to stdout. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? "info", destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = { name, level, base: { service: name }, redact: { paths: REDACTED_PATHS, censor: "[redactado]" } };
  return destination ? pino(options, destination) : pino(options);
}
