import { Suspense } from "react";
import { lazyWithProviders } from "../../lib/with-providers";

/**
 * The footer's logos load on their own (and their data with the home's call, through the data clients), never with the
 * shell: only once it has been painted.
 */
const FooterLogos = lazyWithProviders(() => import("./footer-logos"), "FooterLogos");

export function FooterLogosSlot() {
  return (
    <Suspense fallback={null}>
      <FooterLogos />
    </Suspense>
  );
}
