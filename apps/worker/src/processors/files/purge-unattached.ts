import { sweepAbandonedReports } from "@portal/core/complaint-forms/pqrds-reports";
import { imagesMissingVariants } from "@portal/core/files/image-variants";
import { purgeUnattachedFiles, type TPurgeResult } from "@portal/core/files/purge-unattached";
import { sweepAbandonedImports } from "@portal/core/imports/abandoned-imports";
import { parseJobData } from "@portal/jobs/define-job";
import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import { PURGE_UNATTACHED_FILES_JOB } from "@portal/jobs/files/purge-unattached.job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/**
 * Deletes the uploads no domain attached within a day (logic in @portal/core/files/purge-unattached); the same hourly
 * pass queues again what lost its job (image copies, imports, PQRDS reports).
 */
async function processPurgeUnattachedFiles(job: Job, ctx: WorkerContext): Promise<TPurgeResult> {
  const { now } = parseJobData(PURGE_UNATTACHED_FILES_JOB, job.data);
  const log = ctx.log.child({ queue: job.queueName, jobId: job.id });
  const result = await purgeUnattachedFiles({ db: ctx.db, storage: ctx.storage, log }, now ? new Date(now) : new Date());
  if (result.deleted || result.failed) log.info(result, "archivos sin adjuntar borrados");
  // The same hourly pass queues again the image copies whose job was never queued (one job id per file: no duplicates).
  const missing = ctx.queues.get(IMAGE_VARIANTS_JOB.queue) ? await imagesMissingVariants({ db: ctx.db }, now ? new Date(now) : new Date()) : [];
  for (const fileID of missing) await IMAGE_VARIANTS_JOB.enqueue(ctx.queues, { fileID });
  if (missing.length) log.info({ requeued: missing.length }, "miniaturas de imagen encoladas de nuevo");
  // And the imports left without a live job (Redis lost it, or BullMQ gave up on a worker that died mid-run).
  const imports = await sweepAbandonedImports({ db: ctx.db, queues: ctx.queues }, now ? new Date(now) : new Date());
  if (imports.requeued || imports.failed) log.info(imports, "importaciones sin trabajo en la cola: encoladas de nuevo o marcadas fallidas");
  const reports = await sweepAbandonedReports({ db: ctx.db, queues: ctx.queues }, now ? new Date(now) : new Date());
  if (reports.requeued || reports.failed) log.info(reports, "informes de PQRDS sin trabajo en la cola: encolados de nuevo o marcados fallidos");
  return result;
}

export const purgeUnattachedFilesProcessor: Processor = {
  job: PURGE_UNATTACHED_FILES_JOB,
  process: processPurgeUnattachedFiles,
};
