import { NOT_FOUND_PAGE } from "@portal/schemas/errors/error-messages";
import { Link } from "react-router";
import { PATHS } from "../../app/paths";
import ui from "../../components/shell-ui.module.css";
import classes from "./error-page.module.css";

export function NotFoundPage() {
  return (
    <div className={classes.page}>
      <p className={classes.code} aria-hidden="true">
        404
      </p>
      <h1 className={classes.title}>{NOT_FOUND_PAGE.title}</h1>
      <p className={classes.text}>Es posible que la dirección esté mal escrita o que la página ya no exista.</p>
      <Link className={ui.button} data-size="md" to={PATHS.home}>
        {NOT_FOUND_PAGE.button}
      </Link>
    </div>
  );
}
