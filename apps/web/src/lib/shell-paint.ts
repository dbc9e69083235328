import { useEffect } from "react";

let open: () => void = () => {};

/**
 * Resolves once the first screen's shell (header, footer, cookie notice and the page's loader) has been painted. A
 * page's chunk and Mantine wait for it on the first load: evaluated before that paint they delayed it (the PQRDS form
 * and zod ≈ 370 ms of a 4×-slowed phone's main thread), and Lighthouse counts every download begun before the first
 * paint in that paint's time.
 */
export const shellPainted = new Promise<void>((resolve) => {
  open = resolve;
});

/** Opens `shellPainted` (the layout does, after its first commit; tests that render a page alone do it themselves). */
export function markShellPainted(): void {
  open();
}

/** The layout marks its first paint: just after the frame that follows its first commit (or after a second, in a tab that paints no frames). */
export function useMarkShellPainted(): void {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(markShellPainted, 0));
    const fallback = setTimeout(markShellPainted, 1000);
    return () => clearTimeout(fallback);
  }, []);
}
