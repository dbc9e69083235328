import { lazyPage } from "../../app/lazy-page";
import { PATHS, segmentPath } from "../../app/paths";
import { LOGIN, type TFeatureRoutes } from "../../app/route-entry";

/**
 * /mi-perfil/, and under the user route setting the community list and each member's public profile (spec 03 §2),
 * both for logged-in users only (issue 26: the list was a public directory of every member).
 */
export const profileRoutes: TFeatureRoutes = ({ routes }) => [
  { page: "profile", path: PATHS.profile, access: LOGIN, title: "Mi perfil", component: lazyPage(() => import("./profile-page"), "ProfilePage") },
  {
    page: "community",
    path: segmentPath(routes.user),
    access: LOGIN,
    title: "Comunidad",
    component: lazyPage(() => import("./community-page"), "CommunityPage"),
  },
  {
    page: "publicProfile",
    path: `${segmentPath(routes.user)}/:alias`,
    access: LOGIN,
    title: "Perfil público",
    component: lazyPage(() => import("./public-profile-page"), "PublicProfilePage"),
  },
];
