import { lazyPage } from "../../routes/lazy-page";
import { LOGIN, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS } from "../../routes/paths";

export const profileRoutes: TFeatureRoutes = () => [
  { page: "profile", path: PATHS.profile, access: LOGIN, title: "Mi perfil", component: lazyPage(() => import("./profile-page"), "ProfilePage") },
];
