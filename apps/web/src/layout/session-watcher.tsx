import { useAtomValue } from "jotai";
import { Suspense, useEffect } from "react";
import { TIMING } from "@portal/schemas/ui/ui-constants";
import { useLoadedOnce } from "../components/use-loaded-once";
import { checkSessionExpiry, sessionExpiredAtom } from "../state/session";
import { lazyWithProviders } from "../lib/with-providers";
import { appStore } from "../state/store";

const SessionExpiredModal = lazyWithProviders(() => import("./session-expired-modal"), "SessionExpiredModal");

/** Every 3 seconds, checks the stored token's expiry; on expiry logs out and shows the modal (spec 03 §4). */
export function SessionWatcher() {
  const expired = useAtomValue(sessionExpiredAtom);
  useEffect(() => {
    const id = window.setInterval(() => checkSessionExpiry(appStore), TIMING.sessionCheckMs);
    return () => window.clearInterval(id);
  }, []);
  if (!useLoadedOnce(expired)) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredModal />
    </Suspense>
  );
}
