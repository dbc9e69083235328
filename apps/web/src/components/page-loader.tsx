import { Loader } from "@mantine/core";
import classes from "./page-loader.module.css";

/** The spinner a page shows while its chunk or its data loads, announced to screen readers. */
export function PageLoader() {
  return (
    <div className={classes.loader} role="status" aria-live="polite">
      <Loader aria-hidden="true" />
      <span className="visually-hidden">Cargando…</span>
    </div>
  );
}
