import { lazyPage } from "../../app/lazy-page";
import { PATHS } from "../../app/paths";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";
import { NotFoundPage } from "./not-found-page";
import { ServerErrorPage } from "./server-error-page";

/** The error pages are part of the first load: they must show even when chunks cannot be downloaded. */
export const errorRoutes: TFeatureRoutes = () => [
  { page: "notFound", path: PATHS.notFound, access: PUBLIC, component: NotFoundPage, title: "Página no encontrada", noIndex: true },
  { page: "serverError", path: PATHS.serverError, access: PUBLIC, component: ServerErrorPage, title: "Error", noIndex: true },
  // Spec 01 §2 "/external: goes back in history" (a lazy chunk: nothing on the first load needs it).
  { page: "goBack", path: PATHS.goBack, access: PUBLIC, component: lazyPage(() => import("./go-back-page"), "GoBackPage"), title: null, noIndex: true },
];
