/**
 * A test client of the live stream (GET /api/v1/events), reading server-sent events as an EventSource would.
 * Used by the chat tests and the chat benchmark.
 */
export type TReceivedEvent = { event: string; data: unknown };

export async function liveTicket(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/trpc/live.ticket`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: "{}",
  });
  if (res.status !== 200) throw new Error(`live.ticket: ${res.status}`);
  return ((await res.json()) as { result: { data: { ticket: string } } }).result.data.ticket;
}

/** Opens the stream with a fresh ticket; `onEvent` sees each event as it arrives (the benchmark times them). */
export async function openLiveStream(baseUrl: string, token: string, onEvent?: (e: TReceivedEvent) => void) {
  return openEventStream(`${baseUrl}/api/v1/events?ticket=${encodeURIComponent(await liveTicket(baseUrl, token))}`, onEvent);
}

/**
 * Reads the server-sent events of `url`: handed to `onEvent` as they arrive, or collected in `events` for `next()`.
 */
export async function openEventStream(url: string, onEvent?: (e: TReceivedEvent) => void) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const events: TReceivedEvent[] = [];
  let ended = false;
  const waiters: (() => void)[] = [];
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) {
              const received = { event, data: JSON.parse(data) as unknown };
              if (onEvent) onEvent(received);
              else events.push(received);
            }
            waiters.splice(0).forEach((w) => w());
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      waiters.splice(0).forEach((w) => w());
    })();
  }
  async function next(match: (e: TReceivedEvent) => boolean, timeoutMs = 5000): Promise<TReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find(match);
      if (found) return found;
      if (ended) throw new Error("el canal se cerró");
      if (Date.now() > deadline) throw new Error(`sin el evento esperado; recibidos: ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }
  return { res, events, next, close: () => controller.abort(), isEnded: () => ended };
}
