import { lazyPage } from "../../routes/lazy-page";
import { segmentPath } from "../../routes/paths";
import { LOGIN, type TFeatureRoutes } from "../../routes/route-entry";

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
