import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { staff, type TFeatureRoutes } from "../../app/route-entry";

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
