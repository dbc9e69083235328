import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { staff, type TFeatureRoutes } from "../../app/route-entry";

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
