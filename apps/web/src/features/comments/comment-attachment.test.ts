import { ZComment } from "@portal/schemas/comments/comment.schema";
import { COMMENT_MESSAGES as C } from "@portal/schemas/comments/comment-messages";
import { describe, expect, it } from "vitest";
import { attachmentError, attachmentInput, NO_ATTACHMENT } from "./comment-attachment";

const file = { fileID: "5b1f2c3d-0000-4000-8000-000000000001", name: "acta.pdf" };

describe("the comment box's attachment", () => {
  it("sends one of a video or an upload, never both, whatever was typed before switching", () => {
    expect(attachmentInput(NO_ATTACHMENT)).toEqual({ embedUrl: null, fileID: null, fileName: null });
    expect(attachmentInput({ kind: "video", embedUrl: " https://youtu.be/dQw4w9WgXcQ ", file })).toEqual({
      embedUrl: "https://youtu.be/dQw4w9WgXcQ",
      fileID: null,
      fileName: null,
    });
    expect(attachmentInput({ kind: "file", embedUrl: "https://youtu.be/dQw4w9WgXcQ", file })).toEqual({
      embedUrl: null,
      fileID: file.fileID,
      fileName: "acta.pdf",
    });
    expect(attachmentInput({ kind: "image", embedUrl: "", file: null })).toEqual({ embedUrl: null, fileID: null, fileName: null });
  });

  it("refuses a missing or non-YouTube video with the spec's message, as the server's schema does", () => {
    expect(attachmentError({ kind: "video", embedUrl: "", file: null })).toBe(C.youtubeInvalid);
    expect(attachmentError({ kind: "video", embedUrl: "https://vimeo.com/1", file: null })).toBe(C.youtubeInvalid);
    expect(attachmentError({ kind: "video", embedUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ", file: null })).toBeNull();
    const server = ZComment.safeParse({
      contentID: 1,
      value: "Un comentario suficientemente largo",
      ...attachmentInput({ kind: "video", embedUrl: "https://vimeo.com/1", file: null }),
    });
    expect(server.success ? null : server.error.issues[0]!.message).toBe(C.youtubeInvalid);
  });
});
