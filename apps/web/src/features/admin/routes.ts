import { lazyPage } from "../../routes/lazy-page";
import { staff, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS } from "../../routes/paths";
import { shortcutPermissions } from "./admin-shortcuts";

/** spec silent: the staff administration pages the panel links to (users and permissions, audit log, settings). */
const USERS = "/administrador/usuarios";
const AUDIT = "/administrador/auditoria";
const SETTINGS = "/administrador/configuracion";

/** The admin panel; /menu (the menu panel with the admin shortcuts) belongs to features/menus. */
export const adminRoutes: TFeatureRoutes = () => [
  {
    page: "admin", path: PATHS.admin, access: staff(shortcutPermissions(PATHS.admin)), title: "Panel de administración",
    component: lazyPage(() => import("./admin-panel-page"), "AdminPanelPage"),
  },
  {
    page: "usersAdmin", path: USERS, access: staff(shortcutPermissions(USERS)), title: "Usuarios y permisos",
    component: lazyPage(() => import("./users-admin-page"), "UsersAdminPage"),
  },
  {
    page: "auditLog", path: AUDIT, access: staff(shortcutPermissions(AUDIT)), title: "Registro de auditoría",
    component: lazyPage(() => import("./audit-log-page"), "AuditLogPage"),
  },
  {
    page: "settingsEditor", path: SETTINGS, access: staff(shortcutPermissions(SETTINGS)), title: "Configuración del portal",
    component: lazyPage(() => import("./settings-editor-page"), "SettingsEditorPage"),
  },
];
