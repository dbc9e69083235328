import type { Redis } from "ioredis";
import type { Logger } from "../logger.ts";
import type { TSharedCache } from "./cache-invalidations.ts";

/** The Redis channel on which an instance tells the others that cached data changed. */
export const CACHE_CHANNEL = "portal:caches";
export type TCacheName = "settings" | TSharedCache;

export interface CacheBroadcast {
  /** Tells every instance (this one too) that `name` changed. Never throws: the poll still catches up. */
  publish(name: TCacheName): void;
  /** What to forget when `name` changed anywhere. */
  on(name: TCacheName, forget: () => void): void;
  close(): Promise<void>;
}

/**
 * Cache invalidation across API instances: a settings change is published on one Redis channel and every instance
 * forgets its copy at once, instead of serving the old one until its cache expires (5 s — the expiry stays as the
 * fallback while Redis is away); reference data and the home's block data likewise (cache-invalidations.ts, 30 s expiry as
 * the fallback). The subscriber is a connection of
 * its own (a client in subscriber mode runs nothing else); ioredis subscribes again after a reconnection.
 */
export function createCacheBroadcast(options: { publisher: Redis; subscriber: () => Redis; log: Logger }): CacheBroadcast {
  const handlers = new Map<TCacheName, (() => void)[]>();
  const subscriber = options.subscriber();
  subscriber.on("message", (channel: string, name: string) => {
    if (channel !== CACHE_CHANNEL) return;
    for (const forget of handlers.get(name as TCacheName) ?? []) forget();
  });
  subscriber
    .subscribe(CACHE_CHANNEL)
    .catch((error: unknown) => options.log.warn({ err: error }, "no se pudo suscribir a los avisos de caché; se usa la expiración"));
  return {
    publish(name) {
      options.publisher
        .publish(CACHE_CHANNEL, name)
        .catch((error: unknown) => options.log.warn({ err: error, cache: name }, "no se pudo avisar el cambio a las otras instancias"));
    },
    on(name, forget) {
      handlers.set(name, [...(handlers.get(name) ?? []), forget]);
    },
    close() {
      subscriber.disconnect(false);
      return Promise.resolve();
    },
  };
}
