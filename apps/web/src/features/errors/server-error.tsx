import { Button } from "@mantine/core";
import { useEffect } from "react";
import { SERVER_ERROR_PAGE } from "@portal/schemas/errors/error-messages";
import { PATHS } from "../../routes/paths";
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
          <Button variant="default" onClick={onRetry}>
            Reintentar
          </Button>
        )}
        {/* A full navigation: after a failure the app's state is suspect. */}
        <Button component="a" href={PATHS.home} size="md">
          {SERVER_ERROR_PAGE.button}
        </Button>
      </div>
    </div>
  );
}
