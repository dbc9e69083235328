import { TIMING } from "@portal/schemas/ui/ui-constants";
import { Suspense, useEffect, useState } from "react";
import { lazyWithProviders } from "../../lib/with-providers";

// The popup (Mantine modal, tRPC query) is its own chunk, fetched only after the delay: the first load stays small.
const HomePopup = lazyWithProviders(() => import("../contents/popup/home-popup"), "HomePopup");

/** Spec 02 §4: popups show only on home, after 2 s. */
export function HomePopupSlot() {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), TIMING.popupDelayMs);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <HomePopup />
    </Suspense>
  );
}
