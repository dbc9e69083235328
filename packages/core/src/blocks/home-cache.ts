import { announceInvalidation } from "../cache/cache-invalidations.ts";
import { REFERENCE_CACHE_TTL_MS, type TInvalidation } from "../cache/reference-cache.ts";

/**
 * The home's (and section pages') block data, cached per process: the home is the most visited page and its data
 * changes rarely. Each entry is per database client (tests with their own database never share entries) and per key
 * (page and audience). Concurrent misses share one load; a failed load is not kept.
 *
 * Staleness is bounded twice: every use case that changes what a page shows (blocks, banners, menus, contents)
 * calls `invalidateHomeData()` (the other API instances hear it through the cache broadcast), and entries expire after
 * the TTL (contents whose publication window opens or closes with time follow within it).
 */
const TTL_MS = REFERENCE_CACHE_TTL_MS;
/** Pages kept per database client at most (sections × audiences); the oldest go first. */
const MAX_KEYS = 500;

type Entry = { at: number; value: Promise<unknown> };
let entries = new WeakMap<object, Map<string, Entry>>();
/** Bumped by every invalidation: a load that started before it is not stored after it. */
let generation = 0;

export function cachedHomeData<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = entries.get(db);
  if (!byKey) entries.set(db, (byKey = new Map<string, Entry>()));
  const hit = byKey.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const startedAt = generation;
  const value = load();
  const entry = { at: Date.now(), value };
  if (byKey.size >= MAX_KEYS) {
    const oldest = byKey.keys().next();
    if (!oldest.done) byKey.delete(oldest.value);
  }
  byKey.set(key, entry);
  value.then(
    () => {
      if (startedAt !== generation && byKey.get(key) === entry) byKey.delete(key);
    },
    () => {
      if (byKey.get(key) === entry) byKey.delete(key);
    },
  );
  return value;
}

/**
 * Forgets every cached home and section page (of one database client, or all). Called by the use cases that change
 * a block, banner, menu or content; the next visitor reads the new data.
 */
export function invalidateHomeData(db?: object, options: TInvalidation = {}): void {
  generation++;
  if (db) entries.delete(db);
  else entries = new WeakMap();
  if (!options.fromBroadcast) announceInvalidation("home");
}
