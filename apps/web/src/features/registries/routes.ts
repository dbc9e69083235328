import { lazyPage } from "../../routes/lazy-page";
import { staff, type TFeatureRoutes } from "../../routes/route-entry";
import { shortcutPermissions } from "../admin/admin-shortcuts";

const ADMIN = "/administrador/registros";

export const registryRoutes: TFeatureRoutes = () => [
  {
    page: "registriesAdmin",
    path: ADMIN,
    access: staff(shortcutPermissions(ADMIN)),
    title: "Registros de certificados",
    component: lazyPage(() => import("./registries-page"), "RegistriesPage"),
  },
];
