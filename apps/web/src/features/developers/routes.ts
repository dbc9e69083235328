import { DEVELOPERS_MESSAGES as M } from "@portal/schemas/developers/developers-messages";
import { lazyPage } from "../../app/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";
import { DEVELOPERS_PATH } from "./developers-paths";

export const developerRoutes: TFeatureRoutes = () => [
  { page: "developers", path: DEVELOPERS_PATH, access: PUBLIC, title: M.title, component: lazyPage(() => import("./developers-page"), "DevelopersPage") },
];
