import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";

export const contactRoutes: TFeatureRoutes = () => [
  { page: "contact", path: PATHS.contact, access: PUBLIC, title: "Contáctenos", component: lazyPage(() => import("./contact-page"), "ContactPage") },
];
