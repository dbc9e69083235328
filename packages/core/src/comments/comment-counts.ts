import type { Prisma } from "@portal/db/client";

type Tx = Prisma.TransactionClient;

/**
 * Content.countComments (published comments and replies) and Comment.countComments (published replies) recounted
 * inside the write's transaction: every status change, creation and deletion goes through here, so the counters
 * cannot drift from what the thread shows.
 */
export async function refreshCommentCounts(tx: Tx, contentID: number, parentCommentID: number | null): Promise<void> {
  const total = await tx.comment.count({ where: { contentID, status: "Published" } });
  await tx.content.update({ where: { contentID }, data: { countComments: total } });
  if (parentCommentID !== null) {
    const replies = await tx.comment.count({ where: { parentCommentID, status: "Published" } });
    await tx.comment.updateMany({ where: { commentID: parentCommentID }, data: { countComments: replies } });
  }
}
