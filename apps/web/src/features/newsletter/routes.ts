import { lazyPage } from "../../routes/lazy-page";
import { PATHS } from "../../routes/paths";
import { PUBLIC, type TFeatureRoutes } from "../../routes/route-entry";

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
