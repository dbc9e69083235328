import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer/index.js";
import type { TEnv } from "../config/env.ts";

/** One message as handed to a transport (an EmailMessage row's fields). */
export interface TMailToSend {
  /** The EmailMessage id: part of the file name and of the Message-ID, so a resend is recognisable. */
  id: string;
  kind?: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface TMailSendResult {
  messageId: string;
  /** Set by the file transport: where the .eml was written. */
  emlPath?: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(message: TMailToSend): Promise<TMailSendResult>;
  close(): Promise<void>;
}

export type MailTransportEnv = Pick<TEnv, "SMTP_URL" | "MAIL_FROM" | "dataDir">;

/**
 * SMTP (nodemailer) when SMTP_URL is set, e.g. `smtps://user:pass@smtp.example.gov.co:465` (nodemailer URL
 * options such as `?pool=true` are honoured). Otherwise every message is written as an RFC 822 file,
 * DATA_DIR/mail/<timestamp>-<id>.eml, which any mail client opens: the default for trying the portal and for tests.
 */
export function createMailTransport(env: MailTransportEnv): MailTransport {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : createFileTransport(join(env.dataDir, "mail"), env.MAIL_FROM);
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message, from));
      return { messageId: info.messageId };
    },
    async close() {
      transporter.close();
    },
  };
}

export function createFileTransport(mailDir: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "file",
    async send(message) {
      const info = await transporter.sendMail(toNodemailer(message, from));
      await mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.id}.eml`;
      const emlPath = join(mailDir, name);
      // Written beside, then renamed: a reader never sees half a message.
      const partial = `${emlPath}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, emlPath);
      return { messageId: info.messageId, emlPath };
    },
    async close() {
      transporter.close();
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
    messageId: `<${message.id}@${domainOf(from)}>`,
    headers: {
      "Auto-Submitted": "auto-generated",
      ...(message.kind ? { "X-Portal-Kind": message.kind } : {}),
    },
  };
}

function domainOf(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? "portal.local";
}
