import { lazyPage } from "../../routes/lazy-page";
import { PUBLIC, staff, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS } from "../../routes/paths";
import { shortcutPermissions } from "./admin-shortcuts";

/** /menu lists the shortcuts the visitor may use (none for a citizen), so it is public. */
export const adminRoutes: TFeatureRoutes = () => [
  { page: "menu", path: PATHS.menu, access: PUBLIC, title: "Menú de administración", component: lazyPage(() => import("./menu-page"), "MenuPage") },
  {
    page: "admin", path: PATHS.admin, access: staff(shortcutPermissions(PATHS.admin)), title: "Panel de administración",
    component: lazyPage(() => import("./admin-panel-page"), "AdminPanelPage"),
  },
];
