// Reads the e-mails the system under test wrote: without SMTP_URL every message is a .eml file under DATA_DIR/mail.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { e2e } from "./env.ts";

export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, "\n");
  const cut = normalized.indexOf("\n\n");
  const head = cut === -1 ? normalized : normalized.slice(0, cut);
  const body = cut === -1 ? "" : normalized.slice(cut + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(part: Part): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "").toLowerCase();
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  return part.body;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as in Spanish subjects. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function collect(part: Part, out: { text: string; html: string }): void {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      collect(splitPart(chunk.replace(/^\n/, "")), out);
    }
  } else if (/^text\/html/i.test(type)) {
    out.html ||= decodeBody(part);
  } else if (/^text\/plain/i.test(type)) {
    out.text ||= decodeBody(part);
  }
}

function parseMail(file: string): Mail {
  const part = splitPart(readFileSync(file, "utf8"));
  const out = { text: "", html: "" };
  collect(part, out);
  return { file, to: decodeHeader(part.headers.to ?? ""), subject: decodeHeader(part.headers.subject ?? ""), headers: part.headers, ...out };
}

/** Every e-mail written so far, oldest first. */
function readMails(): Mail[] {
  if (!existsSync(e2e.mailDir)) return [];
  return readdirSync(e2e.mailDir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".eml"))
    .map((name) => join(e2e.mailDir, name))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
    .map(parseMail);
}

/**
 * Waits for the newest e-mail to `to` (optionally whose subject or text matches: tracking numbers are only in the
 * text) — the worker sends them asynchronously.
 */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 20_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMails()
      .reverse()
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || subject.test(m.subject) || subject.test(m.text)));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to}${subject ? ` matching ${subject}` : ""} in ${e2e.mailDir} after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The links in an e-mail (HTML hrefs first, then bare URLs of the text part). */
export function mailLinks(mail: Mail): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"));
  const bare = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return [...new Set([...hrefs, ...bare])];
}
