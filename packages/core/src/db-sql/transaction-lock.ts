import type { Prisma } from "@portal/db/client";

/**
 * Holds PostgreSQL's transaction-scoped advisory lock named `name` (and `key`, when given) until `tx` ends: the
 * transactions taking the same lock run this part one after the other, on every API and worker instance. It is how
 * a check-then-write (one open report per reporter, one pending payment per property, a list's display order) stays
 * true when two calls arrive at once.
 *
 * - no key: one lock for the whole name, `pg_advisory_xact_lock(hashtext(name))`;
 * - a number (an id): `pg_advisory_xact_lock(hashtext(name), key)`;
 * - a text: `pg_advisory_xact_lock(hashtext(name), hashtext(key))`.
 */
export async function lockInTransaction(tx: Pick<Prisma.TransactionClient, "$executeRaw">, name: string, key?: number | string): Promise<void> {
  if (key === undefined) await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${name}))`;
  else if (typeof key === "number") await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${name}), ${key})`;
  else await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${name}), hashtext(${key}))`;
}
