import { holdsPermission } from "@portal/schemas/accounts/permissions";

/** Who reads the menu: private entries need a login; inactive ones (and the editor) need the Menus permission. */
export type TMenuViewer = { loggedIn: boolean; canManageMenus: boolean };

/** Administrator counts as Menus, as it does for every staff page of the web app. */
export function menuViewer(user: { permissions: readonly string[] } | null): TMenuViewer {
  if (!user) return { loggedIn: false, canManageMenus: false };
  return { loggedIn: true, canManageMenus: holdsPermission(user.permissions, "Menus") };
}
