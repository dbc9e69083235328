import { shortcutPermissions } from "../../app/admin-shortcuts";
import { lazyPage } from "../../app/lazy-page";
import { segmentPath } from "../../app/paths";
import { PUBLIC, staff, type TFeatureRoutes } from "../../app/route-entry";

/** spec silent: the moderation screen of comment administrators (permission Comments). */
const COMMENTS_ADMIN = "/administrador/comentarios";
/** spec 02 §2 / 03 §2: the feedback shortcut (permission Feedback). */
const FEEDBACK_ADMIN = "/administrador/feedback-usuarios";

/** /{comment route}/{alias} is the participation page (the segment is the setting routes.comment). */
export const commentRoutes: TFeatureRoutes = ({ routes }) => [
  {
    page: "participation",
    path: `${segmentPath(routes.comment)}/:alias`,
    access: PUBLIC,
    title: "Participa",
    component: lazyPage(() => import("./participation-page"), "ParticipationPage"),
  },
  {
    page: "commentsAdmin",
    path: COMMENTS_ADMIN,
    access: staff(shortcutPermissions(COMMENTS_ADMIN)),
    title: "Comentarios",
    component: lazyPage(() => import("./admin-comments-page"), "AdminCommentsPage"),
  },
  {
    page: "feedbackAdmin",
    path: FEEDBACK_ADMIN,
    access: staff(shortcutPermissions(FEEDBACK_ADMIN)),
    title: "Retroalimentación de usuarios",
    component: lazyPage(() => import("./admin-feedback-page"), "AdminFeedbackPage"),
  },
];
