import { UnrecoverableError } from "bullmq";
import { describe, expect, it } from "vitest";
import { parseJobData } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";
import { SEND_EMAILS_JOB, SEND_EMAILS_MAX } from "./send-emails.job.ts";

const id = (n: number) => `0b6c3f4e-9a61-4b8e-8d2f-${String(n).padStart(12, "0")}`;

describe("send-emails job definition", () => {
  it("lives on the mail queue, with the default retries and no jobId (the rows' claims make sending exactly-once)", () => {
    expect(SEND_EMAILS_JOB.queue).toBe(QUEUE_NAMES.mail);
    expect(SEND_EMAILS_JOB.id).toBe("mail/send-emails");
    expect(SEND_EMAILS_JOB.options).toMatchObject({ attempts: 8, backoff: { type: "exponential", delay: 2000 } });
    expect(SEND_EMAILS_JOB.jobId).toBeUndefined();
  });

  it("takes 1 to SEND_EMAILS_MAX row ids and fails at once without retries otherwise", () => {
    const ids = Array.from({ length: SEND_EMAILS_MAX }, (_, i) => id(i));
    expect(parseJobData(SEND_EMAILS_JOB, { emailMessageIds: ids })).toEqual({ emailMessageIds: ids });
    for (const bad of [[], [...ids, id(SEND_EMAILS_MAX)], [id(1), "42"]]) {
      expect(() => parseJobData(SEND_EMAILS_JOB, { emailMessageIds: bad })).toThrow(UnrecoverableError);
    }
  });
});
