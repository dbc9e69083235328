import { lazyPage } from "../../routes/lazy-page";
import { PUBLIC, staff, type TAccess, type TFeatureRoutes, type TRouteEntry } from "../../routes/route-entry";
import { ADMIN_SHORTCUTS } from "../admin/admin-shortcuts";

/** One chunk for every screen of the spec that later work fills; the page shows the route's title as its heading. */
const PendingPage = lazyPage(() => import("./pending-page"), "PendingPage");

const pending = (path: string, title: string, access: TAccess = PUBLIC): TRouteEntry => ({ page: "pending", path, access, title, component: PendingPage });

/**
 * Spec pages that exist (the shell links to some of them) but whose screens are not built yet. When a domain lands
 * its pages, its features/<domain>/routes.ts takes the path and the entry leaves this list.
 */
export const pendingRoutes: TFeatureRoutes = () => [];

/** Every admin shortcut leads somewhere: those no feature routes yet are pending staff pages titled by the shortcut. */
export function pendingShortcutRoutes(routed: ReadonlySet<string>): TRouteEntry[] {
  return ADMIN_SHORTCUTS.filter((s) => !routed.has(s.path)).map((s) => pending(s.path, s.label, staff(s.permissions)));
}
