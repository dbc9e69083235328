import { Navigate, useLocation, useParams } from "react-router";
import { sectionPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";

/**
 * /tema/{seed}/{id?}/{subid?} while the tag route setting is another word (spec 02/03 §2 "admin link to a section"):
 * the same section under the current tag route, with its category, sub-category, query and anchor.
 */
export function SectionSeedRedirect() {
  const routes = useContentRoutes();
  const { alias = "", id, subid } = useParams();
  const { search, hash } = useLocation();
  const rest = [id, subid]
    .filter((s): s is string => Boolean(s))
    .map((s) => `/${encodeURIComponent(s)}`)
    .join("");
  return <Navigate replace to={`${sectionPath(routes, alias)}${rest}${search}${hash}`} />;
}
