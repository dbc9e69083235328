import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, staff, type TFeatureRoutes } from "../../app/route-entry";
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
