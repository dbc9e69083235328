import { UnrecoverableError } from "bullmq";
import { describe, expect, it } from "vitest";
import { isFinalAttempt, parseJobData } from "../define-job.ts";
import { DEFAULT_JOB_OPTIONS, QUEUE_NAMES } from "../queues.ts";
import { SEND_EMAIL_JOB, ZSendEmailJob } from "./send-email.job.ts";

const id = "0b6c3f4e-9a61-4b8e-8d2f-4a7f0e7c1d2a";

describe("send-email job definition", () => {
  it("lives on the mail queue with the default retry policy and jobId = row id", () => {
    expect(SEND_EMAIL_JOB.queue).toBe(QUEUE_NAMES.mail);
    expect(SEND_EMAIL_JOB.id).toBe("mail/send-email");
    expect(SEND_EMAIL_JOB.options).toMatchObject({ attempts: 8, backoff: { type: "exponential", delay: 2000 } });
    expect(SEND_EMAIL_JOB.options.removeOnComplete).toEqual(DEFAULT_JOB_OPTIONS.removeOnComplete);
    expect(SEND_EMAIL_JOB.jobId?.({ emailMessageId: id })).toBe(id);
  });

  it("accepts a uuid and rejects anything else", () => {
    expect(ZSendEmailJob.parse({ emailMessageId: id })).toEqual({ emailMessageId: id });
    expect(ZSendEmailJob.safeParse({ emailMessageId: "42" }).success).toBe(false);
    expect(ZSendEmailJob.safeParse({}).success).toBe(false);
  });

  it("parseJobData fails without retries on a bad payload", () => {
    expect(parseJobData(SEND_EMAIL_JOB, { emailMessageId: id })).toEqual({ emailMessageId: id });
    expect(() => parseJobData(SEND_EMAIL_JOB, { emailMessageId: "x" })).toThrow(UnrecoverableError);
  });

  it("isFinalAttempt counts finished attempts", () => {
    expect(isFinalAttempt({ attemptsMade: 0, opts: { attempts: 8 } })).toBe(false);
    expect(isFinalAttempt({ attemptsMade: 7, opts: { attempts: 8 } })).toBe(true);
    expect(isFinalAttempt({ attemptsMade: 0, opts: {} })).toBe(true);
  });
});
