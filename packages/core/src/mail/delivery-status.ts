import PostalMime from "postal-mime";

/**
 * A delivery status notification (DSN, RFC 3464) as an SMTP server sends it back: a multipart/report with a
 * message/delivery-status part (per-recipient "Action:", "Status:", "Diagnostic-Code:") and the original message or
 * its headers (message/rfc822, text/rfc822-headers), whose Message-ID names the portal's message.
 */
export interface TDeliveryStatus {
  /** The original message's Message-ID, with its angle brackets. */
  messageId: string;
  /** failed (a bounce), delayed, delivered, relayed or expanded: the first recipient's. */
  action: string;
  /** Why, as the report says it: the status code and the server's diagnostic. */
  reason: string;
}

/** The "Field: value" lines of a header block, folded lines joined, names in lower case. */
function fields(block: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) {
      const name = line.slice(0, at).trim().toLowerCase();
      if (!out.has(name)) out.set(name, line.slice(at + 1).trim());
    }
  }
  return out;
}

/** The DSN's facts, or null for any other message (a reply, an out-of-office note, spam). */
export async function parseDeliveryStatus(source: Buffer): Promise<TDeliveryStatus | null> {
  const mail = await PostalMime.parse(source, { attachmentEncoding: "utf8", forceRfc822Attachments: true });
  const contentType = mail.headers.find((h) => h.key === "content-type")?.value ?? "";
  if (!/^multipart\/report\b/i.test(contentType) || !/report-type\s*=\s*"?delivery-status"?/i.test(contentType)) return null;
  const part = (types: string[]) => {
    const found = mail.attachments.find((a) => types.includes(a.mimeType.toLowerCase()));
    if (!found) return null;
    // A string with attachmentEncoding "utf8"; the bytes are decoded the same way should a version hand them back.
    return typeof found.content === "string" ? found.content : new TextDecoder().decode(found.content);
  };
  const status = part(["message/delivery-status", "message/global-delivery-status"]);
  const original = part(["message/rfc822", "text/rfc822-headers", "message/global-headers"]);
  if (!status || !original) return null;
  // The per-message block comes first, then one block per recipient: the first recipient's is the one to read.
  const recipient = status
    .split(/\r?\n\s*\r?\n/)
    .map(fields)
    .find((b) => b.has("action"));
  const messageId = fields(original.split(/\r?\n\r?\n/)[0] ?? "").get("message-id");
  if (!recipient || !messageId) return null;
  const reason = [recipient.get("status"), recipient.get("diagnostic-code")].filter(Boolean).join(" ");
  return { messageId, action: (recipient.get("action") ?? "").toLowerCase(), reason };
}
