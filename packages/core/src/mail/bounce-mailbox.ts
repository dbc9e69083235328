import { BOUNCE_MAILBOX_LIMITS as L } from "@portal/schemas/mail/mail-bounce.schema";
import { ImapFlow } from "imapflow";
import { handleMailBounce } from "../complaint-forms/answer-bounce.ts";
import { parseDeliveryStatus } from "./delivery-status.ts";

type Deps = Parameters<typeof handleMailBounce>[0];

/** What one read of the bounce mailbox did: messages read, bounces recorded, and the rest (delays, other mail). */
export interface TBounceMailboxRun {
  read: number;
  bounced: number;
  other: number;
}

/** The IMAP connection of a BOUNCE_IMAP_URL: imaps:// is TLS (port 993 by default), imap:// plain (143). */
function connectionOf(url: URL) {
  const secure = url.protocol === "imaps:";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    mailbox: decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX",
  };
}

/**
 * Reads the unseen messages of the bounce mailbox (issue 31, proof of notification): each delivery status
 * notification that says a message failed is recorded like the provider's webhook records a bounce (the message is
 * marked bounced; an answer's bounce alerts the PQRs staff), then every message read is flagged \Seen so the next run
 * skips it. A bounce recorded twice changes nothing (handleMailBounce), so a run cut short and repeated is harmless.
 * Bounded per run (BOUNCE_MAILBOX_LIMITS); the rest waits for the next run.
 */
export async function readBounceMailbox(deps: Deps & { log: Deps["log"] }, bounceImapUrl: string): Promise<TBounceMailboxRun> {
  const { mailbox, ...connection } = connectionOf(new URL(bounceImapUrl));
  const client = new ImapFlow({ ...connection, logger: false, connectionTimeout: 15_000, greetingTimeout: 10_000 });
  const run: TBounceMailboxRun = { read: 0, bounced: 0, other: 0 };
  await client.connect();
  try {
    const lock = await client.getMailboxLock(mailbox);
    try {
      const unseen = (await client.search({ seen: false }, { uid: true })) || [];
      const uids = unseen.slice(0, L.messagesPerRun);
      if (uids.length === 0) return run;
      for await (const message of client.fetch(uids, { uid: true, source: true }, { uid: true })) {
        run.read++;
        const report = message.source ? await parseDeliveryStatus(message.source) : null;
        if (report?.action === "failed") {
          const result = await handleMailBounce(deps, { messageId: report.messageId, reason: report.reason.slice(0, 1000) || undefined });
          if (result.matched) run.bounced++;
          else run.other++;
        } else run.other++;
      }
      await client.messageFlagsAdd(uids, ["\\Seen"], { uid: true });
    } finally {
      lock.release();
    }
  } finally {
    await client.logout().catch(() => client.close());
  }
  deps.log.info(run, "buzón de rebotes leído");
  return run;
}
