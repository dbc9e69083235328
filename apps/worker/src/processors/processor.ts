import type { JobDefinition } from "@portal/jobs/define-job";
import type { Job } from "bullmq";
import type { z } from "zod";
import type { WorkerContext } from "../context.ts";

/**
 * A processor handles one job kind (a definition from @portal/jobs). It parses `job.data` with the definition's
 * schema itself (`parseJobData`), so a bad payload fails at once without retries.
 */
export interface Processor {
  job: JobDefinition<z.ZodType>;
  /** `token`: the job's lock token, for processors that delay their own job (`job.moveToDelayed`). */
  process(job: Job, ctx: WorkerContext, token?: string): Promise<unknown>;
}
