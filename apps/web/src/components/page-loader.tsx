import classes from "./page-loader.module.css";
import ui from "./shell-ui.module.css";

/** The spinner a page shows while its chunk or its data loads, announced to screen readers. */
export function PageLoader() {
  return (
    <div className={classes.loader} role="status" aria-live="polite">
      <span className={ui.spinner} aria-hidden="true" />
      <span className="visually-hidden">Cargando…</span>
    </div>
  );
}
