import { lazyPage } from "../../app/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";
import { SITE_MAP_PATH } from "./site-map-paths";

export const siteMapRoutes: TFeatureRoutes = () => [
  { page: "siteMap", path: SITE_MAP_PATH, access: PUBLIC, title: "Mapa del sitio", component: lazyPage(() => import("./site-map-page"), "SiteMapPage") },
];
