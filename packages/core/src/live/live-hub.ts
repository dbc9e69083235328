import { randomUUID } from "node:crypto";
import type { TLiveEvent } from "@portal/schemas/live/live-events";
import type { Redis } from "ioredis";
import type { Logger } from "../logger.ts";

/** `json` is the event as published (one line of JSON): a stream writes it as is instead of serialising it again. */
export type LiveListener = (event: TLiveEvent, json: string) => void;

export interface LiveHub {
  /** Calls `listener` for every event published on `channel` until the returned function is called. */
  subscribe(channel: string, listener: LiveListener): Promise<() => void>;
  /**
   * Hands an event this process publishes to its own listeners of `channel` at once (live-channel.ts), while Redis
   * carries it to the other instances: a staff console streaming from the instance that took a citizen's message hears
   * it without the round trip through Redis. Never throws.
   */
  deliverLocally(channel: string, event: TLiveEvent, json: string): void;
  /** What this process puts before the JSON it publishes, so that its own events, already delivered, are not delivered again when Redis echoes them back. */
  readonly origin: string;
  /** Channels with at least one listener in this process (tests, health). */
  channels(): number;
  close(): Promise<void>;
}

/**
 * One Redis subscriber connection per process (made by `connect`), shared by all its streams: a channel is SUBSCRIBEd when its first
 * listener arrives and UNSUBSCRIBEd when its last one leaves. `subscriber` must be a connection of its own (a client
 * in subscriber mode can run nothing else); ioredis re-subscribes by itself after a reconnection.
 */
export function createLiveHub(connect: () => Redis, log: Logger): LiveHub {
  const listeners = new Map<string, Set<LiveListener>>();
  // Hex and dashes: never a "{", where the published JSON begins.
  const origin = randomUUID();
  // Opened with the first stream: a process that never streams holds no extra connection.
  let connection: Redis | null = null;
  const subscriber = () => {
    if (connection) return connection;
    connection = connect();
    connection.on("message", onMessage);
    return connection;
  };
  function deliver(channel: string, event: TLiveEvent, json: string) {
    const set = listeners.get(channel);
    if (!set) return;
    for (const listener of set) {
      try {
        listener(event, json);
      } catch (error) {
        log.warn({ err: error, channel }, "un oyente del canal en vivo falló");
      }
    }
  }
  function onMessage(channel: string, raw: string) {
    if (!listeners.has(channel)) return;
    // "<origin>{…}" from a process that marks what it publishes; a bare "{…}" from one that does not.
    const start = raw.indexOf("{");
    if (start > 0 && raw.slice(0, start) === origin) return;
    const published = start > 0 ? raw.slice(start) : raw;
    let event: TLiveEvent;
    let json = published;
    try {
      event = JSON.parse(published) as TLiveEvent;
      // Published by JSON.stringify it is one line; anything else is written again so it cannot break the stream.
      if (published.includes("\n") || published.includes("\r")) json = JSON.stringify(event);
    } catch {
      log.warn({ channel }, "evento en vivo ilegible: se ignora");
      return;
    }
    deliver(channel, event, json);
  }
  return {
    async subscribe(channel, listener) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        // Registered before the SUBSCRIBE reply so nothing published meanwhile is dropped by this process.
        set.add(listener);
        try {
          await subscriber().subscribe(channel);
        } catch (error) {
          set.delete(listener);
          if (set.size === 0) listeners.delete(channel);
          throw error;
        }
      } else {
        set.add(listener);
      }
      let done = false;
      return () => {
        if (done) return;
        done = true;
        const current = listeners.get(channel);
        current?.delete(listener);
        if (current && current.size === 0) {
          listeners.delete(channel);
          subscriber()
            .unsubscribe(channel)
            .catch((error: unknown) => log.debug({ err: error, channel }, "no se pudo cancelar la suscripción"));
        }
      };
    },
    deliverLocally: deliver,
    origin,
    channels: () => listeners.size,
    async close() {
      listeners.clear();
      const open = connection;
      connection = null;
      if (open) await open.quit().catch(() => open.disconnect());
    },
  };
}
