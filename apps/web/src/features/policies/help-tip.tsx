import { lazy, Suspense } from "react";

// Helper tooltips are shown to content administrators only: the tooltip's code and its texts' query load with the
// first one shown, not with every page a visitor opens (issue 28, a phone's first render of a section).
const HelpTipView = lazy(async () => ({ default: (await import("./help-tip-view")).HelpTipView }));

/** A "?" beside a title showing helper tooltip `id` (GET sites/tooltips; spec 02 §6's numeric keys), on hover, focus or touch. */
export function HelpTip({ id }: { id: number }) {
  return (
    <Suspense fallback={null}>
      <HelpTipView id={id} />
    </Suspense>
  );
}
