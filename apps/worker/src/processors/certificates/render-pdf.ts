import { join } from "node:path";
import type { Job } from "bullmq";
import { ensureIssuePdf } from "@portal/core/certificates/issue-pdf";
import { createLocalDiskStorage } from "@portal/core/files/local-disk-storage";
import type { FileStorage } from "@portal/core/files/storage";
import { createSettingsStore, type SettingsStore } from "@portal/core/settings/settings-store";
import { RENDER_CERTIFICATE_JOB } from "@portal/jobs/certificates/render-certificate.job";
import { parseJobData } from "@portal/jobs/define-job";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../registry.ts";

/** Storage and settings of the worker process, made once per context (the same uploads folder as the API's). */
const services = new WeakMap<WorkerContext, { storage: FileStorage; settings: SettingsStore }>();
export function workerServices(ctx: WorkerContext) {
  let s = services.get(ctx);
  if (!s) services.set(ctx, (s = { storage: createLocalDiskStorage(join(ctx.env.dataDir, "uploads")), settings: createSettingsStore(ctx.db) }));
  return s;
}

/** Renders and stores the PDF of an issued certificate or document (idempotent: a stored PDF is kept). */
export async function processRenderPdf(job: Job, ctx: WorkerContext) {
  const { kind, issueId } = parseJobData(RENDER_CERTIFICATE_JOB, job.data);
  const file = await ensureIssuePdf({ db: ctx.db, ...workerServices(ctx) }, kind, issueId);
  if (!file) ctx.log.warn({ kind, issueId }, "emisión inexistente; no hay PDF que generar");
  return { fileID: file?.fileID ?? null };
}

export const renderPdfProcessor: Processor = { job: RENDER_CERTIFICATE_JOB, process: processRenderPdf };
