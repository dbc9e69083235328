import { describe, expect, it } from "vitest";
import { cleanCommentText, commentHtml } from "./comment-text.ts";

describe("comments are plain text", () => {
  it("escapes every markup character and keeps line breaks as <br>", () => {
    expect(commentHtml(`<img src=x onerror="alert(1)">\n'y' & z`)).toBe("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;<br>&#39;y&#39; &amp; z");
  });
  it("drops control characters and bidirectional overrides, and long runs of blank lines", () => {
    expect(cleanCommentText("hola\u202Emundo\u0007\r\n\r\n\r\n\r\nfin")).toBe("holamundo\n\nfin");
  });
});
