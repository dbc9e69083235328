import type { Prisma } from "@portal/db/client";
import { COMMENT_ADMIN_MESSAGES as M, moderationActions } from "@portal/schemas/comments/comment-moderation";
import type { TCommentActor } from "./comment-actor.ts";

/** The author as a thread shows it: public profile fields only — never the e-mail or any other personal datum. */
const AUTHOR_SELECT = {
  id: true,
  name: true,
  secondname: true,
  lastname: true,
  secondlastname: true,
  friendlyName: true,
  imageFileId: true,
  level: true,
  permissions: { select: { permission: true }, take: 1 },
} as const satisfies Prisma.UserSelect;

export const COMMENT_SELECT = {
  commentID: true,
  parentCommentID: true,
  contentID: true,
  commentType: true,
  value: true,
  valueHtml: true,
  creationDate: true,
  updatedAt: true,
  status: true,
  userId: true,
  embedUrl: true,
  imageUrl: true,
  fileUrl: true,
  codeUrl: true,
  fileID: true,
  countLikes: true,
  countComments: true,
  user: { select: AUTHOR_SELECT },
} as const satisfies Prisma.CommentSelect;
export type TCommentRow = Prisma.CommentGetPayload<{ select: typeof COMMENT_SELECT }>;

function author(row: TCommentRow) {
  const u = row.user;
  if (!u)
    return { userID: null, id: null, name: M.visitor, fullName: M.visitor, friendlyName: null, image: null, level: 0, firstsLetter: "V", isAuthorized: false };
  const fullName = [u.name, u.secondname, u.lastname, u.secondlastname].filter(Boolean).join(" ");
  return {
    userID: u.id,
    id: u.id,
    name: u.name,
    fullName,
    friendlyName: u.friendlyName,
    image: u.imageFileId ? `/files/${u.imageFileId}` : null,
    level: u.level,
    firstsLetter: `${u.name.charAt(0)}${u.lastname.charAt(0)}`.toUpperCase(),
    // Staff authors carry the "Administrador" badge (spec 02 §6).
    isAuthorized: u.permissions.length > 0,
  };
}

/** A comment as the thread answers it (spec 02 §3 field names), with what this reader may do with it. */
export function commentView(row: TCommentRow, actor: TCommentActor, extra: { liked: boolean; firstComments?: TCommentReply[] }) {
  return { ...commentReply(row, actor, extra.liked), firstComments: extra.firstComments ?? [] };
}
export type TCommentView = ReturnType<typeof commentView>;

/** A comment without its first replies (a reply, or a comment the caller completes). */
export function commentReply(row: TCommentRow, actor: TCommentActor, liked: boolean) {
  const own = actor.userId !== null && row.userId === actor.userId;
  return {
    commentID: row.commentID,
    parentCommentID: row.parentCommentID,
    contentID: row.contentID,
    commentType: row.commentType,
    value: row.value,
    valueHtml: row.valueHtml,
    date: row.creationDate,
    creationDate: row.creationDate,
    status: row.status,
    user: author(row),
    embedUrl: row.embedUrl,
    codeUrl: row.codeUrl,
    imageUrl: row.imageUrl,
    fileUrl: row.fileUrl,
    fileID: row.fileID,
    countLikes: row.countLikes,
    alreadyLiked: liked,
    countComments: row.countComments,
    canEdit: own || actor.canModerate,
    canDelete: own || actor.canModerate,
    canReport: actor.loggedIn && !own,
  };
}
export type TCommentReply = ReturnType<typeof commentReply>;

/** The moderation list adds the content's name and the actions its state allows. */
export function commentAdminView(row: TCommentRow & { content: { name: string; friendlyName: string }; _count: { reports: number } }, actor: TCommentActor) {
  return {
    ...commentView(row, actor, { liked: false }),
    content: { contentID: row.contentID, name: row.content.name, friendlyName: row.content.friendlyName },
    openReports: row._count.reports,
    actions: moderationActions(row.status),
  };
}
export type TCommentAdminView = ReturnType<typeof commentAdminView>;
