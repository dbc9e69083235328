import { TIMING } from "@portal/schemas/ui/ui-constants";
import { useAtomValue } from "jotai";
import { Suspense, useEffect } from "react";
import { useLoadedOnce } from "../components/use-loaded-once";
import { lazyWithProviders, loadProviders } from "../lib/with-providers";
import { checkSessionExpiry, currentUserAtom, sessionExpiredAtom, tokenAtom } from "../state/session";
import { appStore } from "../state/store";

const SessionExpiredModal = lazyWithProviders(() => import("./session-expired-modal"), "SessionExpiredModal");

/**
 * The user's cached answers go with the session however it ends — expiry, logout, or the API saying it is gone (a 401
 * or the invalid-token header: logged out from another device, "Cerrar las demás sesiones", a password change): whoever
 * sits down next and presses "Atrás" must not see them (the tracking page shows a cached request's detail to a visitor).
 * Only on the change from a user to none: the pages still mounted then ask again as a visitor, and a 401 to those asks
 * finds no user to clear, so nothing is dropped twice and nothing loops. Drafts stay for the user who logs back in (a
 * login reloads the page, so nothing cached is lost to them). Loaded when it happens: the watcher sits in the shell,
 * outside the (lazy) providers, and the first load must not wait for the data clients.
 */
function forgetAnswersWhenTheUserGoes(store = appStore): () => void {
  let previous = store.get(currentUserAtom);
  return store.sub(currentUserAtom, () => {
    const user = store.get(currentUserAtom);
    if (previous && !user) {
      void Promise.all([import("../features/accounts/use-logout"), loadProviders()]).then(([{ forgetUserAnswers }, { queryClient }]) =>
        forgetUserAnswers(queryClient),
      );
    }
    previous = user;
  });
}

/**
 * Every 3 seconds, checks the stored token's expiry; on expiry logs out and shows the modal (spec 03 §4). Only while
 * there is a token and the tab shows: a visitor's page (most of them) and a hidden tab keep no timer waking the phone;
 * a tab coming back checks at once.
 */
export function SessionWatcher() {
  const expired = useAtomValue(sessionExpiredAtom);
  const hasToken = Boolean(useAtomValue(tokenAtom));
  useEffect(() => forgetAnswersWhenTheUserGoes(), []);
  useEffect(() => {
    if (!hasToken) return;
    let id: number | undefined;
    const check = () => void checkSessionExpiry(appStore);
    const follow = () => {
      window.clearInterval(id);
      id = undefined;
      if (document.visibilityState === "hidden") return;
      check();
      id = window.setInterval(check, TIMING.sessionCheckMs);
    };
    follow();
    document.addEventListener("visibilitychange", follow);
    return () => {
      window.clearInterval(id);
      document.removeEventListener("visibilitychange", follow);
    };
  }, [hasToken]);
  if (!useLoadedOnce(expired)) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal />
    </Suspense>
  );
}
