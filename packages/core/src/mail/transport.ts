import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import type { TEnv } from "../config/env.ts";
import type { TMailAttachment } from "./attachments.ts";

/** One message as handed to a transport (an EmailMessage row's fields). */
export interface TMailToSend {
  /** The EmailMessage id: the file name, and the default Message-ID, so a resend is recognisable. */
  id: string;
  /** The row's stable Message-ID (EmailMessage.messageId); default `messageIdFor(id)`. */
  messageId?: string;
  kind?: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly TMailAttachment[];
}

export interface TMailSendResult {
  messageId: string;
  /** Set by the SMTP transport: the server's response line when it accepted the message ("250 2.0.0 Ok: queued as …"). */
  response?: string;
  /** Set by the file transport: where the .eml was written. */
  emlPath?: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "file";
  /** The Message-ID this transport gives a row: `<id@sender's domain>`. */
  messageIdFor(id: string): string;
  send(message: TMailToSend): Promise<TMailSendResult>;
  close(): Promise<void>;
}

export type MailTransportEnv = Pick<TEnv, "SMTP_URL" | "MAIL_FROM" | "dataDir"> & Partial<Pick<TEnv, "SMTP_MAX_CONNECTIONS">>;

/**
 * SMTP (nodemailer) when SMTP_URL is set, e.g. `smtps://user:pass@smtp.example.gov.co:465`, over a pool of up to
 * SMTP_MAX_CONNECTIONS reused connections (nodemailer URL options such as `?maxMessages=50` are honoured). Otherwise every message is written as an RFC 822 file,
 * DATA_DIR/mail/<id>.eml, which any mail client opens: the default for trying the portal and for tests.
 * Both carry the row's stable Message-ID, so a re-send after a crash is the same message (the file is overwritten;
 * a receiving mail system can drop the duplicate).
 */
export function createMailTransport(env: MailTransportEnv): MailTransport {
  return env.SMTP_URL
    ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM, env.SMTP_MAX_CONNECTIONS)
    : createFileTransport(join(env.dataDir, "mail"), env.MAIL_FROM);
}

/** Bounds one SMTP send well inside the sending lease (SEND_LEASE_MS), so a lease outlives a slow server. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

/** Connections of the SMTP pool when the environment does not say (SMTP_MAX_CONNECTIONS). */
const DEFAULT_SMTP_CONNECTIONS = 5;

export function createSmtpTransport(smtpUrl: string, from: string, maxConnections = DEFAULT_SMTP_CONNECTIONS): MailTransport {
  // A pool: each connection sends message after message (up to maxMessages, then it is renewed) instead of one
  // connection, greeting and TLS handshake per message; sends beyond the connections wait in the pool's queue.
  // Built here rather than from `{ url, … }`: createTransport keeps only the URL's options when given one, and
  // dropped the timeouts; the pool merges both (the URL's win).
  const transporter = nodemailer.createTransport(new SMTPPool({ pool: true, url: smtpUrl, maxConnections, ...SMTP_TIMEOUTS }));
  return {
    kind: "smtp",
    messageIdFor: (id) => messageIdFor(id, from),
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message, from));
      return { messageId: info.messageId, response: info.response };
    },
    close() {
      transporter.close();
      return Promise.resolve();
    },
  };
}

/** Half-written files older than this were left by a killed worker (their message was re-sent under its .eml name). */
const STALE_PARTIAL_MS = 10 * 60_000;

async function sweepPartials(mailDir: string): Promise<void> {
  for (const name of await readdir(mailDir).catch(() => [])) {
    if (!name.endsWith(".partial")) continue;
    const path = join(mailDir, name);
    const info = await stat(path).catch(() => null);
    if (info && Date.now() - info.mtimeMs > STALE_PARTIAL_MS) await unlink(path).catch(() => {});
  }
}

export function createFileTransport(mailDir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  let swept = false;
  return {
    kind: "file",
    messageIdFor: (id) => messageIdFor(id, from),
    async send(message) {
      if (!/^[A-Za-z0-9-]+$/.test(message.id)) throw new Error(`Identificador de correo inválido para un nombre de archivo: ${message.id}`);
      const info = await transporter.sendMail(toNodemailer(message, from));
      // Messages carry citizens' names, requests and links: readable by the portal's own user only.
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      if (!swept) {
        swept = true;
        await sweepPartials(mailDir);
      }
      // Named by the row alone: a re-send (after a crash between writing and marking SENT) replaces the same file.
      const emlPath = join(mailDir, `${message.id}.eml`);
      // Written beside under a unique name, then renamed: a reader never sees half a message, two writers never mix.
      const partial = `${emlPath}.${randomUUID()}.partial`;
      await writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await rename(partial, emlPath);
      return { messageId: info.messageId, emlPath };
    },
    close() {
      transporter.close();
      return Promise.resolve();
    },
  };
}

function toNodemailer(message: TMailToSend, from: string): Mail.Options {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments?.length
      ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
      : {}),
    messageId: message.messageId ?? messageIdFor(message.id, from),
    headers: {
      "Auto-Submitted": "auto-generated",
      ...(message.kind ? { "X-Portal-Kind": message.kind } : {}),
    },
  };
}

export function messageIdFor(id: string, from: string): string {
  return `<${id}@${domainOf(from)}>`;
}

function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "portal.local";
}
