import { lazyPage } from "../../routes/lazy-page";
import { PATHS } from "../../routes/paths";
import { staff, type TFeatureRoutes } from "../../routes/route-entry";
import { shortcutPermissions } from "./admin-shortcuts";

/** spec silent: the settings editor (Settings); users, permissions and the audit log are tabs of the panel (Administrator). */
const SETTINGS = "/administrador/configuracion";

/** The admin panel; /menu (the menu panel with the admin shortcuts) belongs to features/menus. */
export const adminRoutes: TFeatureRoutes = () => [
  {
    page: "admin",
    path: PATHS.admin,
    access: staff(shortcutPermissions(PATHS.admin)),
    title: "Panel de administración",
    component: lazyPage(() => import("./admin-panel-page"), "AdminPanelPage"),
  },
  {
    page: "settingsEditor",
    path: SETTINGS,
    access: staff(shortcutPermissions(SETTINGS)),
    title: "Configuración del portal",
    component: lazyPage(() => import("./settings-editor-page"), "SettingsEditorPage"),
  },
];
