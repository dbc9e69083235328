// @vitest-environment jsdom

import { AUTH_HEADERS } from "@portal/schemas/accounts/session-user.schema";
import { TIMING } from "@portal/schemas/ui/ui-constants";
import { act, cleanup, render } from "@testing-library/react";
import { Provider } from "jotai";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { currentUserAtom, sessionExpiredAtom, tokenAtom } from "../state/session";
import { appStore } from "../state/store";
import { testSessionUser } from "../testing/session-user";
import { SessionWatcher } from "./session-watcher";

/** A JWT whose payload says it expires at `exp` (seconds); the watcher reads no signature. */
const token = (exp: number) => `e30.${btoa(JSON.stringify({ exp })).replace(/=+$/, "")}.sig`;

function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

const renderWatcher = () =>
  render(
    <Provider store={appStore}>
      <SessionWatcher />
    </Provider>,
  );

beforeEach(() => {
  vi.useFakeTimers();
  appStore.set(tokenAtom, null);
  appStore.set(sessionExpiredAtom, false);
});
afterEach(() => {
  cleanup();
  setTabHidden(false);
  vi.useRealTimers();
});

describe("session watcher", () => {
  it("keeps no timer for a visitor without a session", () => {
    const setInterval = vi.spyOn(window, "setInterval");
    renderWatcher();
    expect(setInterval).not.toHaveBeenCalled();
  });

  it("keeps no timer in a hidden tab, and checks at once when the tab shows again", () => {
    const expiresAt = Date.now() + 60_000;
    appStore.set(tokenAtom, token(Math.floor(expiresAt / 1000)));
    appStore.set(currentUserAtom, testSessionUser());
    renderWatcher();
    act(() => setTabHidden(true));
    // The token expires while the tab is hidden: nothing runs there; back on it, the citizen is told at once.
    act(() => void vi.advanceTimersByTime(60_000 + 10 * TIMING.sessionCheckMs));
    expect(appStore.get(sessionExpiredAtom)).toBe(false);
    act(() => setTabHidden(false));
    expect(appStore.get(sessionExpiredAtom)).toBe(true);
    expect(appStore.get(tokenAtom)).toBeNull();
  });

  it("still logs out a session that expires while the page shows", () => {
    const expiresAt = Date.now() + 5_000;
    appStore.set(tokenAtom, token(Math.floor(expiresAt / 1000)));
    appStore.set(currentUserAtom, testSessionUser());
    renderWatcher();
    act(() => void vi.advanceTimersByTime(5_000 + TIMING.sessionCheckMs));
    expect(appStore.get(sessionExpiredAtom)).toBe(true);
  });

  it("drops the user's cached answers with the expired session, so the next person pressing 'Atrás' does not see them", async () => {
    // The tab's one query cache, which the pages' providers use.
    const { queryClient } = await import("../lib/app-providers");
    const mineDetail = [["complaintForms", "mineDetail"], { input: { trackingID: "123" }, type: "query" }];
    const settings = [["settings", "public"], { type: "query" }];
    queryClient.setQueryData(mineDetail, { requester: { name: "Ana Pérez", identification: "1020304050" } });
    queryClient.setQueryData(settings, { siteName: "Portal" });
    appStore.set(tokenAtom, token(Math.floor((Date.now() + 5_000) / 1000)));
    appStore.set(currentUserAtom, testSessionUser());
    renderWatcher();
    expect(queryClient.getQueryData(mineDetail)).toBeDefined();
    act(() => void vi.advanceTimersByTime(5_000 + TIMING.sessionCheckMs));
    expect(appStore.get(sessionExpiredAtom)).toBe(true);
    await vi.waitFor(() => expect(queryClient.getQueryData(mineDetail)).toBeUndefined());
    // Public answers are the same for the next reader.
    expect(queryClient.getQueryData(settings)).toEqual({ siteName: "Portal" });
  });

  it("drops the user's cached answers when the API says the session is gone, once: the visitor's answers asked afterwards stay", async () => {
    // The citizen logged out from their phone (or changed the password): this computer's next answer is a 401 with
    // the invalid-token header, and the request's detail cached here must not be there for the next person.
    const { queryClient } = await import("../lib/app-providers");
    const { applySessionHeaders } = await import("../lib/auth-fetch");
    const mineDetail = [["complaintForms", "mineDetail"], { input: { trackingID: "456" }, type: "query" }];
    const settings = [["settings", "public"], { type: "query" }];
    queryClient.setQueryData(mineDetail, { requester: { name: "Ana Pérez", identification: "1020304050" } });
    queryClient.setQueryData(settings, { siteName: "Portal" });
    appStore.set(tokenAtom, token(Math.floor((Date.now() + 3_600_000) / 1000)));
    appStore.set(currentUserAtom, testSessionUser());
    renderWatcher();
    act(() => applySessionHeaders({ status: 401, headers: new Headers({ [AUTH_HEADERS.invalidToken]: "true" }) }));
    expect(appStore.get(currentUserAtom)).toBeNull();
    await vi.waitFor(() => expect(queryClient.getQueryData(mineDetail)).toBeUndefined());
    expect(queryClient.getQueryData(settings)).toEqual({ siteName: "Portal" });
    // The page still open asks again as a visitor and is told 401 again: there is no user left to forget, so what it
    // has since cached stays (dropping it would ask again, and again).
    const visitorAnswer = [["complaintForms", "track"], { input: { trackingID: "456" }, type: "query" }];
    queryClient.setQueryData(visitorAnswer, { status: "Abierta" });
    act(() => applySessionHeaders({ status: 401, headers: new Headers() }));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(queryClient.getQueryData(visitorAnswer)).toEqual({ status: "Abierta" });
  });

  it("drops them on a plain 401 too (the token kept, the user gone)", async () => {
    const { queryClient } = await import("../lib/app-providers");
    const { applySessionHeaders } = await import("../lib/auth-fetch");
    const profile = [["profile", "get"], { type: "query" }];
    queryClient.setQueryData(profile, { address: "Calle 10 # 5-20" });
    appStore.set(tokenAtom, token(Math.floor((Date.now() + 3_600_000) / 1000)));
    appStore.set(currentUserAtom, testSessionUser());
    renderWatcher();
    act(() => applySessionHeaders({ status: 401, headers: new Headers() }));
    await vi.waitFor(() => expect(queryClient.getQueryData(profile)).toBeUndefined());
  });
});
