import { LIVE_EVENTS, type TLiveEvent } from "@portal/schemas/live/live-events";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { connectLive } from "./live-connection";

/** The browser's EventSource as the connection uses it (Node has none): the test plays the server's side. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  closed = false;
  private listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data = "{}") {
    for (const l of this.listeners.get(type) ?? []) l(new MessageEvent(type, { data }));
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => vi.advanceTimersByTimeAsync(0);

describe("the live connection (header's stream)", () => {
  it("streams with a fresh ticket, hands events over, and after an error reconnects with a new ticket (not the spent one), backing off", async () => {
    let n = 0;
    const ticket = vi.fn(async () => `ticket-${++n}-abcdefghijklmnopqrstuvwxyz`);
    const events: TLiveEvent[] = [];
    const states: boolean[] = [];
    const stop = connectLive({ url: "/api/v1/events", ticket, onEvent: (e) => events.push(e), onConnected: (up) => states.push(up) });
    await settle();
    expect(FakeEventSource.all).toHaveLength(1);
    const first = FakeEventSource.all[0]!;
    expect(first.url).toBe("/api/v1/events?ticket=ticket-1-abcdefghijklmnopqrstuvwxyz");
    first.emit("open");
    expect(states).toEqual([true]);
    first.emit("notifications", JSON.stringify({ type: "notifications", unseen: 3 }));
    expect(events).toEqual([{ type: "notifications", unseen: 3 }]);

    // The stream fails: closed at once (the header polls meanwhile), a new ticket after the back-off.
    first.emit("error");
    expect(first.closed).toBe(true);
    expect(states.at(-1)).toBe(false);
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMinMs);
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[1]!.url).toContain("ticket-2-");

    // A second failure waits twice as long.
    FakeEventSource.all[1]!.emit("error");
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMinMs);
    expect(FakeEventSource.all).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMinMs);
    expect(FakeEventSource.all).toHaveLength(3);

    // A session that ended closes the stream too (the next ticket request meets the 401 and logs the page out).
    FakeEventSource.all[2]!.emit("session-ended");
    expect(FakeEventSource.all[2]!.closed).toBe(true);
    stop();
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMaxMs);
    expect(FakeEventSource.all).toHaveLength(3);
  });

  it("a ticket that cannot be had (logged out, offline) retries later without opening a stream", async () => {
    const ticket = vi.fn(async () => {
      throw new Error("401");
    });
    const stop = connectLive({ url: "/api/v1/events", ticket, onEvent: () => {}, onConnected: () => {} });
    await settle();
    expect(FakeEventSource.all).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMinMs);
    expect(ticket).toHaveBeenCalledTimes(2);
    stop();
  });
});
