import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";

export const newsletterRoutes: TFeatureRoutes = () => [
  {
    page: "unsubscribe",
    path: PATHS.unsubscribe,
    access: PUBLIC,
    noIndex: true,
    title: "Darme de baja",
    component: lazyPage(() => import("./unsubscribe-page"), "UnsubscribePage"),
  },
  {
    page: "newsletterConfirm",
    path: `${PATHS.newsletterConfirm}/:token`,
    access: PUBLIC,
    noIndex: true,
    title: "Confirmación de la suscripción al boletín",
    component: lazyPage(() => import("./newsletter-confirm-page"), "NewsletterConfirmPage"),
  },
];
