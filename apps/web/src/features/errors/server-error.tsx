import { SERVER_ERROR_PAGE } from "@portal/schemas/errors/error-messages";
import { useEffect } from "react";
import { PATHS } from "../../app/paths";
import ui from "../../components/shell-ui.module.css";
import classes from "./error-page.module.css";

/** The 500 message (the /error page, and the fallback of the app and layout error boundaries); it links home with a full navigation so it also works outside the router. */
export function ServerError({ onRetry }: { onRetry?: () => void }) {
  useEffect(() => {
    document.title = "Error";
  }, []);
  return (
    <div className={classes.page}>
      <p className={classes.code} aria-hidden="true">
        500
      </p>
      <h1 className={classes.title}>{SERVER_ERROR_PAGE.title}</h1>
      <div className={classes.actions}>
        {onRetry && (
          <button type="button" className={ui.button} data-variant="default" data-size="md" onClick={onRetry}>
            Reintentar
          </button>
        )}
        {/* A full navigation: after a failure the app's state is suspect. */}
        <a className={ui.button} data-size="md" href={PATHS.home}>
          {SERVER_ERROR_PAGE.button}
        </a>
      </div>
    </div>
  );
}
