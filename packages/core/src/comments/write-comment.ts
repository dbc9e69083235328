import { containsInvalidWord, type TCommentEdit, ZComment, ZCommentEdit } from "@portal/schemas/comments/comment.schema";
import { COMMENT_MESSAGES as C } from "@portal/schemas/comments/comment-messages";
import { COMMENT_ADMIN_MESSAGES as M } from "@portal/schemas/comments/comment-moderation";
import { ZCommentId } from "@portal/schemas/comments/comment-queries.schema";
import { present } from "@portal/schemas/common/present";
import { youtubeCode } from "@portal/schemas/contents/content-fields";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { claimFiles, findAttachableFiles } from "../files/attach-files.ts";
import { deliverNotifications, type TNotified } from "../notifications/notify.ts";
import type { TCommentActor } from "./comment-actor.ts";
import { refreshCommentCounts } from "./comment-counts.ts";
import { commentNotifyContext, notifyCommentAuthor } from "./comment-notifications.ts";
import { cleanCommentText, commentHtml } from "./comment-text.ts";
import { threadContent, visibleComment, WALL } from "./comment-thread.ts";
import { COMMENT_SELECT, commentView } from "./comment-view.ts";

type Deps = Pick<CoreDeps, "db" | "settings" | "captcha" | "log" | "env" | "redis" | "queues">;
/** What a like needs: the database, and what telling the comment's author takes. */
type LikeDeps = Pick<CoreDeps, "db" | "log" | "settings" | "env" | "redis" | "queues">;

/** The settings' invalid words refuse the text before anything is stored (spec 02 §5, resource Comment.InvalidWords). */
async function checkWords(deps: Pick<CoreDeps, "settings">, value: string) {
  if (containsInvalidWord(value, await deps.settings.get("invalidWords"))) throw AppError.field("value", C.invalidWords);
}

/**
 * The attachment columns: a YouTube video (its code kept apart) or the commenter's own upload of kind "comment".
 * Links to foreign images or files are never stored: they would let a third party see who reads the thread.
 */
async function attachment(
  deps: Pick<CoreDeps, "db">,
  input: Pick<TCommentEdit, "embedUrl" | "fileID">,
  actor: TCommentActor,
  uploadSessionHash: string | null = null,
) {
  if (input.embedUrl) return { embedUrl: input.embedUrl, codeUrl: youtubeCode(input.embedUrl), imageUrl: null, fileUrl: null, fileID: null };
  if (!input.fileID) return { embedUrl: null, codeUrl: null, imageUrl: null, fileUrl: null, fileID: null };
  // A logged user attaches their own uploads; a visitor those of their browser tab's upload session.
  const owner = actor.userId !== null ? { userId: actor.userId, uploadSessionHash: null } : { userId: null, uploadSessionHash };
  if (owner.userId === null && owner.uploadSessionHash === null) throw AppError.field("fileID", C.attachmentInvalid);
  const files = await findAttachableFiles(deps.db, [input.fileID], { purpose: "comment", owner });
  if (!files) throw AppError.field("fileID", C.attachmentInvalid);
  const stored = await deps.db.storedFile.findUniqueOrThrow({ where: { fileID: input.fileID }, select: { isImage: true } });
  const path = `/files/${input.fileID}`;
  return { embedUrl: null, codeUrl: null, imageUrl: stored.isImage ? path : null, fileUrl: stored.isImage ? null : path, fileID: input.fileID };
}

/** Moderators publish at once; everyone else as the setting commentModeration says. */
async function initialStatus(deps: Pick<CoreDeps, "settings">, actor: TCommentActor) {
  if (actor.canModerate) return "Published" as const;
  return (await deps.settings.get("commentModeration")) === "pending" ? ("Pending" as const) : ("Published" as const);
}

/**
 * POST comments: a comment on a content the reader may see, or (parentCommentID) a reply to one of its top-level
 * comments. Visitors pass the captcha ("comment", drawn at random); the text is plain, checked against the invalid
 * words and stored published or pending approval. Nothing is stored when any check fails.
 */
export async function postComment(deps: Deps, raw: z.input<typeof ZComment>, actor: TCommentActor, uploadSessionHash: string | null = null) {
  const input = ZComment.parse(raw);
  const value = cleanCommentText(input.value);
  await checkWords(deps, value);
  const content = await threadContent(deps, present(input.contentID, "contentID"), actor);
  if (content.wall === WALL.none) throw AppError.field("contentID", M.wallClosed);
  if (input.parentCommentID !== null) {
    const { comment: parent } = await visibleComment(deps, input.parentCommentID, actor);
    if (parent.contentID !== content.contentID || parent.parentCommentID !== null || parent.status !== "Published")
      throw AppError.field("parentCommentID", M.replyToReply);
  }
  if (actor.userId === null) await deps.captcha.verify("comment", input.captchaId, input.captcha);
  const files = await attachment(deps, input, actor, uploadSessionHash);
  const status = await initialStatus(deps, actor);
  // A reply tells the parent's author (once published: a reply pending approval is not visible to them yet).
  const notifyParent = input.parentCommentID !== null && status === "Published" ? input.parentCommentID : null;
  const notifyCtx = notifyParent === null ? null : await commentNotifyContext(deps);
  let notified: TNotified[] = [];
  const row = await deps.db.$transaction(async (tx) => {
    if (files.fileID && !(await claimFiles(tx, [files.fileID]))) throw AppError.field("fileID", C.attachmentInvalid);
    const created = await tx.comment.create({
      data: {
        contentID: content.contentID,
        parentCommentID: input.parentCommentID,
        value,
        valueHtml: commentHtml(value),
        userId: actor.userId,
        status,
        ...files,
      },
      select: COMMENT_SELECT,
    });
    if (status === "Published") await refreshCommentCounts(tx, content.contentID, input.parentCommentID);
    if (notifyParent !== null && notifyCtx)
      notified = await notifyCommentAuthor(tx, { kind: "commentReplies", commentID: notifyParent, byUserId: actor.userId }, notifyCtx);
    return created;
  });
  await deliverNotifications(deps, notified);
  return { message: status === "Pending" ? M.pending : M.published, comment: commentView(row, actor, { liked: false }) };
}

/** The comment `id` as its author or a moderator may change it (403 for anyone else, 404 if unseen). */
async function ownOrModerated(deps: Pick<CoreDeps, "db">, id: number, actor: TCommentActor) {
  if (actor.userId === null) throw new AppError("UNAUTHORIZED");
  const found = await visibleComment(deps, id, actor);
  if (found.comment.userId !== actor.userId && !actor.canModerate) throw new AppError("FORBIDDEN");
  return found;
}

/**
 * PUT comments/{id} (edit modal): the author or a comment administrator. Under approval moderation an author's edit
 * goes back to pending, so a reviewed comment cannot be swapped for an unreviewed text.
 */
export async function editComment(deps: Deps, raw: { id: unknown } & z.input<typeof ZCommentEdit>, actor: TCommentActor) {
  const { id } = ZCommentId.parse(raw);
  const input = ZCommentEdit.parse(raw);
  const value = cleanCommentText(input.value);
  await checkWords(deps, value);
  const { comment } = await ownOrModerated(deps, id, actor);
  const files =
    input.fileID && input.fileID === comment.fileID
      ? { embedUrl: null, codeUrl: null, imageUrl: comment.imageUrl, fileUrl: comment.fileUrl, fileID: comment.fileID }
      : await attachment(deps, input, actor);
  const status = comment.status === "Published" && !actor.canModerate ? await initialStatus(deps, actor) : comment.status;
  const row = await deps.db.$transaction(async (tx) => {
    if (files.fileID && files.fileID !== comment.fileID && !(await claimFiles(tx, [files.fileID]))) throw AppError.field("fileID", C.attachmentInvalid);
    // Deleted meanwhile (a moderator at the same time): told it no longer exists, as arriving later.
    const { count } = await tx.comment.updateMany({ where: { commentID: id }, data: { value, valueHtml: commentHtml(value), status, ...files } });
    if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
    const updated = await tx.comment.findUniqueOrThrow({ where: { commentID: id }, select: COMMENT_SELECT });
    if (status !== comment.status) await refreshCommentCounts(tx, comment.contentID, comment.parentCommentID);
    return updated;
  });
  return { message: M.updated, comment: commentView(row, actor, { liked: false }) };
}

/** DELETE comments/{id}: the author or a comment administrator; its replies go with it. */
export async function deleteComment(deps: Pick<CoreDeps, "db">, raw: z.input<typeof ZCommentId>, actor: TCommentActor) {
  const { id } = ZCommentId.parse(raw);
  const { comment } = await ownOrModerated(deps, id, actor);
  await deps.db.$transaction(async (tx) => {
    // Of two deletions at once (a double click, the author and a moderator), the second finds nothing to delete.
    const { count } = await tx.comment.deleteMany({ where: { commentID: id } });
    if (count === 0) throw new AppError("NOT_FOUND", M.notFound);
    await refreshCommentCounts(tx, comment.contentID, comment.parentCommentID);
  });
  return { message: M.deleted };
}

/** POST comments/{id}/like: a logged user likes a published comment they can see, or takes the like back. */
export async function likeComment(deps: LikeDeps, raw: z.input<typeof ZCommentId>, actor: TCommentActor) {
  const { id } = ZCommentId.parse(raw);
  if (actor.userId === null) throw new AppError("UNAUTHORIZED");
  const userId = actor.userId;
  const { comment } = await visibleComment(deps, id, actor);
  if (comment.status !== "Published") throw new AppError("NOT_FOUND", M.notFound);
  const key = { commentID_userId: { commentID: id, userId } };
  const notifyCtx = await commentNotifyContext(deps);
  let notified: TNotified[] = [];
  const result = await deps.db.$transaction(async (tx) => {
    // The row lock makes a double click count once.
    const locked = await tx.$queryRaw<unknown[]>`SELECT 1 FROM "Comment" WHERE "commentID" = ${id} FOR UPDATE`;
    if (locked.length === 0) throw new AppError("NOT_FOUND", M.notFound); // deleted meanwhile
    const had = await tx.commentLike.findUnique({ where: key, select: { commentID: true } });
    if (had) await tx.commentLike.delete({ where: key });
    else await tx.commentLike.create({ data: { commentID: id, userId } });
    const count = await tx.commentLike.count({ where: { commentID: id } });
    await tx.comment.update({ where: { commentID: id }, data: { countLikes: count } });
    if (!had) notified = await notifyCommentAuthor(tx, { kind: "commentLikes", commentID: id, byUserId: userId }, notifyCtx);
    return { alreadyLiked: !had, countLikes: count };
  });
  await deliverNotifications(deps, notified);
  return result;
}
