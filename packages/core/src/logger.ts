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

/**
 * An e-mail address's mailbox, wherever a line carries one: a mail server's rejection (smtpResponse, nodemailer's
 * `rejected` and message), an ORM error quoting its arguments. Log lines are read by operators, not by the staff who
 * answer the citizen; the domain stays for diagnosing delivery, the row's id finds the rest. JSON-safe: no character
 * replaced or written needs escaping.
 */
const EMAIL_MAILBOX = /[A-Za-z0-9._%+-]+@(?=[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b)/g;
const REDACTED_MAILBOX = "[correo]@";

/** The text with every e-mail address's mailbox replaced by "[correo]" (the domain kept), as log lines are written. */
export function redactMailboxes(text: string): string {
  return text.replace(EMAIL_MAILBOX, REDACTED_MAILBOX);
}

/** Structured JSON logs (pino); `name` tells api, worker or a script apart. `destination` defaults to stdout. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? "info", destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    base: { service: name },
    redact: { paths: REDACTED_PATHS, censor: "[redactado]" },
    hooks: { streamWrite: redactMailboxes },
  };
  return destination ? pino(options, destination) : pino(options);
}
