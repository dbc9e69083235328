import type { Prisma } from "@portal/db/client";
import { neutralizeFormula } from "@portal/schemas/comments/comment.schema";
import { REPORT_MESSAGES as R } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { ZReportAdminQuery, ZReportResolve } from "@portal/schemas/comments/comment-queries.schema";
import { ZReport } from "@portal/schemas/comments/report.schema";
import { present } from "@portal/schemas/common/present";
import type { z } from "zod";
import { paginate } from "../common/paginate.ts";
import { readContentDetail } from "../contents/content-detail.ts";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TCommentActor } from "./comment-actor.ts";
import { refreshCommentCounts } from "./comment-counts.ts";
import { visibleComment } from "./comment-thread.ts";

type Deps = Pick<CoreDeps, "db">;

/** reports get reasons: the active reasons of the report modal. */
export function reportReasons(deps: Deps) {
  return deps.db.reportReason.findMany({
    where: { active: true },
    orderBy: [{ displayOrder: "asc" }, { reasonID: "asc" }],
    select: { reasonID: true, name: true },
  });
}

/**
 * reports add (logged users): a reason and a comment (≤ 200) about a comment or a content the reporter can see.
 * One open report per user and element; one's own comment cannot be reported.
 */
export async function addReport(deps: Deps, raw: z.input<typeof ZReport>, actor: TCommentActor) {
  const input = ZReport.parse(raw);
  if (actor.userId === null) throw new AppError("UNAUTHORIZED");
  const reason = await deps.db.reportReason.findFirst({ where: { reasonID: present(input.ReasonID, "ReasonID"), active: true }, select: { reasonID: true } });
  if (!reason) throw AppError.field("ReasonID", R.reasonRequired);
  const elementID = present(input.ElementToReportID, "ElementToReportID");
  let target: { commentID: number | null; contentID: number | null; parentCommentID: number | null };
  if (input.ReportType === "Comment") {
    const { comment } = await visibleComment(deps, elementID, actor);
    if (comment.userId === actor.userId) throw AppError.field("ElementToReportID", M.ownReport);
    target = { commentID: comment.commentID, contentID: null, parentCommentID: comment.parentCommentID };
  } else {
    const content = await readContentDetail(deps, { contentID: elementID }, actor);
    target = { commentID: null, contentID: content.contentID, parentCommentID: null };
  }
  const userId = actor.userId;
  const sent = await deps.db.$transaction(async (tx) => {
    // One reporter's reports one at a time: a double click cannot pass the check below twice.
    await lockInTransaction(tx, "reports.add", userId);
    const open = await tx.report.findFirst({
      where: { userId, reportType: input.ReportType, resolvedAt: null, commentID: target.commentID, contentID: target.contentID },
      select: { reportID: true },
    });
    if (open) return false;
    await tx.report.create({
      data: {
        reportType: input.ReportType,
        ...target,
        reasonID: reason.reasonID,
        comment: neutralizeFormula(present(input.Comment, "Comment")),
        userId,
      },
    });
    return true;
  });
  if (!sent) throw new AppError("CONFLICT", M.alreadyReported, [{ path: "ElementToReportID", message: M.alreadyReported }]);
  return { message: M.reportSent };
}

/**
 * GET reports (permission Comments): open reports first by date, with the reported text. The reporter stays
 * anonymous to moderators: only the reason and the explanation are shown.
 */
export async function listReports(deps: Deps, raw: z.input<typeof ZReportAdminQuery>) {
  const q = ZReportAdminQuery.parse(raw);
  const where: Prisma.ReportWhereInput = {
    resolvedAt: q.resolved ? { not: null } : null,
    ...(q.reportType ? { reportType: q.reportType } : {}),
  };
  return paginate(
    q,
    (w) =>
      deps.db.report.findMany({
        where,
        orderBy: [{ createdAt: "desc" }, { reportID: "desc" }],
        ...w,
        select: {
          reportID: true,
          reportType: true,
          commentID: true,
          contentID: true,
          parentCommentID: true,
          comment: true,
          createdAt: true,
          resolvedAt: true,
          resolution: true,
          reason: { select: { reasonID: true, name: true } },
          reportedComment: { select: { value: true, status: true, contentID: true, content: { select: { name: true, friendlyName: true } } } },
          reportedContent: { select: { name: true, friendlyName: true } },
        },
      }),
    () => deps.db.report.count({ where }),
    (r) => ({
      reportID: r.reportID,
      ReportType: r.reportType,
      ElementToReportID: r.commentID ?? r.contentID,
      parentCommentID: r.parentCommentID,
      reason: r.reason,
      Comment: r.comment,
      createdAt: r.createdAt,
      resolvedAt: r.resolvedAt,
      resolution: r.resolution,
      reportedComment: r.reportedComment ? { value: r.reportedComment.value, status: r.reportedComment.status } : null,
      content: r.reportedComment?.content ?? r.reportedContent ?? null,
    }),
  );
}

/** reports resolve (permission Comments): closes an open report with a note, hiding the reported comment if asked. */
export async function resolveReport(deps: Deps, raw: z.input<typeof ZReportResolve>, actor: TCommentActor) {
  const input = ZReportResolve.parse(raw);
  await deps.db.$transaction(async (tx) => {
    const { count } = await tx.report.updateMany({
      where: { reportID: input.id, resolvedAt: null },
      data: { resolvedAt: new Date(), resolvedById: actor.userId, resolution: input.resolution === null ? null : neutralizeFormula(input.resolution) },
    });
    if (count === 0) throw new AppError("NOT_FOUND", M.reportNotFound);
    const report = await tx.report.findUniqueOrThrow({ where: { reportID: input.id }, select: { commentID: true } });
    if (input.hideComment && report.commentID !== null) {
      const hidden = await tx.comment.updateMany({ where: { commentID: report.commentID, status: "Published" }, data: { status: "Hidden" } });
      const comment = await tx.comment.findUnique({ where: { commentID: report.commentID }, select: { contentID: true, parentCommentID: true } });
      if (hidden.count > 0 && comment) await refreshCommentCounts(tx, comment.contentID, comment.parentCommentID);
      // Every open report of the same comment is settled by the same decision.
      await tx.report.updateMany({
        where: { commentID: report.commentID, resolvedAt: null },
        data: { resolvedAt: new Date(), resolvedById: actor.userId, resolution: M.hiddenByReport },
      });
    }
  });
  return { message: M.reportResolved };
}
