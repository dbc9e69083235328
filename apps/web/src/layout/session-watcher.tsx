import { TIMING } from "@portal/schemas/ui/ui-constants";
import { useAtomValue } from "jotai";
import { Suspense, useEffect } from "react";
import { useLoadedOnce } from "../components/use-loaded-once";
import { lazyWithProviders } from "../lib/with-providers";
import { checkSessionExpiry, sessionExpiredAtom, tokenAtom } from "../state/session";
import { appStore } from "../state/store";

const SessionExpiredModal = lazyWithProviders(() => import("./session-expired-modal"), "SessionExpiredModal");

/**
 * Every 3 seconds, checks the stored token's expiry; on expiry logs out and shows the modal (spec 03 §4). Only while
 * there is a token and the tab shows: a visitor's page (most of them) and a hidden tab keep no timer waking the phone;
 * a tab coming back checks at once.
 */
export function SessionWatcher() {
  const expired = useAtomValue(sessionExpiredAtom);
  const hasToken = Boolean(useAtomValue(tokenAtom));
  useEffect(() => {
    if (!hasToken) return;
    let id: number | undefined;
    const check = () => checkSessionExpiry(appStore);
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
