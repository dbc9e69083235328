import type { Prisma } from "@portal/db/client";
import { COMMENT_MODERATION, COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { type TCommentAdminQuery, ZCommentAdminQuery, ZCommentId, ZCommentModerate } from "@portal/schemas/comments/comment-queries.schema";
import type { z } from "zod";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TCommentActor } from "./comment-actor.ts";
import { refreshCommentCounts } from "./comment-counts.ts";
import { COMMENT_SELECT, commentAdminView } from "./comment-view.ts";

type Deps = Pick<CoreDeps, "db">;

const ADMIN_SELECT = {
  ...COMMENT_SELECT,
  content: { select: { name: true, friendlyName: true } },
  _count: { select: { reports: { where: { resolvedAt: null } } } },
} as const satisfies Prisma.CommentSelect;

/** GET comments/listadmin (permission Comments): every comment, pending first when no status is asked. */
export async function listCommentsAdmin(deps: Deps, raw: TCommentAdminQuery, actor: TCommentActor) {
  const q = ZCommentAdminQuery.parse(raw);
  const where: Prisma.CommentWhereInput = {
    ...(q.status ? { status: q.status } : {}),
    ...(q.contentID ? { contentID: q.contentID } : {}),
    ...(q.keyword ? { value: { contains: q.keyword, mode: "insensitive" } } : {}),
    ...(q.reported === true ? { reports: { some: { resolvedAt: null } } } : {}),
  };
  return paginate(
    q,
    (w) => deps.db.comment.findMany({ where, orderBy: [{ creationDate: "desc" }, { commentID: "desc" }], select: ADMIN_SELECT, ...w }),
    () => deps.db.comment.count({ where }),
    (row) => commentAdminView(row, actor),
  );
}

/** GET comments/partialupdate/{id}: one comment as the moderation screen shows it. */
export async function commentAdminDetail(deps: Deps, raw: z.input<typeof ZCommentId>, actor: TCommentActor) {
  const { id } = ZCommentId.parse(raw);
  const row = await deps.db.comment.findUnique({ where: { commentID: id }, select: ADMIN_SELECT });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return commentAdminView(row, actor);
}

/** PUT comments/partialupdate/{id} {action}: approve, reject or hide, as COMMENT_MODERATION allows from its state. */
export async function moderateComment(deps: Deps, raw: z.input<typeof ZCommentModerate>, actor: TCommentActor) {
  const { id, action } = ZCommentModerate.parse(raw);
  const move = COMMENT_MODERATION[action];
  const row = await deps.db.$transaction(async (tx) => {
    // Only a comment still in one of the move's starting states changes: two moderators cannot both apply it.
    const { count } = await tx.comment.updateMany({ where: { commentID: id, status: { in: [...move.from] } }, data: { status: move.to, seen: true } });
    const current = await tx.comment.findUnique({ where: { commentID: id }, select: { contentID: true, parentCommentID: true } });
    if (!current) throw new AppError("NOT_FOUND", M.notFound);
    if (count === 0) throw new AppError("CONFLICT", M.moveRefused, [{ path: "action", message: M.moveRefused }]);
    await refreshCommentCounts(tx, current.contentID, current.parentCommentID);
    return tx.comment.findUniqueOrThrow({ where: { commentID: id }, select: ADMIN_SELECT });
  });
  return { message: M.updated, comment: commentAdminView(row, actor) };
}

/** GET comments/activecount: what waits for the moderators (pending comments, open reports). */
export async function commentActiveCount(deps: Deps) {
  const [pending, openReports] = await Promise.all([
    deps.db.comment.count({ where: { status: "Pending" } }),
    deps.db.report.count({ where: { resolvedAt: null } }),
  ]);
  return { pending, openReports };
}
