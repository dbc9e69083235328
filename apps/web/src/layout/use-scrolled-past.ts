import { useEffect, useState } from "react";

/** True once the page has scrolled past `px` (checked once per animation frame). */
export function useScrolledPast(px: number): boolean {
  // Not read on mount: window.scrollY there forces the page's first layout early (~150 ms on a slow phone). A page
  // opened already scrolled (a restored scroll position) gets a scroll event, and that checks it.
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > px);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
