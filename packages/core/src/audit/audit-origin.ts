import { AsyncLocalStorage } from "node:async_hooks";

export type TAuditOrigin = { ip: string | null; userAgent: string | null };

const origin = new AsyncLocalStorage<TAuditOrigin>();

/**
 * "From where" of every audit entry written while a request is handled: the API runs each request inside this
 * (apps/api/src/app.ts), so the 40-odd use cases that record audits need not pass the address along.
 */
export function runWithAuditOrigin<T>(value: TAuditOrigin, fn: () => T): T {
  return origin.run({ ip: value.ip?.slice(0, 100) ?? null, userAgent: value.userAgent?.slice(0, 300) ?? null }, fn);
}

/** The current request's origin; null in jobs and scripts. */
export function currentAuditOrigin(): TAuditOrigin | null {
  return origin.getStore() ?? null;
}
