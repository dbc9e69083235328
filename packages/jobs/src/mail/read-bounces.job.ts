import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * Reads the bounce mailbox (BOUNCE_IMAP_URL, issue 31): the delivery status notifications the SMTP server sent back
 * for the portal's messages, recorded as bounces. Without BOUNCE_IMAP_URL a run does nothing. Payload: nothing.
 */
export const ZReadBouncesJob = z.object({});

export const READ_BOUNCES_JOB = defineJob({
  queue: QUEUE_NAMES.mail,
  name: "read-bounces",
  schema: ZReadBouncesJob,
  // A failed read is tried again at the next run; a bounce recorded twice changes nothing.
  options: { attempts: 1 },
  // Every five minutes: an answer's bounce reaches staff while the term still leaves time to notify by post.
  schedule: { id: "mail:read-bounces", pattern: "*/5 * * * *" },
});
