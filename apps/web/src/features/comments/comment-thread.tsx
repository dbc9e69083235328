import { COMMENT_NOTES } from "@portal/schemas/comments/comment-messages";
import { lazy, Suspense } from "react";

// The thread (forms, captcha, modals) is its own chunk: a content's detail renders first, the comments after.
const CommentThreadPanel = lazy(() => import("./comment-thread-panel").then((m) => ({ default: m.CommentThreadPanel })));

/**
 * The comment thread of a content (list, form, replies, likes, reports), loaded on demand. Mount it under a content
 * detail: `<CommentThread contentID={content.contentID} commentWallType={content.commentWallType} />`; it renders
 * nothing when comments are off (commentWallType 2).
 */
export function CommentThread({ contentID, commentWallType = 0 }: { contentID: number; commentWallType?: number }) {
  if (commentWallType === 2) return null;
  return (
    <Suspense fallback={<p aria-busy="true">Cargando comentarios…</p>}>
      {commentWallType === 1 && <p role="note">{COMMENT_NOTES.privateWall}</p>}
      <CommentThreadPanel contentID={contentID} />
    </Suspense>
  );
}
