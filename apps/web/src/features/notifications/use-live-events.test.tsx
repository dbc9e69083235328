// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LIVE_EVENTS, type TLiveEvent } from "@portal/schemas/live/live-events";
import { useLiveEvents } from "./use-live-events";

/** The browser's EventSource as the hook uses it (jsdom has none): the test plays the server's side. */
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

const flush = () => act(async () => { await Promise.resolve(); await Promise.resolve(); });

describe("useLiveEvents", () => {
  it("streams with a fresh ticket, hands events over, and after an error reconnects with a new ticket (not the spent one)", async () => {
    let n = 0;
    const ticket = vi.fn(async () => `ticket-${++n}-abcdefghijklmnopqrstuvwxyz`);
    const events: TLiveEvent[] = [];
    const { result, unmount } = renderHook(() => useLiveEvents({ enabled: true, url: "/api/v1/events", ticket, onEvent: (e) => events.push(e) }));
    await flush();
    expect(FakeEventSource.all).toHaveLength(1);
    const first = FakeEventSource.all[0]!;
    expect(first.url).toBe("/api/v1/events?ticket=ticket-1-abcdefghijklmnopqrstuvwxyz");
    expect(result.current).toBe(false);
    act(() => first.emit("open"));
    expect(result.current).toBe(true);
    act(() => first.emit("notifications", JSON.stringify({ type: "notifications", unseen: 3 })));
    expect(events).toEqual([{ type: "notifications", unseen: 3 }]);

    // The stream fails: closed at once (the caller polls meanwhile), a new ticket after the back-off.
    act(() => first.emit("error"));
    expect(first.closed).toBe(true);
    expect(result.current).toBe(false);
    await act(async () => { await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMinMs); });
    expect(FakeEventSource.all).toHaveLength(2);
    expect(FakeEventSource.all[1]!.url).toContain("ticket-2-");
    expect(ticket).toHaveBeenCalledTimes(2);

    // A second failure waits twice as long.
    act(() => FakeEventSource.all[1]!.emit("error"));
    await act(async () => { await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMinMs); });
    expect(FakeEventSource.all).toHaveLength(2);
    await act(async () => { await vi.advanceTimersByTimeAsync(LIVE_EVENTS.retryMinMs); });
    expect(FakeEventSource.all).toHaveLength(3);

    unmount();
    expect(FakeEventSource.all[2]!.closed).toBe(true);
  });

  it("opens nothing for a visitor", async () => {
    const ticket = vi.fn(async () => "x");
    renderHook(() => useLiveEvents({ enabled: false, url: "/api/v1/events", ticket, onEvent: () => {} }));
    await flush();
    expect(ticket).not.toHaveBeenCalled();
    expect(FakeEventSource.all).toHaveLength(0);
  });
});
