import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/**
 * Deletes uploads no domain attached within a day (bytes and row). Payload: an optional instant to run "as of"
 * (manual re-runs and tests); the scheduler sends {}.
 */
export const ZPurgeUnattachedFilesJob = z.object({ now: z.iso.datetime({ offset: true }).optional() });
export type TPurgeUnattachedFilesJob = z.infer<typeof ZPurgeUnattachedFilesJob>;

export const PURGE_UNATTACHED_FILES_JOB = defineJob({
  queue: QUEUE_NAMES.files,
  name: "purge-unattached",
  schema: ZPurgeUnattachedFilesJob,
  // Idempotent: a second run finds nothing left to delete.
  options: { attempts: 3 },
  // Every hour, so no unattached upload outlives its day by more than an hour.
  schedule: { id: "files:purge-unattached", pattern: "17 * * * *" },
});
