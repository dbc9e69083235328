import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { atom } from "jotai";
import { isTokenExpired } from "../lib/jwt";
import { STORAGE_KEYS } from "../lib/storage";
import { persistedStringAtom } from "./persisted-atom";
import { appStore } from "./store";

/** The bearer token, kept in localStorage (spec 03 §7: "a bearer token read from local storage"). */
export const tokenAtom = persistedStringAtom(STORAGE_KEYS.token);

/** undefined: not known yet (auth.me in flight); null: anonymous. */
export const currentUserAtom = atom<TSessionUser | null | undefined>(undefined);

/** The "La sesión ha expirado" modal. */
export const sessionExpiredAtom = atom(false);

export const isLoggedInAtom = atom((get) => Boolean(get(currentUserAtom)));

export type TSessionState = "none" | "valid" | "expired";

/** What the 3-second check sees in the stored token. */
export function sessionState(token: string | null, now: number = Date.now()): TSessionState {
  if (!token) return "none";
  return isTokenExpired(token, now) ? "expired" : "valid";
}

/** Forget the session in the browser (after auth.logout, or when the server says it is gone). */
export function clearSession(store = appStore): void {
  store.set(tokenAtom, null);
  store.set(currentUserAtom, null);
}

/**
 * One tick of the session check: when the token has expired the user is logged out and the modal shows.
 * Returns true when it expired the session.
 */
export function checkSessionExpiry(store = appStore, now: number = Date.now()): boolean {
  if (sessionState(store.get(tokenAtom), now) !== "expired") return false;
  const wasLoggedIn = Boolean(store.get(currentUserAtom));
  clearSession(store);
  if (wasLoggedIn) store.set(sessionExpiredAtom, true);
  return true;
}
