import { runLinkCheck } from "@portal/core/self-assessment/link-check";
import { parseJobData } from "@portal/jobs/define-job";
import { CHECK_LINKS_JOB } from "@portal/jobs/self-assessment/check-links.job";
import type { Job } from "bullmq";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/** The Autodiagnóstico's weekly broken-links check (logic in @portal/core/self-assessment/link-check). */
async function processCheckLinks(job: Job, ctx: WorkerContext): Promise<{ checked: number; broken: number }> {
  parseJobData(CHECK_LINKS_JOB, job.data);
  return runLinkCheck({ db: ctx.db, log: ctx.log.child({ queue: job.queueName, jobId: job.id }) });
}

export const checkLinksProcessor: Processor = { job: CHECK_LINKS_JOB, process: processCheckLinks };
