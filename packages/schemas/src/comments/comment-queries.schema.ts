import { z } from "zod";
import { dayRangeShape, refineDayRange } from "../common/day-range.ts";
import { ZPageQuery } from "../common/pagination.ts";
import { zText } from "../complaint-forms/fields.ts";
import { COMMENT_LIMITS as L } from "./comment-messages.ts";
import { COMMENT_MODERATION_ACTIONS, COMMENT_STATUSES, COMMENT_ADMIN_MESSAGES as M } from "./comment-moderation.ts";
import { REPORT_TYPES } from "./report.schema.ts";

const zId = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

/** DELETE comments/{id}, POST comments/{id}/like, GET comments/partialupdate/{id}. */
export const ZCommentId = z.object({ id: zId(M.notFound) });

/** GET contents/{id}/comments: top-level comments of a content, 10 a page, newest first, each with its first 2 replies. */
export const ZCommentThreadQuery = ZPageQuery(L.pageSize, 50).extend({ contentID: zId(M.notFound) });

/** GET comments/{id}/comments: the replies of a comment, 10 a page, oldest first (ChatOrder). */
export const ZCommentRepliesQuery = ZPageQuery(L.pageSize, 50).extend({ id: zId(M.notFound) });

/** GET users/{id}/comments: a user's published comments on contents the reader may see. */
export const ZUserCommentsQuery = ZPageQuery(L.pageSize, 50).extend({ id: zId(M.notFound) });

/** GET comments/listadmin: every comment, filtered by status, content or words, newest first. */
export const ZCommentAdminQuery = ZPageQuery(20).extend({
  status: z.enum(COMMENT_STATUSES).optional(),
  contentID: z.coerce.number().int().positive().optional(),
  keyword: zText(100),
  reported: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
});
export type TCommentAdminQuery = z.input<typeof ZCommentAdminQuery>;

/** PUT comments/partialupdate/{id}: approve, reject or hide. */
export const ZCommentModerate = z.object({ id: zId(M.notFound), action: z.enum(COMMENT_MODERATION_ACTIONS, { error: M.moveRefused }) });

/** GET reports (comment administrators): open reports first, or the resolved ones. */
export const ZReportAdminQuery = ZPageQuery(20).extend({
  resolved: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  reportType: z.enum(REPORT_TYPES).optional(),
});

/** PUT reports/{id}/resolve: a note (≤ 200) and, for a reported comment, whether to hide it. */
export const ZReportResolve = z.object({
  id: zId(M.reportNotFound),
  resolution: zText(L.reportCommentMax * 2).refine((v) => v === null || v.length <= L.reportCommentMax, {
    error: `Debes ingresar máximo ${L.reportCommentMax} caracteres`,
  }),
  hideComment: z.boolean().optional(),
});

/** The filters of /administrador/feedback-usuarios: page (exact friendlyName or words of its name), yes/no, Bogotá days. */
const FEEDBACK_FILTERS = {
  friendlyName: zText(300),
  content: zText(150),
  helped: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).optional(),
  ...dayRangeShape,
};

/** GET feedback / GET suggestions (Feedback permission). */
export const ZFeedbackAdminQuery = ZPageQuery(20).extend(FEEDBACK_FILTERS).superRefine(refineDayRange);

/** GET feedback/downloadtoken: the same filters, for the .xlsx of every matching answer. */
export const ZFeedbackExportQuery = z.object(FEEDBACK_FILTERS).superRefine(refineDayRange);
export type TFeedbackExportQuery = z.output<typeof ZFeedbackExportQuery>;
export const ZSuggestionAdminQuery = ZPageQuery(20);
/** GET feedback/mine?friendlyName (spec 02 §7 "feedback get (friendlyName, userId, isLoggin…)"): the caller's answer on a page. */
export const ZMyFeedbackQuery = z.object({ friendlyName: z.string().trim().min(1).max(300) });

/** GET comments: the newest published comments of the portal on open walls of contents the reader may see, 10 a page. */
export const ZRecentCommentsQuery = ZPageQuery(L.pageSize, 50);
