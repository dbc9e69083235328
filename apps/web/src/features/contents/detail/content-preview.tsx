import { Fragment } from "react";
import { useParams } from "react-router";
import { PageLoader } from "../../../components/page-loader";
import { peekPageData } from "../../../lib/page-data";
import { crumb } from "../content-paths";
import classes from "./content-preview.module.css";

/**
 * What a publication's page shows while its chunk loads on the first visit: its title and summary from the data the
 * HTML carries (lib/page-data.ts), in plain markup drawn like the page's top, so a citizen on a slow phone reads them
 * as soon as the shell paints; the page then takes their place. Without that data, the usual loader.
 */
export function ContentPreview() {
  const { alias } = useParams();
  const content = peekPageData("contents.detail", { friendlyName: alias ?? "" });
  if (!content) return <PageLoader />;
  const section = content.tags[0]?.name;
  const crumbs = section ? ["Inicio", section, content.name] : ["Inicio", content.name];
  return (
    <div className={classes.preview} aria-busy="true">
      <div className={classes.crumbs}>
        {crumbs.map((text, i) => (
          <Fragment key={i}>
            {i > 0 && <span className={classes.separator}>/</span>}
            <span className={classes.crumb} data-link={i < crumbs.length - 1 || undefined}>
              {crumb(text)}
            </span>
          </Fragment>
        ))}
      </div>
      <div className={classes.heading}>
        <div className={classes.badgeRow} />
        <h1 className={classes.title}>{content.name}</h1>
        <div className={classes.dateRow} />
      </div>
      {content.description && <p className={classes.description}>{content.description}</p>}
      <span className="visually-hidden" role="status">
        Cargando…
      </span>
    </div>
  );
}
