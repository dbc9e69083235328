import { describe, expect, it } from "vitest";
import { messageCoverage } from "../testing/message-coverage.ts";
import { containsInvalidWord, neutralizeFormula, ZComment, ZCommentEdit } from "./comment.schema.ts";
import { commentCounter, COMMENT_MESSAGES as M } from "./comment-messages.ts";

const coverage = messageCoverage(M);
const comment = { contentID: 7, value: "Me parece muy buena la obra del parque", captchaId: "c1" };

describe("ZComment (POST comments)", () => {
  it("accepts a comment and a reply", () => {
    expect(coverage.messagesOf(ZComment, comment)).toEqual({});
    expect(coverage.messagesOf(ZComment, { ...comment, parentCommentID: 3, value: "Sí" })).toEqual({});
  });
  it("needs the content it comments", () => {
    expect(coverage.messagesOf(ZComment, { ...comment, contentID: null }).contentID).toEqual([M.contentRequired]);
  });
  it("text: required, 10–560, with the counter", () => {
    expect(coverage.messagesOf(ZComment, { ...comment, value: "  " }).value).toEqual([M.commentRequired]);
    expect(coverage.messagesOf(ZComment, { ...comment, value: "corto" }).value).toEqual([M.commentMin]);
    expect(coverage.messagesOf(ZComment, { ...comment, value: "a".repeat(561) }).value).toEqual([M.commentMax]);
    expect(commentCounter("hola")).toBe("4/560");
  });
  it("reply: required, ≤ 560", () => {
    expect(coverage.messagesOf(ZComment, { ...comment, parentCommentID: 3, value: "" }).value).toEqual([M.replyRequired]);
    expect(coverage.messagesOf(ZComment, { ...comment, parentCommentID: 3, value: "r".repeat(561) }).value).toEqual([M.commentMax]);
  });
  it("a message starting with -, +, =, / or * gets a space prefixed (no spreadsheet formula in exports)", () => {
    for (const start of ["-", "+", "=", "/", "*"])
      expect(ZComment.parse({ ...comment, value: `${start}HYPERLINK("http://x")` }).value.startsWith(` ${start}`)).toBe(true);
    expect(neutralizeFormula("Hola")).toBe("Hola");
  });
  it("attachments: a YouTube URL, an image or a file of the allowed types, only one of them", () => {
    expect(coverage.messagesOf(ZComment, { ...comment, embedUrl: "https://vimeo.com/1" }).embedUrl).toEqual([M.youtubeInvalid]);
    expect(coverage.messagesOf(ZComment, { ...comment, embedUrl: "https://youtu.be/dQw4w9WgXcQ", imageUrl: "/files/3/a.png" }).embedUrl).toEqual([
      M.oneAttachment,
    ]);
    expect(coverage.messagesOf(ZComment, { ...comment, fileID: 4, fileName: "macro.exe" }).fileName).toEqual([M.attachmentInvalid]);
    expect(coverage.messagesOf(ZComment, { ...comment, imageUrl: "javascript:alert(1)" }).imageUrl).toEqual([M.attachmentInvalid]);
    expect(coverage.messagesOf(ZComment, { ...comment, fileID: 4, fileName: "acta.pdf" })).toEqual({});
  });
  it("the edit modal: text required ≤ 560 and one attachment", () => {
    expect(coverage.messagesOf(ZCommentEdit, { value: "" }).value).toEqual([M.commentRequired]);
    expect(coverage.messagesOf(ZCommentEdit, { value: "e".repeat(561) }).value).toEqual([M.commentMax]);
    expect(coverage.messagesOf(ZCommentEdit, { value: "Texto corregido", imageUrl: "/files/1/a.png", fileID: 3 }).embedUrl).toEqual([M.oneAttachment]);
  });
  it("the settings' invalid words: whole words, any case, accents ignored; phrases as phrases", () => {
    const words = ["bobo", "mala palabra", " "];
    expect(containsInvalidWord("Eres un BOBÓ", words)).toBe(true);
    expect(containsInvalidWord("Esto es una MALA  palabra.", words)).toBe(true);
    expect(containsInvalidWord("Esto es una mala idea", words)).toBe(false);
    expect(containsInvalidWord("Esto es una mala palabra", words)).toBe(true);
    expect(containsInvalidWord("Hablemos de los bobos", ["bobo"])).toBe(false);
    expect(containsInvalidWord("Todo bien", [])).toBe(false);
    // The server refuses with this message.
    coverage.saw(M.invalidWords);
  });
  it("gives every message of COMMENT_MESSAGES", () => {
    expect(coverage.unused()).toEqual([]);
  });
});
