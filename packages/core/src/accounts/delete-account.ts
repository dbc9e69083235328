import { PASSWORD_MESSAGES } from "@portal/schemas/accounts/password.schema";
import { DELETED_ACCOUNT_NAME, PROFILE_MESSAGES as M, type TAccountDelete, ZAccountDelete } from "@portal/schemas/accounts/profile.schema";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { MAIL_SUPPRESSED_REASONS } from "@portal/schemas/mail/mail-limits";
import { recordAudit } from "../audit/audit-log.ts";
import { refreshCommentCounts } from "../comments/comment-counts.ts";
import { unnameInCommentNotifications } from "../comments/comment-notifications.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { unnameInChatNotifications } from "../messages/chat.ts";
import { NOTIFICATION_DIGEST_EMAIL_KIND, NOTIFICATION_EMAIL_KIND } from "../notifications/notification-email.ts";
import { EMAIL_CODE_EMAIL_KIND } from "./email-codes.ts";
import { EMAIL_VERIFICATION_EMAIL_KIND } from "./emails/email-verification-email.ts";
import { PASSWORD_RESET_EMAIL_KIND } from "./emails/password-reset-email.ts";
import { clearPasswordAttempts, countPasswordAttempt, LOGIN_LOCKED_EMAIL_KIND } from "./login-throttle.ts";
import { verifyPassword } from "./password-hash.ts";
import { removeStoredFile } from "./profile.ts";

/** The kinds of e-mail the portal sends an account as such (not about a request it filed). */
const ACCOUNT_EMAIL_KINDS = [
  NOTIFICATION_EMAIL_KIND,
  NOTIFICATION_DIGEST_EMAIL_KIND,
  EMAIL_VERIFICATION_EMAIL_KIND,
  PASSWORD_RESET_EMAIL_KIND,
  EMAIL_CODE_EMAIL_KIND,
  LOGIN_LOCKED_EMAIL_KIND,
];

/**
 * DELETE users/{friendlyName} — the owner deletes their account (Ley 1581 de 2012, supresión). The User row goes, and
 * with it (database cascades) the sessions — every token of the account stops at once —, permissions, codes, reset
 * links, notifications, preferences, likes and votes (the counters keep them as anonymous totals); the notifications
 * its replies and likes left to other members no longer name the person. Comments nobody answered are deleted with
 * their files; answered ones stay in their threads without an author ("Visitante"), so other people's replies survive. The PQRDS, certificates and tickets the person filed stay for the entity's legal
 * record (Ley 1755, Ley 594 archives) with the requester data as filed, no longer linked to an account. Chat
 * conversations and tickets stay too (the entity's answers are its record) but lose the name and e-mail they carried
 * (also in the assignment notifications the conversations left to staff),
 * also those written with the account's address while logged out when the account proved that address (Ley 1581: no
 * personal datum kept without need), and so do the feedback answers and suggestions sent with it. The avatar and the newsletter subscription are
 * removed. Staff accounts are refused: their permissions go first.
 */
export async function deleteOwnAccount(
  deps: Pick<CoreDeps, "db" | "rateLimits" | "storage" | "log" | "auditOrigin" | "settings" | "authSecret" | "env" | "queues" | "redis">,
  actor: TSessionUser,
  rawInput: TAccountDelete,
  address?: string,
): Promise<{ message: string }> {
  const input = ZAccountDelete.parse(rawInput);
  if (input.friendlyName.trim().toLowerCase() !== actor.friendlyName.toLowerCase()) throw new AppError("FORBIDDEN", M.notYours);
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: actor.id }, include: { permissions: true } });
  if (user.permissions.length > 0) throw new AppError("FORBIDDEN", M.staffCannotDelete);
  if (user.passwordHash) {
    if (!input.currentPassword) throw AppError.field("currentPassword", PASSWORD_MESSAGES.currentRequired);
    await countPasswordAttempt(deps, user.email, address);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw AppError.field("currentPassword", PASSWORD_MESSAGES.currentWrong);
    await clearPasswordAttempts(deps, user.email, address);
  }

  const files = await deps.db.$transaction(async (tx) => {
    // First, while the replies and likes that caused them still say to whom.
    await unnameInCommentNotifications(tx, user);
    const unanswered = await tx.comment.findMany({
      where: { userId: user.id, replies: { none: {} } },
      select: { commentID: true, contentID: true, parentCommentID: true, fileID: true },
    });
    await tx.comment.deleteMany({ where: { commentID: { in: unanswered.map((c) => c.commentID) } } });
    for (const c of unanswered) await refreshCommentCounts(tx, c.contentID, c.parentCommentID);
    const liked = await tx.commentLike.findMany({ where: { userId: user.id }, select: { commentID: true } });
    const likedContents = await tx.contentLike.findMany({ where: { userId: user.id }, select: { contentID: true } });
    await tx.commentLike.deleteMany({ where: { userId: user.id } });
    await tx.contentLike.deleteMany({ where: { userId: user.id } });
    for (const { commentID } of liked) {
      await tx.comment.updateMany({ where: { commentID }, data: { countLikes: await tx.commentLike.count({ where: { commentID } }) } });
    }
    for (const { contentID } of likedContents) {
      await tx.content.updateMany({ where: { contentID }, data: { countLikes: await tx.contentLike.count({ where: { contentID } }) } });
    }
    const sameAddress = { equals: user.email, mode: "insensitive" as const };
    // Rows written logged out are the account holder's only when the account proved the address: an unverified one
    // (an older account, a typed e-mail) may be a stranger's, whose tickets, answers and subscription are not theirs.
    const byAddress = user.emailVerified ? [{ email: sameAddress }] : [];
    const conversations = await tx.chatConversation.findMany({
      where: { OR: [{ userId: user.id }, ...byAddress] },
      select: { conversationID: true, name: true },
    });
    const conversationIDs = conversations.map((c) => c.conversationID);
    // While the conversations still carry the name their assignment notifications were written with.
    await unnameInChatNotifications(tx, conversations, DELETED_ACCOUNT_NAME);
    await tx.chatConversation.updateMany({ where: { conversationID: { in: conversationIDs } }, data: { name: DELETED_ACCOUNT_NAME, email: "", userId: null } });
    await tx.chatMessage.updateMany({
      where: { conversationID: { in: conversationIDs }, fromStaff: false },
      data: { senderName: DELETED_ACCOUNT_NAME, userId: null },
    });
    await tx.ticket.updateMany({
      where: { OR: [{ userId: user.id }, ...byAddress] },
      data: { name: DELETED_ACCOUNT_NAME, email: null, userId: null },
    });
    // Feedback answers and suggestions sent logged out with the address carry the name and e-mail typed then: kept for
    // the Feedback staff without them, as the tickets above (an answer sent logged in named the account, gone now).
    if (user.emailVerified) {
      await tx.feedback.updateMany({ where: { email: sameAddress }, data: { name: DELETED_ACCOUNT_NAME, email: null } });
      await tx.suggestion.updateMany({ where: { email: sameAddress }, data: { names: DELETED_ACCOUNT_NAME, email: "" } });
      await tx.newsletterSubscriber.deleteMany({ where: { email: user.email } });
    }
    // What the portal was still to mail the account (its notifications' copies, held ones awaiting their digest, its
    // codes and links) is not sent to a person who is gone; mail about the PQRDS they filed still goes (the answer is
    // owed to the address filed). A job that comes for such a row finds it SUPPRESSED and ends.
    await tx.emailMessage.updateMany({
      where: { to: sameAddress, kind: { in: ACCOUNT_EMAIL_KINDS }, OR: [{ status: "PENDING" }, { status: "BATCHED", digestId: null }] },
      data: { status: "SUPPRESSED", suppressedReason: MAIL_SUPPRESSED_REASONS.accountDeleted },
    });
    const profileFiles = await tx.storedFile.findMany({ where: { ownerUserId: user.id, purpose: "profile" }, select: { fileID: true } });
    await tx.user.delete({ where: { id: user.id } });
    // Who is gone is recorded without any personal datum: the number the account had.
    await recordAudit({ db: tx, auditOrigin: deps.auditOrigin }, { userId: null, action: "account.deleted", entityType: "User", entityId: user.id });
    return [...profileFiles.map((f) => f.fileID), ...unanswered.flatMap((c) => (c.fileID ? [c.fileID] : []))];
  });
  for (const fileID of new Set(files)) {
    // The account is already gone: a file that cannot be removed now is left to the operator, not an error.
    await removeStoredFile(deps, fileID).catch((error: unknown) =>
      deps.log.warn({ err: error, fileID }, "no se pudo borrar un archivo de la cuenta eliminada"),
    );
  }
  return { message: M.deleted };
}
