import { useAtomValue } from "jotai";
import { Suspense, useEffect, useState } from "react";
import { pendingToastsAtom } from "../lib/notify";
import { lazyWithProviders } from "../lib/with-providers";

const Toaster = lazyWithProviders(() => import("./toaster"), "Toaster");

/** Loads the notifications system when the first toast is asked for, not on the home page's first load. */
export function ToastHost() {
  const pending = useAtomValue(pendingToastsAtom);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (pending.length > 0) setNeeded(true);
  }, [pending.length]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
