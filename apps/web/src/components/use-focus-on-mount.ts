import { useEffect, useRef } from "react";

/**
 * Moves focus to the element when it first shows (a confirmation or a result replacing a form), so keyboard and
 * screen-reader users land on the news instead of the page body (WCAG 2.4.3). The element needs tabIndex={-1}.
 */
export function useFocusOnMount<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus({ preventScroll: false });
  }, [enabled]);
  return ref;
}
