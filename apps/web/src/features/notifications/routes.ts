import { lazyPage } from "../../app/lazy-page";
import { segmentPath } from "../../app/paths";
import { LOGIN, type TFeatureRoutes } from "../../app/route-entry";

/** The segment is a setting (routes.notifications). */
export const notificationRoutes: TFeatureRoutes = ({ routes }) => [
  {
    page: "notifications",
    path: segmentPath(routes.notifications),
    access: LOGIN,
    title: "Notificaciones",
    component: lazyPage(() => import("./notifications-page"), "NotificationsPage"),
  },
];
