/** The menu editor's page (spec silent on its path: it sits with the other admin pages). */
export const MENU_EDITOR_PATH = "/administrador/menus";
