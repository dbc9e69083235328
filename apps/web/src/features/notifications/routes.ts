import { lazyPage } from "../../routes/lazy-page";
import { LOGIN, type TFeatureRoutes } from "../../routes/route-entry";
import { segmentPath } from "../../routes/paths";

/** The segment is a setting (routes.notifications). */
export const notificationRoutes: TFeatureRoutes = ({ routes }) => [
  {
    page: "notifications", path: segmentPath(routes.notifications), access: LOGIN, title: "Notificaciones",
    component: lazyPage(() => import("./notifications-page"), "NotificationsPage"),
  },
];
