import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/** Runs one spreadsheet import; everything else (kind, file, parameters, progress) lives in the ImportJob row. */
export const ZRunImportJob = z.object({ importJobId: z.string().uuid() });
export type TRunImportJob = z.infer<typeof ZRunImportJob>;

export const RUN_IMPORT_JOB = defineJob({
  queue: QUEUE_NAMES.imports,
  name: "run-import",
  schema: ZRunImportJob,
  // An import is all or nothing and marks its row FAILED itself; a retry would only repeat the same verdict.
  options: { attempts: 2 },
  jobId: (payload) => payload.importJobId,
});
