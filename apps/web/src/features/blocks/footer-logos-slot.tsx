import { lazy, Suspense } from "react";

/** The footer's logos load on their own (and their data with the home's call), never with the shell. */
const FooterLogos = lazy(() => import("./footer-logos").then((m) => ({ default: m.FooterLogos })));

export function FooterLogosSlot() {
  return (
    <Suspense fallback={null}>
      <FooterLogos />
    </Suspense>
  );
}
