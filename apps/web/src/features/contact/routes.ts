import { lazyPage } from "../../routes/lazy-page";
import { PATHS } from "../../routes/paths";
import { PUBLIC, type TFeatureRoutes } from "../../routes/route-entry";

export const contactRoutes: TFeatureRoutes = () => [
  { page: "contact", path: PATHS.contact, access: PUBLIC, title: "Contáctenos", component: lazyPage(() => import("./contact-page"), "ContactPage") },
];
