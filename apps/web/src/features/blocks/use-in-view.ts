import { type RefObject, useEffect, useState } from "react";

/**
 * Whether the element is on the screen of a visible tab: a carousel off-screen (the people's, below the fold of a
 * phone) or in a hidden tab has no one to rotate for, and each turn re-rendered it and repainted the page on the
 * phone's only free core. Without IntersectionObserver (old browsers, jsdom) the element counts as on screen.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === "undefined");
  const [tabVisible, setTabVisible] = useState(() => typeof document === "undefined" || document.visibilityState !== "hidden");
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setOnScreen(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  useEffect(() => {
    const onChange = () => setTabVisible(document.visibilityState !== "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return onScreen && tabVisible;
}
