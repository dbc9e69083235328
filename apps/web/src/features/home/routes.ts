import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";
import { HomePage } from "./home-page";

/** The home page is part of the first load (no chunk to wait for on the most visited page). */
export const homeRoutes: TFeatureRoutes = () => [
  { page: "home", path: PATHS.home, access: PUBLIC, component: HomePage, title: null },
  { page: "branches", path: PATHS.branches, access: PUBLIC, component: lazyPage(() => import("./branches-page"), "BranchesPage"), title: "Sucursales" },
];
