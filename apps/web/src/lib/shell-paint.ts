import { useEffect } from "react";

let open: () => void = () => {};

/**
 * Resolves once the first screen's shell (header, footer, cookie notice and the page's loader) has been painted. A
 * page's chunk and Mantine wait for it on the first load: evaluated before that paint they delayed it (the PQRDS form
 * and zod ≈ 370 ms of a 4×-slowed phone's main thread), and Lighthouse counts every download begun before the first
 * paint in that paint's time.
 */
const shellPainted = new Promise<void>((resolve) => {
  open = resolve;
});

/** A task of its own: what follows runs after the browser has had a chance to paint and answer input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `shellPainted`, then a task of its own. Every lazy part of the first screen (the page, the providers, the footer's
 * logos, the header's menus) starts its download as the shell is painted, and each start preloads its chunks (a
 * <link> per chunk, which the browser handles there and then): awaiting `shellPainted` itself, they all ran in the one
 * task that opened it, 107–119 ms of a 4×-slowed phone's main thread right after the first paint (issue 28). Each in
 * its own task, the browser can answer a tap in between.
 */
export const afterShellPaint = (): Promise<void> => shellPainted.then(nextTask);

/** Opens `shellPainted` (the layout does, after its first commit; tests that render a page alone do it themselves). */
export function markShellPainted(): void {
  open();
}

/**
 * The layout marks its first paint: when the browser reports its first contentful paint (a frame that has been
 * presented, not only drawn: a request begun in between still counted in Lighthouse's paint time, the home's LCP
 * 2.4 s against its FCP 2.0 s), or, where paint timing is not reported, just after the frame that follows its first
 * commit; after a second at most (a tab that paints no frames).
 */
export function useMarkShellPainted(): void {
  useEffect(() => {
    const fallback = setTimeout(markShellPainted, 1000);
    const reportsPaints = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
    if (!reportsPaints) {
      requestAnimationFrame(() => setTimeout(markShellPainted, 0));
      return () => clearTimeout(fallback);
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(markShellPainted, 0);
    });
    // Buffered: a paint that happened before the layout mounted (the loading screen) is reported at once.
    observer.observe({ type: "paint", buffered: true });
    return () => {
      clearTimeout(fallback);
      observer.disconnect();
    };
  }, []);
}
