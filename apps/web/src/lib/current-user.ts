import { currentUserAtom, sessionState, tokenAtom } from "../state/session";
import { appStore } from "../state/store";
import { trpcGet } from "./trpc-get";

/** Loads the current user (`auth.me`) into the session, or null when there is no live token or the server refuses it. */
export async function refreshCurrentUser(store = appStore): Promise<void> {
  if (sessionState(store.get(tokenAtom)) !== "valid") {
    store.set(currentUserAtom, null);
    return;
  }
  try {
    store.set(currentUserAtom, await trpcGet("auth.me"));
  } catch {
    store.set(currentUserAtom, null);
  }
}
