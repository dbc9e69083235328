import type { Prisma } from "@portal/db/client";
import { COMMENT_LIMITS } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { ZCommentRepliesQuery, ZCommentThreadQuery, ZRecentCommentsQuery, ZUserCommentsQuery } from "@portal/schemas/comments/comment-queries.schema";
import type { z } from "zod";
import { SHOWN_TO_COMMUNITY } from "../accounts/public-profile.ts";
import { known } from "../common/known.ts";
import { paginate } from "../common/paginate.ts";
import { readContentDetail } from "../contents/content-detail.ts";
import { publicContentWhere } from "../contents/content-where.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TCommentActor } from "./comment-actor.ts";
import { COMMENT_SELECT, commentReply, commentView, type TCommentRow, type TCommentView } from "./comment-view.ts";

type Deps = Pick<CoreDeps, "db">;

/** CommentWallType (spec 02 §3): 0 open, 1 private (only the content's author and administrators), 2 comments off. */
export const WALL = { open: 0, private: 1, none: 2 } as const;

/** The content of a thread, as this reader may see it (404 / 401 as the content detail answers). */
export async function threadContent(deps: Deps, contentID: number, actor: TCommentActor) {
  const detail = await readContentDetail(deps, { contentID }, actor);
  const ownsContent = actor.userId !== null && detail.user?.userID === actor.userId;
  return { contentID: detail.contentID, wall: detail.commentWallType, seesWholeWall: ownsContent || actor.canModerate || actor.canAdminContents };
}
export type TThreadContent = Awaited<ReturnType<typeof threadContent>>;

/**
 * The comments of a thread this reader may see: published ones; their own pending ones; moderators also every pending
 * one. A private wall shows other people's comments only to the content's author and administrators.
 */
export function visibleCommentsWhere(content: TThreadContent, actor: TCommentActor): Prisma.CommentWhereInput | null {
  if (content.wall === WALL.none) return null;
  const mine: Prisma.CommentWhereInput = actor.userId === null ? { commentID: -1 } : { userId: actor.userId };
  const status: Prisma.CommentWhereInput = actor.canModerate
    ? { status: { in: ["Published", "Pending"] } }
    : { OR: [{ status: "Published" }, { AND: [{ status: "Pending" }, mine] }] };
  if (content.wall === WALL.private && !content.seesWholeWall) return { AND: [status, mine] };
  return status;
}

async function likedBy(deps: Deps, actor: TCommentActor, ids: number[]): Promise<Set<number>> {
  if (actor.userId === null || ids.length === 0) return new Set();
  const likes = await deps.db.commentLike.findMany({ where: { userId: actor.userId, commentID: { in: ids } }, select: { commentID: true } });
  return new Set(likes.map((l) => l.commentID));
}

async function views(deps: Deps, actor: TCommentActor, rows: TCommentRow[], firstOf?: Map<number, TCommentRow[]>): Promise<TCommentView[]> {
  const all = [...rows, ...[...(firstOf?.values() ?? [])].flat()];
  const liked = await likedBy(
    deps,
    actor,
    all.map((r) => r.commentID),
  );
  const one = (row: TCommentRow) => commentReply(row, actor, liked.has(row.commentID));
  return rows.map((row) => commentView(row, actor, { liked: liked.has(row.commentID), firstComments: (firstOf?.get(row.commentID) ?? []).map(one) }));
}

const EMPTY = (q: { page: number; pageSize: number }) => ({ items: [] as TCommentView[], total: 0, page: q.page, pageSize: q.pageSize });

/** GET contents/{id}/comments: top-level comments, newest first, 10 a page, each with its first 2 replies. */
export async function listThread(deps: Deps, raw: z.input<typeof ZCommentThreadQuery>, actor: TCommentActor) {
  const q = ZCommentThreadQuery.parse(raw);
  const content = await threadContent(deps, q.contentID, actor);
  const visible = visibleCommentsWhere(content, actor);
  if (!visible) return { ...EMPTY(q), commentWallType: content.wall };
  const where: Prisma.CommentWhereInput = { AND: [{ contentID: content.contentID, parentCommentID: null }, visible] };
  const page = await paginate(
    q,
    (w) => deps.db.comment.findMany({ where, orderBy: [{ creationDate: "desc" }, { commentID: "desc" }], select: COMMENT_SELECT, ...w }),
    () => deps.db.comment.count({ where }),
  );
  const firstOf = new Map(
    await Promise.all(
      page.items.map(
        async (c) =>
          [
            c.commentID,
            await deps.db.comment.findMany({
              where: { AND: [{ parentCommentID: c.commentID }, visible] },
              orderBy: [{ creationDate: "asc" }, { commentID: "asc" }],
              take: COMMENT_LIMITS.repliesShown,
              select: COMMENT_SELECT,
            }),
          ] as const,
      ),
    ),
  );
  return { ...page, items: await views(deps, actor, page.items, firstOf), commentWallType: content.wall };
}

/** A comment this reader may see in its thread, or 404. */
export async function visibleComment(deps: Deps, commentID: number, actor: TCommentActor) {
  const row = await deps.db.comment.findUnique({ where: { commentID }, select: { contentID: true } });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  const content = await threadContent(deps, row.contentID, actor).catch((e: unknown) => {
    if (e instanceof AppError && e.code === "NOT_FOUND") throw new AppError("NOT_FOUND", M.notFound);
    throw e;
  });
  const visible = visibleCommentsWhere(content, actor);
  if (!visible) throw new AppError("NOT_FOUND", M.notFound);
  const comment = await deps.db.comment.findFirst({ where: { AND: [{ commentID }, visible] }, select: COMMENT_SELECT });
  if (!comment) throw new AppError("NOT_FOUND", M.notFound);
  return { comment, content, visible };
}

/** GET comments/{id}/comments: the replies of a comment, oldest first (ChatOrder), 10 a page. */
export async function listReplies(deps: Deps, raw: z.input<typeof ZCommentRepliesQuery>, actor: TCommentActor) {
  const q = ZCommentRepliesQuery.parse(raw);
  const { comment, visible } = await visibleComment(deps, q.id, actor);
  const where: Prisma.CommentWhereInput = { AND: [{ parentCommentID: comment.commentID }, visible] };
  const page = await paginate(
    q,
    (w) => deps.db.comment.findMany({ where, orderBy: [{ creationDate: "asc" }, { commentID: "asc" }], select: COMMENT_SELECT, ...w }),
    () => deps.db.comment.count({ where }),
  );
  return { ...page, items: await views(deps, actor, page.items) };
}

/**
 * Whose comment list this reader may see, as the public profile decides (accounts/public-profile.ts): their own, any
 * member's for comment administrators, and for other logged-in readers only an active member who opted in. Anyone
 * else gets the empty page, the same for a member with no public profile, a deactivated one, a visitor asking and an
 * unknown id.
 */
function userCommentsAuthor(actor: TCommentActor, userId: number): Prisma.CommentWhereInput {
  if (actor.userId === userId || actor.canModerate) return { userId };
  if (!actor.loggedIn) return { commentID: -1 };
  return { userId, user: SHOWN_TO_COMMUNITY };
}

/** GET users/{id}/comments: a user's published comments on open walls of contents this reader may see. */
export async function listUserComments(deps: Deps, raw: z.input<typeof ZUserCommentsQuery>, actor: TCommentActor) {
  const q = ZUserCommentsQuery.parse(raw);
  const where: Prisma.CommentWhereInput = {
    ...userCommentsAuthor(actor, q.id),
    status: "Published",
    content: { AND: [publicContentWhere(actor, new Date()), { commentWallType: WALL.open }] },
  };
  // The public profile links each comment to its content, as the recent-comments list does.
  const page = await paginate(
    q,
    (w) =>
      deps.db.comment.findMany({
        where,
        orderBy: [{ creationDate: "desc" }, { commentID: "desc" }],
        select: { ...COMMENT_SELECT, content: { select: { friendlyName: true, name: true } } },
        ...w,
      }),
    () => deps.db.comment.count({ where }),
  );
  const items = await views(deps, actor, page.items);
  return { ...page, items: items.map((item, i) => ({ ...item, content: known(page.items[i], "la fila de cada vista").content })) };
}

/**
 * GET comments: the portal's newest published comments and replies, only on open walls (0) of contents this reader
 * may see — a private wall's comments never appear here, whoever asks.
 */
export async function listRecentComments(deps: Deps, raw: z.input<typeof ZRecentCommentsQuery>, actor: TCommentActor) {
  const q = ZRecentCommentsQuery.parse(raw ?? {});
  const where: Prisma.CommentWhereInput = {
    status: "Published",
    content: { AND: [publicContentWhere(actor, new Date()), { commentWallType: WALL.open }] },
  };
  const page = await paginate(
    q,
    (w) =>
      deps.db.comment.findMany({
        where,
        orderBy: [{ creationDate: "desc" }, { commentID: "desc" }],
        select: { ...COMMENT_SELECT, content: { select: { friendlyName: true, name: true } } },
        ...w,
      }),
    () => deps.db.comment.count({ where }),
  );
  const items = await views(deps, actor, page.items);
  return { ...page, items: items.map((item, i) => ({ ...item, content: known(page.items[i], "la fila de cada vista").content })) };
}
