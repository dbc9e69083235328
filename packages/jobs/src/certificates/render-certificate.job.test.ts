import { describe, expect, it } from "vitest";
import { parseJobData } from "../define-job.ts";
import { RUN_IMPORT_JOB } from "../imports/run-import.job.ts";
import { ALL_QUEUE_NAMES } from "../queues.ts";
import { RENDER_CERTIFICATE_JOB } from "./render-certificate.job.ts";

describe("certificate and import jobs", () => {
  it("sit on their reserved queues with deterministic job ids", () => {
    expect(RENDER_CERTIFICATE_JOB).toMatchObject({ id: "certificates/render-pdf", queue: "certificates" });
    expect(RUN_IMPORT_JOB).toMatchObject({ id: "imports/run-import", queue: "imports" });
    for (const job of [RENDER_CERTIFICATE_JOB, RUN_IMPORT_JOB]) expect(ALL_QUEUE_NAMES).toContain(job.queue);
    expect(RENDER_CERTIFICATE_JOB.jobId!({ kind: "document", issueId: 7 })).toBe("document-7");
  });
  it("refuse a bad payload without retries", () => {
    expect(() => parseJobData(RENDER_CERTIFICATE_JOB, { kind: "otro", issueId: 1 })).toThrow(/Datos inválidos/);
    expect(() => parseJobData(RUN_IMPORT_JOB, { importJobId: "no-uuid" })).toThrow(/Datos inválidos/);
  });
});
