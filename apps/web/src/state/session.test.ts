import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { createStore } from "jotai";
import { describe, expect, it } from "vitest";
import { applySessionHeaders } from "../lib/trpc";
import { checkSessionExpiry, clearSession, currentUserAtom, sessionExpiredAtom, sessionState, tokenAtom } from "./session";

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
const jwt = (exp: number) => `${b64url({ alg: "HS256" })}.${b64url({ exp })}.x`;
const user = { id: 1, name: "Ana", permissions: [] } as unknown as TSessionUser;

describe("the 3-second session check", () => {
  const now = Date.UTC(2025, 0, 1);
  const future = jwt(now / 1000 + 600);
  const past = jwt(now / 1000 - 1);

  it("classifies the stored token", () => {
    expect(sessionState(null, now)).toBe("none");
    expect(sessionState(future, now)).toBe("valid");
    expect(sessionState(past, now)).toBe("expired");
  });

  it("does nothing while the token lives", () => {
    const store = createStore();
    store.set(tokenAtom, future);
    store.set(currentUserAtom, user);
    expect(checkSessionExpiry(store, now)).toBe(false);
    expect(store.get(currentUserAtom)).toBe(user);
    expect(store.get(sessionExpiredAtom)).toBe(false);
  });

  it("on expiry logs the user out and opens the session-expired modal", () => {
    const store = createStore();
    store.set(tokenAtom, past);
    store.set(currentUserAtom, user);
    expect(checkSessionExpiry(store, now)).toBe(true);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(currentUserAtom)).toBeNull();
    expect(store.get(sessionExpiredAtom)).toBe(true);
  });

  it("drops a stale token quietly when nobody was logged in on this page", () => {
    const store = createStore();
    store.set(tokenAtom, past);
    expect(checkSessionExpiry(store, now)).toBe(true);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(sessionExpiredAtom)).toBe(false);
  });

  it("clearSession forgets token and user", () => {
    const store = createStore();
    store.set(tokenAtom, future);
    store.set(currentUserAtom, user);
    clearSession(store);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(currentUserAtom)).toBeNull();
  });
});

describe("session headers on every API answer", () => {
  const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });

  it("refresh-token replaces the stored token", () => {
    const store = createStore();
    store.set(tokenAtom, "viejo");
    applySessionHeaders(answer(200, { "refresh-token": "nuevo" }), store);
    expect(store.get(tokenAtom)).toBe("nuevo");
  });

  it("invalid-token removes it", () => {
    const store = createStore();
    store.set(tokenAtom, "viejo");
    store.set(currentUserAtom, user);
    applySessionHeaders(answer(200, { "invalid-token": "true" }), store);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it("a 401 clears the current user", () => {
    const store = createStore();
    store.set(tokenAtom, "tok");
    store.set(currentUserAtom, user);
    applySessionHeaders(answer(401), store);
    expect(store.get(currentUserAtom)).toBeNull();
  });

  it("an ordinary answer changes nothing", () => {
    const store = createStore();
    store.set(tokenAtom, "tok");
    store.set(currentUserAtom, user);
    applySessionHeaders(answer(200), store);
    expect(store.get(tokenAtom)).toBe("tok");
    expect(store.get(currentUserAtom)).toBe(user);
  });
});
