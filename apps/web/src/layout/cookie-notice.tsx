import { COOKIE_NOTICE } from "@portal/schemas/ui/ui-constants";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PATHS } from "../app/paths";
import ui from "../components/shell-ui.module.css";
import { readStorage, writeStorage } from "../lib/storage";
import classes from "./layout.module.css";

const cookiesAccepted = () => readStorage(COOKIE_NOTICE.storageKey) === "true";

/** The cookie notice stays until accepted; then a cookies flag is stored locally (spec 03 §4). */
export function CookieNotice() {
  const [visible, setVisible] = useState(() => !cookiesAccepted());
  const ref = useRef<HTMLElement>(null);
  // The fixed bar must not hide the end of the page: reserve its height at the bottom while it shows.
  useEffect(() => {
    const bar = ref.current;
    if (!visible || !bar) return;
    const reserve = () => {
      document.body.style.paddingBottom = `${bar.offsetHeight}px`;
      document.documentElement.style.scrollPaddingBottom = `${bar.offsetHeight + 16}px`;
    };
    // A ResizeObserver reports the bar's first size once it is laid out: reading offsetHeight here, on mount, would force
    // a layout before the first paint.
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(reserve);
    if (observer) observer.observe(bar);
    else reserve();
    // A keyboard user tabbing to a control under the bar gets it scrolled into view above the bar (WCAG 2.4.11).
    // Measured on the next frame, after the browser's own scroll into view (which honours scroll-padding-bottom):
    // measuring at focusin, before that scroll, added the browser's distance twice and pushed the control under the
    // fixed header.
    const uncover = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target || bar.contains(target) || typeof target.getBoundingClientRect !== "function") return;
      requestAnimationFrame(() => {
        const overlap = target.getBoundingClientRect().bottom - bar.getBoundingClientRect().top;
        if (overlap > 0) globalThis.scrollBy?.({ top: overlap + 16 });
      });
    };
    document.addEventListener("focusin", uncover);
    return () => {
      observer?.disconnect();
      document.removeEventListener("focusin", uncover);
      document.body.style.paddingBottom = "";
      document.documentElement.style.scrollPaddingBottom = "";
    };
  }, [visible]);
  if (!visible) return null;
  return (
    <section ref={ref} className={classes.cookie} aria-label="Aviso de cookies">
      <div className={`${ui.container} ${classes.cookieInner}`}>
        <p className={classes.cookieText}>{COOKIE_NOTICE.text}</p>
        <button
          type="button"
          className={ui.button}
          data-variant="white"
          onClick={() => {
            writeStorage(COOKIE_NOTICE.storageKey, "true");
            setVisible(false);
          }}
        >
          {COOKIE_NOTICE.accept}
        </button>
        <Link className={ui.button} data-variant="outline-light" to={PATHS.policies}>
          {COOKIE_NOTICE.info}
        </Link>
      </div>
    </section>
  );
}
