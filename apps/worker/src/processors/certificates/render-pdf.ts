import { ensureIssuePdf } from "@portal/core/certificates/issue-pdf";
import { RENDER_CERTIFICATE_JOB } from "@portal/jobs/certificates/render-certificate.job";
import { parseJobData } from "@portal/jobs/define-job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/**
 * Renders and stores the PDF of an issued certificate or document (idempotent: a stored PDF is kept); an issue gone or
 * revoked meanwhile gets none, and the job ends.
 */
async function processRenderPdf(job: Job, ctx: WorkerContext) {
  const { kind, issueId } = parseJobData(RENDER_CERTIFICATE_JOB, job.data);
  const file = await ensureIssuePdf({ db: ctx.db, storage: ctx.storage, settings: ctx.settings, env: ctx.env }, kind, issueId, { unlessRevoked: true });
  if (!file) ctx.log.warn({ kind, issueId }, "emisión inexistente o anulada; no hay PDF que generar");
  return { fileID: file?.fileID ?? null };
}

export const renderPdfProcessor: Processor = { job: RENDER_CERTIFICATE_JOB, process: processRenderPdf };
