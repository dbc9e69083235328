import { useEffect, useState } from "react";

/** True once the page has scrolled past `px` (checked once per animation frame). */
export function useScrolledPast(px: number): boolean {
  // Not read on mount: window.scrollY there would force a layout before the first paint. The first check runs in the
  // next animation frame, when the layout is done anyway.
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
    onScroll();
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [px]);
  return past;
}
