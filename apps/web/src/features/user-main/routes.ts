import { lazyPage } from "../../routes/lazy-page";
import { PATHS } from "../../routes/paths";
import { LOGIN, type TFeatureRoutes } from "../../routes/route-entry";

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
