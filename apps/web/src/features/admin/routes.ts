import { lazyPage } from "../../routes/lazy-page";
import { staff, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS } from "../../routes/paths";
import { ADMINISTRATOR_PAGES, shortcutPermissions } from "./admin-shortcuts";

/** spec silent: the staff administration pages (users and permissions, audit log: Administrator; settings: Settings). */
const [USERS, AUDIT] = ADMINISTRATOR_PAGES;
const SETTINGS = "/administrador/configuracion";
const ADMINISTRATOR = staff(["Administrator"]);

/** The admin panel; /menu (the menu panel with the admin shortcuts) belongs to features/menus. */
export const adminRoutes: TFeatureRoutes = () => [
  {
    page: "admin", path: PATHS.admin, access: staff(shortcutPermissions(PATHS.admin)), title: "Panel de administración",
    component: lazyPage(() => import("./admin-panel-page"), "AdminPanelPage"),
  },
  {
    page: "usersAdmin", path: USERS, access: ADMINISTRATOR, title: "Usuarios y permisos",
    component: lazyPage(() => import("./users-admin-page"), "UsersAdminPage"),
  },
  {
    page: "auditLog", path: AUDIT, access: ADMINISTRATOR, title: "Registro de auditoría",
    component: lazyPage(() => import("./audit-log-page"), "AuditLogPage"),
  },
  {
    page: "settingsEditor", path: SETTINGS, access: staff(shortcutPermissions(SETTINGS)), title: "Configuración del portal",
    component: lazyPage(() => import("./settings-editor-page"), "SettingsEditorPage"),
  },
];
