import type { TLiveEvent } from "@portal/schemas/live/live-events";
import type { Redis } from "ioredis";
import type { Logger } from "../logger.ts";

/** `json` is the event as published (one line of JSON): a stream writes it as is instead of serialising it again. */
export type LiveListener = (event: TLiveEvent, json: string) => void;

export interface LiveHub {
  /** Calls `listener` for every event published on `channel` until the returned function is called. */
  subscribe(channel: string, listener: LiveListener): Promise<() => void>;
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
  // Opened with the first stream: a process that never streams holds no extra connection.
  let connection: Redis | null = null;
  const subscriber = () => {
    if (connection) return connection;
    connection = connect();
    connection.on("message", onMessage);
    return connection;
  };
  function onMessage(channel: string, raw: string) {
    const set = listeners.get(channel);
    if (!set) return;
    let event: TLiveEvent;
    let json = raw;
    try {
      event = JSON.parse(raw) as TLiveEvent;
      // Published by JSON.stringify it is one line; anything else is written again so it cannot break the stream.
      if (raw.includes("\n") || raw.includes("\r")) json = JSON.stringify(event);
    } catch {
      log.warn({ channel }, "evento en vivo ilegible: se ignora");
      return;
    }
    for (const listener of set) {
      try {
        listener(event, json);
      } catch (error) {
        log.warn({ err: error, channel }, "un oyente del canal en vivo falló");
      }
    }
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
    channels: () => listeners.size,
    async close() {
      listeners.clear();
      const open = connection;
      connection = null;
      if (open) await open.quit().catch(() => open.disconnect());
    },
  };
}
