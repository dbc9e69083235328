import { commentActor } from "@portal/core/comments/comment-actor";
import { listRecentComments, listReplies, listThread, listUserComments } from "@portal/core/comments/comment-thread";
import { commentActiveCount, commentAdminDetail, listCommentsAdmin, moderateComment } from "@portal/core/comments/moderate-comments";
import { addReport, listReports, reportReasons, resolveReport } from "@portal/core/comments/reports";
import { shareComment } from "@portal/core/comments/share-comment";
import { deleteComment, editComment, likeComment, postComment } from "@portal/core/comments/write-comment";
import type { ZComment, ZCommentEdit } from "@portal/schemas/comments/comment.schema";
import {
  ZCommentAdminQuery,
  ZCommentId,
  ZCommentModerate,
  ZCommentRepliesQuery,
  ZCommentThreadQuery,
  ZRecentCommentsQuery,
  ZReportAdminQuery,
  ZReportResolve,
  ZUserCommentsQuery,
} from "@portal/schemas/comments/comment-queries.schema";
import { ZCommentShare } from "@portal/schemas/comments/comment-share";
import {
  ZCommentActiveCount,
  ZCommentAdminPage,
  ZCommentAdminView,
  ZCommentLike,
  ZCommentModerated,
  ZCommentPage,
  ZCommentSaved,
  ZCommentShared,
  ZCommentThreadPage,
  ZCommentWithContentPage,
  ZReportPage,
  ZReportReasons,
} from "@portal/schemas/comments/comment-view.schema";
import { ZReport } from "@portal/schemas/comments/report.schema";
import { ZMessage } from "@portal/schemas/common/ok";
import { z } from "zod";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";

const moderate = () => staffProcedure("Comments");
/**
 * Comment bodies are parsed in core (the reply rule depends on parentCommentID), typed here for the client: z.custom,
 * since a second parse of a parsed comment (its text already neutralized and cleaned) is not proven to give the same
 * value; the edit's id is parsed alone before the text. The REST rows document them (documentedInput).
 */
const zCommentInput = z.custom<z.input<typeof ZComment>>((v) => typeof v === "object" && v !== null);
const zCommentEditInput = z.custom<{ id: number } & z.input<typeof ZCommentEdit>>((v) => typeof v === "object" && v !== null);

/** Reports (spec 02 §7 "reports get reasons, add, resolve"): logged users report, comment administrators resolve. */
const reportsRouter = router({
  /** GET reports/reasons */
  reasons: publicProcedure.output(ZReportReasons).query(({ ctx }) => reportReasons(ctx.deps)),
  /** POST reports */
  add: authedProcedure
    .meta({ rateLimit: "report" })
    .input(ZReport)
    .output(ZMessage)
    .mutation(({ ctx, input }) => addReport(ctx.deps, input, commentActor(ctx.user))),
  /** GET reports */
  list: moderate()
    .input(ZReportAdminQuery.optional())
    .output(ZReportPage)
    .query(({ ctx, input }) => listReports(ctx.deps, input ?? {})),
  /** PUT reports/{id}/resolve */
  resolve: moderate()
    .input(ZReportResolve)
    .output(ZMessage)
    .mutation(({ ctx, input }) => resolveReport(ctx.deps, input, commentActor(ctx.user))),
});

/**
 * Comments (spec 02 §7): anyone reads the threads they may see; visitors comment with the captcha, logged users also
 * like, edit and delete their own; comment administrators (permission Comments) moderate any of them.
 */
export const commentsRouter = router({
  /** GET contents/{id}/comments */
  thread: publicProcedure
    .input(ZCommentThreadQuery)
    .output(ZCommentThreadPage)
    .query(({ ctx, input }) => listThread(ctx.deps, input, commentActor(ctx.user))),
  /** GET comments/{id}/comments */
  replies: publicProcedure
    .input(ZCommentRepliesQuery)
    .output(ZCommentPage)
    .query(({ ctx, input }) => listReplies(ctx.deps, input, commentActor(ctx.user))),
  /** GET comments: the portal's newest comments on open walls. */
  recent: publicProcedure
    .input(ZRecentCommentsQuery.optional())
    .output(ZCommentWithContentPage)
    .query(({ ctx, input }) => listRecentComments(ctx.deps, input ?? {}, commentActor(ctx.user))),
  /** POST comments/{id}/shared: counts a share (visitors too). */
  share: publicProcedure
    .meta({ rateLimit: "tracking" })
    .input(ZCommentShare)
    .output(ZCommentShared)
    .mutation(({ ctx, input }) => shareComment(ctx.deps, input, commentActor(ctx.user))),
  /** GET users/{id}/comments */
  byUser: publicProcedure
    .input(ZUserCommentsQuery)
    .output(ZCommentWithContentPage)
    .query(({ ctx, input }) => listUserComments(ctx.deps, input, commentActor(ctx.user))),
  /** POST comments (a reply with parentCommentID) */
  create: publicProcedure
    .meta({ rateLimit: "comment" })
    .input(zCommentInput)
    .output(ZCommentSaved)
    .mutation(({ ctx, input }) => postComment(ctx.deps, input, commentActor(ctx.user), ctx.uploadSessionHash)),
  /** PUT comments/{id} */
  update: authedProcedure
    .meta({ rateLimit: "comment" })
    .input(zCommentEditInput)
    .output(ZCommentSaved)
    .mutation(({ ctx, input }) => editComment(ctx.deps, input, commentActor(ctx.user))),
  /** DELETE comments/{id} */
  remove: authedProcedure
    .input(ZCommentId)
    .output(ZMessage)
    .mutation(({ ctx, input }) => deleteComment(ctx.deps, input, commentActor(ctx.user))),
  /** POST comments/{id}/like */
  like: authedProcedure
    .meta({ rateLimit: "participation" })
    .input(ZCommentId)
    .output(ZCommentLike)
    .mutation(({ ctx, input }) => likeComment(ctx.deps, input, commentActor(ctx.user))),

  /** GET comments/listadmin */
  adminList: moderate()
    .input(ZCommentAdminQuery.optional())
    .output(ZCommentAdminPage)
    .query(({ ctx, input }) => listCommentsAdmin(ctx.deps, input ?? {}, commentActor(ctx.user))),
  /** GET comments/partialupdate/{id} */
  adminDetail: moderate()
    .input(ZCommentId)
    .output(ZCommentAdminView)
    .query(({ ctx, input }) => commentAdminDetail(ctx.deps, input, commentActor(ctx.user))),
  /** PUT comments/partialupdate/{id} {action: approve | reject | hide} */
  moderate: moderate()
    .input(ZCommentModerate)
    .output(ZCommentModerated)
    .mutation(({ ctx, input }) => moderateComment(ctx.deps, input, commentActor(ctx.user))),
  /** GET comments/activecount */
  activeCount: moderate()
    .output(ZCommentActiveCount)
    .query(({ ctx }) => commentActiveCount(ctx.deps)),

  reports: reportsRouter,
});
