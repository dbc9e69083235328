import { announceInvalidation } from "./cache-invalidations.ts";

/**
 * In-process caches of reference data that every PQRDS submission and tracking reads but staff change rarely
 * (types, identification types, locations, the staff list, closure days). Each cache is per database client, so
 * tests with their own database never share entries.
 *
 * Staleness is bounded twice: the use case that changes the data calls `invalidate` (this process sees the change at
 * once, the other API instances through the cache broadcast), and entries expire after `ttlMs` (the fallback while
 * Redis is away). Concurrent misses share one
 * load, so 50 clients arriving at an expired entry cause one query, not 50.
 */
export const REFERENCE_CACHE_TTL_MS = 30_000;

export interface ReferenceCache<T> {
  get(db: object): Promise<T>;
  /**
   * Forgets the entry of one database client, or of every client when none is given, and tells the other API
   * instances (cache-invalidations.ts) unless the change came from one of them.
   */
  invalidate(db?: object, options?: TInvalidation): void;
}

/** `fromBroadcast`: another instance announced the change; this one only forgets (no echo). */
export type TInvalidation = { fromBroadcast?: boolean };

const everyCache = new Set<ReferenceCache<unknown>>();

export function referenceCache<T, D extends object>(
  load: (db: D) => Promise<T>,
  ttlMs = REFERENCE_CACHE_TTL_MS,
): ReferenceCache<T> & { get(db: D): Promise<T> } {
  let entries = new WeakMap<object, { at: number; value: Promise<T> }>();
  const cache = {
    get(db: D): Promise<T> {
      const hit = entries.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = load(db);
      const entry = { at: Date.now(), value };
      entries.set(db, entry);
      // A failed load is not kept: the next call tries again.
      value.catch(() => {
        if (entries.get(db) === entry) entries.delete(db);
      });
      return value;
    },
    invalidate(db?: object, options: TInvalidation = {}) {
      if (db) entries.delete(db);
      else entries = new WeakMap();
      if (!options.fromBroadcast) announceInvalidation("reference");
    },
  };
  everyCache.add(cache);
  return cache;
}

/** Forgets every reference cache of a database client, or of all (another instance announced a change). */
export function invalidateReferenceCaches(db?: object, options: TInvalidation = {}): void {
  for (const cache of everyCache) cache.invalidate(db, { fromBroadcast: true });
  if (!options.fromBroadcast) announceInvalidation("reference");
}
