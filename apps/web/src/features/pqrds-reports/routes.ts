import { PQR_REPORT_PATH } from "@portal/schemas/transparency/transparency-paths";
import { lazyPage } from "../../routes/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../routes/route-entry";

export const pqrdsReportsRoutes: TFeatureRoutes = () => [
  {
    page: "pqrdsReports",
    path: PQR_REPORT_PATH,
    access: PUBLIC,
    title: "Informe de PQRDS",
    component: lazyPage(() => import("./published-reports-page"), "PublishedReportsPage"),
  },
];
