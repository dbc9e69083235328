import { lazy, type ComponentType } from "react";
import type { TPermission } from "@portal/schemas/accounts/permissions";

/**
 * The comment administration screens, joined into the route table (routes/route-table.ts) and the router's page map
 * (routes/router.tsx). Lazy chunks; this file stays free of zod and Mantine.
 */
export type TCommentPageId = "participation" | "commentsAdmin" | "feedbackAdmin";

export const COMMENT_ADMIN_PATHS = {
  /** spec silent: the moderation screen of comment administrators (permission Comments). */
  comments: "/administrador/comentarios",
  /** spec 02 §2 / 03 §2: the feedback shortcut (permission Feedback). */
  feedback: "/administrador/feedback-usuarios",
} as const;

type TEntry = { page: TCommentPageId; path: string; access: { kind: "staff"; permissions: readonly TPermission[] } };

export const COMMENT_ROUTES: readonly TEntry[] = [
  { page: "commentsAdmin", path: COMMENT_ADMIN_PATHS.comments, access: { kind: "staff", permissions: ["Comments"] } },
  { page: "feedbackAdmin", path: COMMENT_ADMIN_PATHS.feedback, access: { kind: "staff", permissions: ["Feedback"] } },
];

/** /{comment route}/{alias}: the participation page (the segment is the setting routes.comment). */
export const participationRoute = (commentSegment: string) => ({ page: "participation" as const, path: `/${commentSegment}/:alias`, access: { kind: "public" as const } });

/** Admin shortcuts whose route these entries provide (the generic shortcut routes skip them). */
export const COMMENT_STAFF_PATHS: ReadonlySet<string> = new Set(Object.values(COMMENT_ADMIN_PATHS));

const named = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazy(() => load().then((m) => ({ default: m[name] })));

export const COMMENT_PAGES: Record<TCommentPageId, ComponentType> = {
  participation: named(() => import("./participation-page"), "ParticipationPage"),
  commentsAdmin: named(() => import("./admin-comments-page"), "AdminCommentsPage"),
  feedbackAdmin: named(() => import("./admin-feedback-page"), "AdminFeedbackPage"),
};
