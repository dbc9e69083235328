import { PQR_REPORT_PATH } from "@portal/schemas/transparency/transparency-paths";
import { lazyPage } from "../../app/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";

export const pqrdsReportsRoutes: TFeatureRoutes = () => [
  {
    page: "pqrdsReports",
    path: PQR_REPORT_PATH,
    access: PUBLIC,
    title: "Informe de PQRDS",
    component: lazyPage(() => import("./published-reports-page"), "PublishedReportsPage"),
  },
];
