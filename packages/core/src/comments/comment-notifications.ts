import type { Prisma } from "@portal/db/client";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { NOTIFICATION_TEXTS as N } from "@portal/schemas/notifications/notification-messages";
import { SHOWN_TO_COMMUNITY } from "../accounts/public-profile.ts";
import type { CoreDeps } from "../deps.ts";
import { notifyContext, notifyUser, type TNotified, type TNotifyContext } from "../notifications/notify.ts";

export type TCommentNotifyContext = TNotifyContext & { contentInfo: string };

export async function commentNotifyContext(deps: Pick<CoreDeps, "env" | "settings">): Promise<TCommentNotifyContext> {
  const [ctx, routes] = await Promise.all([notifyContext(deps), deps.settings.get("routes")]);
  return { ...ctx, contentInfo: routes.contentInfo.replace(/^\/+|\/+$/g, "") };
}

/**
 * Tells a comment's author that someone replied to it or liked it, inside the transaction of that reply or like.
 * A like names the member only when they show themselves to the community. Nobody is told about their own action; a
 * like taken back and given again while its notification is still unseen does not notify twice.
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
  const by =
    event.byUserId === null
      ? null
      : await tx.user.findFirst({
          // A reply shows its author in the thread anyway; a like is seen by nobody, so it names only a member who
          // opted in to the community (public-profile.ts): one who stayed out (the sign-up default) goes unnamed.
          where: { id: event.byUserId, ...(event.kind === "commentLikes" ? SHOWN_TO_COMMUNITY : {}) },
          select: { name: true, lastname: true },
        });
  const [named, unnamed] = event.kind === "commentReplies" ? [N.commentReply, N.commentReplyUnnamed] : [N.commentLike, N.commentLikeUnnamed];
  const title = comment.content.name;
  const value = by ? fillMessage(named, { name: `${by.name} ${by.lastname}`.trim(), title }) : fillMessage(unnamed, { title });
  const url = `/${ctx.contentInfo}/${encodeURIComponent(comment.content.friendlyName)}`;
  if (event.kind === "commentLikes") {
    const repeated = await tx.notification.count({ where: { userId: comment.userId, seen: false, value, url } });
    if (repeated > 0) return [];
  }
  return [await notifyUser(tx, { userId: comment.userId, kind: event.kind, value, url }, ctx, now)];
}

/**
 * A deleted account's replies and likes told other members "{name} respondió…" / "A {name} le gusta…": those texts
 * would keep naming the person in strangers' lists after the account, the like and the unanswered reply are gone (Ley
 * 1581, supresión). They read as an unknown sender's instead ("Alguien respondió…", "A alguien le gusta…"), as the thread
 * shows an answered comment of theirs. Only the lists of the authors they replied to or liked are looked at, and only
 * texts naming them as written at the time (a name changed since is not known here). Call before the account's
 * comments and likes are deleted.
 */
export async function unnameInCommentNotifications(tx: Prisma.TransactionClient, user: { id: number; name: string; lastname: string }): Promise<void> {
  const name = `${user.name} ${user.lastname}`.trim();
  const touched = await tx.comment.findMany({
    where: { userId: { not: null }, OR: [{ replies: { some: { userId: user.id } } }, { likes: { some: { userId: user.id } } }] },
    select: { userId: true },
  });
  const recipients = [...new Set(touched.flatMap((c) => (c.userId !== null && c.userId !== user.id ? [c.userId] : [])))];
  if (recipients.length === 0) return;
  for (const [template, unnamedTemplate] of [
    [N.commentReply, N.commentReplyUnnamed],
    [N.commentLike, N.commentLikeUnnamed],
  ] as const) {
    // The text up to the content's title: the part that names the sender.
    const headOf = (text: string) => text.slice(0, text.indexOf("{title}"));
    const named = fillMessage(headOf(template), { name });
    const unnamed = headOf(unnamedTemplate);
    const rows = await tx.notification.findMany({ where: { userId: { in: recipients }, value: { startsWith: named } }, select: { id: true, value: true } });
    for (const row of rows) {
      if (row.value.startsWith(named)) await tx.notification.update({ where: { id: row.id }, data: { value: unnamed + row.value.slice(named.length) } });
    }
  }
}
