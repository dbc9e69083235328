import { useEffect, useRef, useState } from "react";
import { LIVE_EVENTS, type TLiveEvent } from "@portal/schemas/live/live-events";

export interface LiveEventsOptions {
  /** Only logged-in users stream. */
  enabled: boolean;
  /** `{apiBasePath}/events`. */
  url: string;
  /** A fresh single-use ticket (tRPC live.ticket, sent with the bearer token). */
  ticket: () => Promise<string>;
  onEvent: (event: TLiveEvent) => void;
}

/**
 * The user's live stream with the browser's own EventSource (no library in the always-loaded shell). Each connection
 * spends a ticket, so on any error the hook closes the source (EventSource would retry with the spent one) and opens
 * a new one after a growing pause. Answers whether the stream is up: while it is not, the caller polls instead.
 */
export function useLiveEvents(options: LiveEventsOptions): boolean {
  const [connected, setConnected] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  const { enabled, url } = options;

  useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let delay: number = LIVE_EVENTS.retryMinMs;

    const retry = () => {
      setConnected(false);
      source?.close();
      source = null;
      if (stopped) return;
      timer = setTimeout(() => void open(), delay);
      delay = Math.min(delay * 2, LIVE_EVENTS.retryMaxMs);
    };
    const onMessage = (message: MessageEvent<string>) => {
      try {
        latest.current.onEvent(JSON.parse(message.data) as TLiveEvent);
      } catch {
        // A malformed event changes nothing; the next one or the poll will.
      }
    };
    async function open() {
      try {
        const ticket = await latest.current.ticket();
        if (stopped) return;
        source = new EventSource(`${url}?ticket=${encodeURIComponent(ticket)}`);
        source.addEventListener("open", () => {
          delay = LIVE_EVENTS.retryMinMs;
          setConnected(true);
        });
        source.addEventListener("notifications", onMessage);
        source.addEventListener("session-ended", retry);
        source.addEventListener("error", retry);
      } catch {
        retry();
      }
    }
    void open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setConnected(false);
    };
  }, [enabled, url]);

  return connected;
}
