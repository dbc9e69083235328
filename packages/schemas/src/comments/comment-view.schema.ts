import { z } from "zod";
import { ZPageOf } from "../common/pagination.ts";
import { COMMENT_MODERATION_ACTIONS, COMMENT_STATUSES, COMMENT_ADMIN_MESSAGES as M } from "./comment-moderation.ts";
import { COMMENT_SHARE_NETWORKS } from "./comment-share.ts";
import { REPORT_TYPES } from "./report.schema.ts";

/**
 * What the comment procedures answer (core/comments/comment-view.ts builds them). The author carries public profile
 * fields only — never the e-mail or any other personal datum; a visitor's comment names nobody.
 */
const ZCommentAuthor = z.union([
  z.object({
    userID: z.null(),
    id: z.null(),
    name: z.literal(M.visitor),
    fullName: z.literal(M.visitor),
    friendlyName: z.null(),
    image: z.null(),
    level: z.number().int(),
    firstsLetter: z.string(),
    isAuthorized: z.boolean(),
  }),
  z.object({
    userID: z.number().int(),
    id: z.number().int(),
    name: z.string(),
    fullName: z.string(),
    friendlyName: z.string(),
    image: z.string().nullable(),
    level: z.number().int(),
    firstsLetter: z.string(),
    isAuthorized: z.boolean(),
  }),
]);

/**
 * A comment without its first replies (a reply), with what the reader may do with it; and a comment of a thread, with
 * its first replies. `when` is the dates' schema: Dates from the database, strings in the hangout's JSON snapshot.
 */
function commentSchemas<TWhen extends z.ZodType<Date | string>>(when: TWhen) {
  const reply = z.object({
    commentID: z.number().int(),
    parentCommentID: z.number().int().nullable(),
    contentID: z.number().int(),
    commentType: z.number().int(),
    value: z.string(),
    valueHtml: z.string().nullable(),
    date: when,
    creationDate: when,
    status: z.enum(COMMENT_STATUSES),
    user: ZCommentAuthor,
    embedUrl: z.string().nullable(),
    codeUrl: z.string().nullable(),
    imageUrl: z.string().nullable(),
    fileUrl: z.string().nullable(),
    fileID: z.string().nullable(),
    countLikes: z.number().int(),
    alreadyLiked: z.boolean(),
    countComments: z.number().int(),
    canEdit: z.boolean(),
    canDelete: z.boolean(),
    canReport: z.boolean(),
  });
  return reply.extend({ firstComments: z.array(reply) });
}
const ZCommentView = commentSchemas(z.date());
/** The comments of a hangout's minute snapshot (read back from Redis as JSON: the dates are strings there). */
export const ZSnapshotCommentView = commentSchemas(z.union([z.date(), z.string()]));
export const ZCommentPage = ZPageOf(ZCommentView);
/** GET contents/{id}/comments: the page and the content's wall type. */
export const ZCommentThreadPage = ZCommentPage.extend({ commentWallType: z.number().int() });
/** GET comments and GET users/{id}/comments: each comment names its content. */
export const ZCommentWithContentPage = ZPageOf(ZCommentView.extend({ content: z.object({ name: z.string(), friendlyName: z.string() }) }));
/** POST comments and PUT comments/{id}: the Spanish notice and the comment as the thread shows it. */
export const ZCommentSaved = z.object({ message: z.string(), comment: ZCommentView });

/** The moderation list's comment: its content, its open reports and the actions its state allows. */
export const ZCommentAdminView = ZCommentView.extend({
  content: z.object({ contentID: z.number().int(), name: z.string(), friendlyName: z.string() }),
  openReports: z.number().int(),
  actions: z.array(z.enum(COMMENT_MODERATION_ACTIONS)),
});
export const ZCommentAdminPage = ZPageOf(ZCommentAdminView);
export const ZCommentModerated = z.object({ message: z.string(), comment: ZCommentAdminView });
/** GET comments/activecount */
export const ZCommentActiveCount = z.object({ pending: z.number().int(), openReports: z.number().int() });
/** POST comments/{id}/like */
export const ZCommentLike = z.object({ alreadyLiked: z.boolean(), countLikes: z.number().int() });
/** POST comments/{id}/shared */
export const ZCommentShared = z.object({ commentID: z.number().int(), network: z.enum(COMMENT_SHARE_NETWORKS), countShared: z.number().int() });

/** GET reports/reasons */
const ZReportReason = z.object({ reasonID: z.number().int(), name: z.string() });
export const ZReportReasons = z.array(ZReportReason);
/** GET reports: a report, its reason and what it is about (the comment's text and state, or the content). */
export const ZReportPage = ZPageOf(
  z.object({
    reportID: z.number().int(),
    ReportType: z.enum(REPORT_TYPES),
    ElementToReportID: z.number().int().nullable(),
    parentCommentID: z.number().int().nullable(),
    reason: ZReportReason,
    Comment: z.string().nullable(),
    createdAt: z.date(),
    resolvedAt: z.date().nullable(),
    resolution: z.string().nullable(),
    reportedComment: z.object({ value: z.string(), status: z.enum(COMMENT_STATUSES) }).nullable(),
    content: z.object({ name: z.string(), friendlyName: z.string() }).nullable(),
  }),
);
