import type { Prisma } from "@portal/db/client";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { NOTIFICATION_TEXTS as N } from "@portal/schemas/notifications/notification-messages";
import type { CoreDeps } from "../deps.ts";
import { notifyContext, notifyUser, type TNotified, type TNotifyContext } from "../notifications/notify.ts";

export type TCommentNotifyContext = TNotifyContext & { contentInfo: string };

export async function commentNotifyContext(deps: Pick<CoreDeps, "env" | "settings">): Promise<TCommentNotifyContext> {
  const [ctx, routes] = await Promise.all([notifyContext(deps), deps.settings.get("routes")]);
  return { ...ctx, contentInfo: routes.contentInfo.replace(/^\/+|\/+$/g, "") };
}

/**
 * Tells a comment's author that someone replied to it or liked it, inside the transaction of that reply or like.
 * Nobody is told about their own action; a like taken back and given again while its notification is still unseen
 * does not notify twice.
 */
export async function notifyCommentAuthor(
  tx: Prisma.TransactionClient,
  event: { kind: "commentReplies" | "commentLikes"; commentID: number; byUserId: number | null },
  ctx: TCommentNotifyContext,
  now = new Date(),
): Promise<TNotified[]> {
  const comment = await tx.comment.findUnique({
    where: { commentID: event.commentID },
    select: { userId: true, content: { select: { name: true, friendlyName: true } } },
  });
  if (!comment?.userId || comment.userId === event.byUserId) return [];
  const by = event.byUserId === null ? null : await tx.user.findUnique({ where: { id: event.byUserId }, select: { name: true, lastname: true } });
  const name = by ? `${by.name} ${by.lastname}`.trim() : N.someone;
  const value = fillMessage(event.kind === "commentReplies" ? N.commentReply : N.commentLike, { name, title: comment.content.name });
  const url = `/${ctx.contentInfo}/${encodeURIComponent(comment.content.friendlyName)}`;
  if (event.kind === "commentLikes") {
    const repeated = await tx.notification.count({ where: { userId: comment.userId, seen: false, value, url } });
    if (repeated > 0) return [];
  }
  return [await notifyUser(tx, { userId: comment.userId, kind: event.kind, value, url }, ctx, now)];
}
