import { COMMENT_MESSAGES as C, type TCommentAttachmentKind } from "@portal/schemas/comments/comment-messages";
import { youtubeCode } from "@portal/schemas/contents/content-fields";

/** What the comment box sends: at most one of a YouTube URL or an upload of kind "comment". */
export type TCommentAttachment = { kind: TCommentAttachmentKind; embedUrl: string; file: { fileID: string; name: string } | null };
export const NO_ATTACHMENT: TCommentAttachment = { kind: "none", embedUrl: "", file: null };

/** The attachment part of the comment input: embedUrl or fileID (+ fileName for the extension rule), never both. */
export function attachmentInput(a: TCommentAttachment) {
  if (a.kind === "video") return { embedUrl: a.embedUrl.trim() || null, fileID: null, fileName: null };
  if ((a.kind === "image" || a.kind === "file") && a.file) return { embedUrl: null, fileID: a.file.fileID, fileName: a.file.name };
  return { embedUrl: null, fileID: null, fileName: null };
}

/** The message the field shows before sending (the server checks the same and more). */
export function attachmentError(a: TCommentAttachment): string | null {
  if (a.kind === "video" && (!a.embedUrl.trim() || youtubeCode(a.embedUrl.trim()) === null)) return C.youtubeInvalid;
  return null;
}
