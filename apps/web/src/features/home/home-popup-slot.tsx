import { lazy, Suspense, useEffect, useState } from "react";
import { TIMING } from "@portal/schemas/ui/ui-constants";

// The popup (Mantine modal, tRPC query) is its own chunk, fetched only after the delay: the first load stays small.
const HomePopup = lazy(() => import("../contents/popup/home-popup").then((m) => ({ default: m.HomePopup })));

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
