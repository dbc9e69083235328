import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * A single-page app does not reload on navigation: after each route change, move the scroll position to the top,
 * put the keyboard focus at the start of the main content (the link that was used may be gone), and announce the
 * new page's heading to screen readers.
 */
export function RouteAnnouncer() {
  const location = useLocation();
  const [message, setMessage] = useState("");
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
    const main = document.querySelector<HTMLElement>("main");
    if (main && !document.querySelector("[role=dialog]")) main.focus({ preventScroll: true });
    const id = window.setTimeout(() => {
      const heading = document.querySelector("main h1")?.textContent?.trim();
      setMessage(heading ? `Página: ${heading}` : document.title);
    }, 150);
    return () => window.clearTimeout(id);
  }, [location.pathname]);
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
