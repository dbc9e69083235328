import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { LOGIN, type TFeatureRoutes } from "../../app/route-entry";

/** The main users' update-data wizard (spec 03 §4); the page itself decides which records the person may fill. */
export const userMainRoutes: TFeatureRoutes = () => [
  {
    page: "updateData",
    path: PATHS.updateData,
    access: LOGIN,
    title: "Actualiza tus datos",
    component: lazyPage(() => import("./update-data-page"), "UpdateDataPage"),
  },
];
