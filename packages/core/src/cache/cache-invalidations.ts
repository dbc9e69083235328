/**
 * The caches every API instance keeps of shared data, besides the settings (which have their own store): the reference
 * data (catalogues, locations, the business calendar, staff lists: reference-cache.ts) and the home's and section
 * pages' block data (blocks/home-cache.ts). A use case that changes such data forgets this process's copy and
 * announces it here; the cache broadcast (cache-broadcast.ts) tells the other instances, which forget theirs at once
 * instead of serving the old data until it expires (30 s, kept as the fallback while Redis is away).
 */
export type TSharedCache = "reference" | "home";

const listeners = new Set<(name: TSharedCache) => void>();

/** Called by a cache when a use case made this process forget it. */
export function announceInvalidation(name: TSharedCache): void {
  for (const listener of listeners) listener(name);
}

/** Hears every local invalidation (the core deps publish them); returns the way to stop. */
export function onInvalidation(listener: (name: TSharedCache) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
