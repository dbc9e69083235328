import { z } from "zod";

/**
 * The request id a load balancer passes (`X-Request-Id`) so one citizen's request can be followed across API
 * instances and into the worker's jobs. Taken from the caller only when it is a sane token: it lands in log lines and
 * job data, so no spaces, quotes, control characters or megabytes.
 */
export const REQUEST_ID_HEADER = "x-request-id";
const REQUEST_ID_MAX_LENGTH = 128;
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]+$/;

export const ZRequestId = z.string().min(1).max(REQUEST_ID_MAX_LENGTH).regex(SANE_REQUEST_ID);

export function isRequestId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= REQUEST_ID_MAX_LENGTH && SANE_REQUEST_ID.test(value);
}
