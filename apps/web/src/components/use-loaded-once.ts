import { useEffect, useState } from "react";

/**
 * True from the first time `needed` is true: a lazily loaded modal stays mounted afterwards, so closing it is a
 * transition Mantine sees (focus goes back to the control that opened it) rather than an unmount.
 */
export function useLoadedOnce(needed: boolean): boolean {
  const [loaded, setLoaded] = useState(needed);
  useEffect(() => {
    if (needed) setLoaded(true);
  }, [needed]);
  return loaded || needed;
}

/**
 * False on the first render, true after: a modal that mounts already open must first render closed, or Mantine
 * does not record the element to give focus back to (its focus return runs on the closed → open update).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
