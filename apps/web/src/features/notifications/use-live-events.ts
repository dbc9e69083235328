import { useEffect, useState } from "react";
import { trpc } from "../../lib/trpc";

/**
 * The logged-in user's live stream (server-sent events, browser-native EventSource), keeping the header's unseen
 * count current. The connection code is a lazy chunk (live-connection.ts), so the first load carries almost none of
 * it. Answers whether the stream is up: while it is not, the caller polls.
 */
export function useLiveEvents(enabled: boolean, apiBasePath: string | undefined): boolean {
  const [connected, setConnected] = useState(false);
  const utils = trpc.useUtils();

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import("./live-connection")
      .then((m) => {
        if (!cancelled) stop = m.connectNotifications(utils, apiBasePath, (up) => !cancelled && setConnected(up));
      })
      // A chunk that fails to load leaves the page on polling.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      setConnected(false);
    };
  }, [enabled, apiBasePath, utils]);

  return connected;
}
