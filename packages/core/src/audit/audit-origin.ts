export type TAuditOrigin = { ip: string | null; userAgent: string | null };

/**
 * "From where" of every audit entry written while a request is handled travels with the request's dependencies
 * (`deps.auditOrigin`, set by the API for each request, apps/api/src/trpc/context.ts), so the use cases that record
 * audits need not pass the address along. Not an AsyncLocalStorage: on Node 20 and 22 one installs a hook on every
 * promise of the process (a few percent of the API's CPU per PQRDS submission, which records no audit at all).
 */
export function auditOriginOf(ip: string | null | undefined, userAgent: string | null | undefined): TAuditOrigin {
  return { ip: ip?.slice(0, 100) ?? null, userAgent: userAgent?.slice(0, 300) ?? null };
}

/** A request's copy of the process's dependencies, saying from where the request came. */
export function withAuditOrigin<D extends object>(deps: D, origin: TAuditOrigin): D & { auditOrigin: TAuditOrigin } {
  return { ...deps, auditOrigin: origin };
}
