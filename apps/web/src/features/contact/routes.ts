import { lazyPage } from "../../routes/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS } from "../../routes/paths";

export const contactRoutes: TFeatureRoutes = () => [
  { page: "contact", path: PATHS.contact, access: PUBLIC, title: "Contáctenos", component: lazyPage(() => import("./contact-page"), "ContactPage") },
];
