import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * Renders the PDF of an issued certificate or document and stores it. Payload: the issue row's id only; the
 * snapshot of what the PDF states lives in that row, so a re-run renders the same PDF.
 */
export const ZRenderCertificateJob = z.object({ kind: z.enum(["certificate", "document"]), issueId: z.number().int().positive() });
export type TRenderCertificateJob = z.infer<typeof ZRenderCertificateJob>;

export const RENDER_CERTIFICATE_JOB = defineJob({
  queue: QUEUE_NAMES.certificates,
  name: "render-pdf",
  schema: ZRenderCertificateJob,
  options: { attempts: 5 },
  jobId: (payload) => `${payload.kind}-${payload.issueId}`,
});
