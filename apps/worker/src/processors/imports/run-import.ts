import { runImport } from "@portal/core/imports/run-import";
import { parseJobData } from "@portal/jobs/define-job";
import { RUN_IMPORT_JOB } from "@portal/jobs/imports/run-import.job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/** Runs one spreadsheet import (all or nothing; progress and row errors in the ImportJob row). */
async function processRunImport(job: Job, ctx: WorkerContext) {
  const { importJobId } = parseJobData(RUN_IMPORT_JOB, job.data);
  return runImport({ db: ctx.db, storage: ctx.storage, log: ctx.log }, importJobId);
}

export const runImportProcessor: Processor = { job: RUN_IMPORT_JOB, process: processRunImport };
