import { lazyPage } from "../../routes/lazy-page";
import { LOGIN, PUBLIC, type TFeatureRoutes } from "../../routes/route-entry";
import { PATHS, segmentPath } from "../../routes/paths";

/** /mi-perfil/, and under the user route setting the community list and each member's public profile (spec 03 §2). */
export const profileRoutes: TFeatureRoutes = ({ routes }) => [
  { page: "profile", path: PATHS.profile, access: LOGIN, title: "Mi perfil", component: lazyPage(() => import("./profile-page"), "ProfilePage") },
  { page: "community", path: segmentPath(routes.user), access: PUBLIC, title: "Comunidad", component: lazyPage(() => import("./community-page"), "CommunityPage") },
  {
    page: "publicProfile", path: `${segmentPath(routes.user)}/:alias`, access: PUBLIC, title: "Perfil público",
    component: lazyPage(() => import("./public-profile-page"), "PublicProfilePage"),
  },
];
