import { SCROLL } from "@portal/schemas/ui/ui-constants";
import { ArrowUpIcon } from "../components/icons";
import classes from "./layout.module.css";
import { useScrolledPast } from "./use-scrolled-past";

/** Appears after 25 px of scroll; takes the reader back to the top. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL.scrollTopButtonAfterPx);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={classes.scrollTop}
      aria-label="Volver arriba"
      onClick={() => {
        const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
