// A local SMTP server that accepts every message and forgets it (smtp-server, no TLS, no authentication): what the
// mail benchmark sends to, recording when each message was accepted and for whom.

import { freePort } from "@portal/db/testing/free-port";
import { SMTPServer } from "smtp-server";

interface AcceptedMail {
  /** Recipients of the envelope (RCPT TO). */
  to: string[];
  /** performance.now() when the message's DATA ended (the 250 reply follows at once). */
  at: number;
  bytes: number;
}

export interface SmtpSink {
  url: string;
  accepted: AcceptedMail[];
  /** Connections opened so far (a pooled sender reuses a few; one per message without a pool). */
  connections(): number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const accepted: AcceptedMail[] = [];
  let connections = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    maxClients: 1000,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, session, callback) {
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
      stream.on("end", () => {
        accepted.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), at: performance.now(), bytes });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    connections: () => connections,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
