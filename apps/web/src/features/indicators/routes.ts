import { lazyPage } from "../../app/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";
import { INDICATORS_PATH, STATISTICS_PATH } from "./indicator-paths";

export const indicatorRoutes: TFeatureRoutes = () => [
  { page: "indicators", path: INDICATORS_PATH, access: PUBLIC, title: "Indicadores", component: lazyPage(() => import("./indicators-page"), "IndicatorsPage") },
  {
    page: "statistics",
    path: STATISTICS_PATH,
    access: PUBLIC,
    title: "Estadísticas",
    component: lazyPage(() => import("./statistics-page"), "StatisticsPage"),
  },
];
