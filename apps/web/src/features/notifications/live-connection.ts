import { LIVE_EVENTS, LIVE_EVENTS_PATH, type TLiveEvent } from "@portal/schemas/live/live-events";
import type { trpc } from "../../lib/trpc";
import { emitLiveEvent, setLiveUp } from "./live-bus";

export interface LiveConnectionOptions {
  /** `{apiBasePath}/events`. */
  url: string;
  /** A fresh single-use ticket (tRPC live.ticket, sent with the bearer token). */
  ticket: () => Promise<string>;
  onEvent: (event: TLiveEvent) => void;
  onConnected: (connected: boolean) => void;
}

/**
 * The user's live stream with the browser's own EventSource. Each connection spends a ticket, so on any error the
 * source is closed (EventSource would retry with the spent one) and a new one opened after a growing pause.
 * Returns the function that ends it. Loaded lazily by use-live-events.ts: nothing of it is in the first load.
 */
export function connectLive(options: LiveConnectionOptions): () => void {
  if (typeof EventSource === "undefined") return () => undefined;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let delay: number = LIVE_EVENTS.retryMinMs;

  const retry = () => {
    options.onConnected(false);
    source?.close();
    source = null;
    if (stopped) return;
    timer = setTimeout(() => void open(), delay);
    delay = Math.min(delay * 2, LIVE_EVENTS.retryMaxMs);
  };
  const onMessage = (message: MessageEvent<string>) => {
    try {
      options.onEvent(JSON.parse(message.data) as TLiveEvent);
    } catch {
      // A malformed event changes nothing; the next one or the poll will.
    }
  };
  async function open() {
    try {
      const ticket = await options.ticket();
      if (stopped) return;
      source = new EventSource(`${options.url}?ticket=${encodeURIComponent(ticket)}`);
      source.addEventListener("open", () => {
        delay = LIVE_EVENTS.retryMinMs;
        options.onConnected(true);
      });
      for (const type of LIVE_EVENT_TYPES) source.addEventListener(type, onMessage);
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
    options.onConnected(false);
  };
}

/** Every `type` of TLiveEvent (EventSource delivers named events only to listeners of that name). */
const LIVE_EVENT_TYPES = ["notifications", "chat-message", "chat-conversation"] as const satisfies readonly TLiveEvent["type"][];

/** The settings' apiBasePath before the settings have loaded (as lib/rest.ts). */
const DEFAULT_API_BASE_PATH = "/api/v1";

/** The header's stream: tickets from tRPC `live.ticket`, each event's unseen count written into the count's query. */
export function connectNotifications(utils: ReturnType<typeof trpc.useUtils>, apiBasePath: string | undefined, onConnected: (up: boolean) => void): () => void {
  return connectLive({
    url: `${apiBasePath ?? DEFAULT_API_BASE_PATH}${LIVE_EVENTS_PATH}`,
    ticket: async () => (await utils.client.live.ticket.mutate()).ticket,
    onEvent: (event) => {
      if (event.type === "notifications") utils.notifications.unseenCount.setData(undefined, { count: event.unseen });
      // The chat widget and the staff console listen on the page's bus.
      else emitLiveEvent(event);
    },
    onConnected: (up) => {
      setLiveUp(up);
      onConnected(up);
    },
  });
}
