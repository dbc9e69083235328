import type { CoreDeps } from "../deps.ts";

/** Something in a thread that the comment's author may want to hear about. */
export type TCommentEvent =
  | { kind: "reply"; commentID: number; parentCommentID: number; contentID: number; byUserId: number | null }
  | { kind: "like"; commentID: number; contentID: number; byUserId: number };

/**
 * The seam for notifications of replies and likes (issue 10): called after the write has committed, never inside
 * its transaction, and never failing the citizen's request. Today it only logs; issue 10 writes the Notification
 * rows (and e-mails) here.
 */
export async function onCommentEvent(deps: Pick<CoreDeps, "log">, event: TCommentEvent): Promise<void> {
  try {
    deps.log.debug({ event }, "comment event");
  } catch {
    // A notification must never undo or fail the comment or like it is about.
  }
}
