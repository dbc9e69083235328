import { lazy, Suspense } from "react";
import { afterShellPaint } from "../../lib/shell-paint";
import { loadProviders, wrapInProviders } from "../../lib/with-providers";

/**
 * The footer's logos load on their own (and their data with the home's call, through the data clients), never with the
 * shell: only once it has been painted.
 */
const FooterLogos = lazy(() =>
  afterShellPaint()
    .then(() => Promise.all([import("./footer-logos"), loadProviders()]))
    .then(([module, providers]) => ({ default: wrapInProviders(module.FooterLogos, providers) })),
);

export function FooterLogosSlot() {
  return (
    <Suspense fallback={null}>
      <FooterLogos />
    </Suspense>
  );
}
