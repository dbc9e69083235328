import { lazyPage } from "../../routes/lazy-page";
import { PATHS } from "../../routes/paths";
import { PUBLIC, staff, type TFeatureRoutes } from "../../routes/route-entry";
import { shortcutPermissions } from "../admin/admin-shortcuts";
import { MENU_EDITOR_PATH } from "./menu-paths";

/**
 * /menu/ is the menu panel every visitor reaches (groups and items, related sites, QR code; the admin shortcuts for
 * staff); the editor is for the Menus permission and loads on demand.
 */
export const menuRoutes: TFeatureRoutes = () => [
  { page: "menu", path: PATHS.menu, access: PUBLIC, title: "Menú", component: lazyPage(() => import("./menu-page"), "MenuPage") },
  {
    page: "menuEditor",
    path: MENU_EDITOR_PATH,
    access: staff(shortcutPermissions(MENU_EDITOR_PATH)),
    title: "Editor del menú",
    component: lazyPage(() => import("./menu-editor-page"), "MenuEditorPage"),
  },
];
