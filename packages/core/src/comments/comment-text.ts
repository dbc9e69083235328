/**
 * Comments are plain text: no markup is ever interpreted. `value` keeps what the citizen wrote (the web renders it as
 * text); `valueHtml` is the same text escaped, with line breaks as <br>, for clients that insert HTML.
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Control characters (but tab and newline) and bidirectional overrides that could disguise a text. */
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g;

export function cleanCommentText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(INVISIBLE, "")
    .replace(/\n{3,}/g, "\n\n");
}

export function commentHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c).replace(/\n/g, "<br>");
}
