import type { Job, Queue } from "bullmq";
import { z } from "zod";
import { defineJob, enqueueJob, type EnqueueOptions } from "../define-job.ts";
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
});

/** Every hour, so no unattached upload outlives its day by more than an hour. */
export const PURGE_UNATTACHED_FILES_SCHEDULE = { id: "files:purge-unattached", pattern: "17 * * * *", tz: "America/Bogota" } as const;

export function enqueuePurgeUnattachedFiles(queue: Queue, payload: TPurgeUnattachedFilesJob = {}, overrides?: EnqueueOptions): Promise<Job> {
  return enqueueJob(queue, PURGE_UNATTACHED_FILES_JOB, payload, overrides);
}

/** Creates or updates the repeatable job (idempotent: the scheduler id is fixed). */
export function schedulePurgeUnattachedFiles(queue: Queue): Promise<Job> {
  if (queue.name !== PURGE_UNATTACHED_FILES_JOB.queue) throw new Error(`La limpieza de archivos va en la cola "${PURGE_UNATTACHED_FILES_JOB.queue}", no en "${queue.name}".`);
  return queue.upsertJobScheduler(
    PURGE_UNATTACHED_FILES_SCHEDULE.id,
    { pattern: PURGE_UNATTACHED_FILES_SCHEDULE.pattern, tz: PURGE_UNATTACHED_FILES_SCHEDULE.tz },
    { name: PURGE_UNATTACHED_FILES_JOB.name, data: {}, opts: { attempts: PURGE_UNATTACHED_FILES_JOB.options.attempts, backoff: PURGE_UNATTACHED_FILES_JOB.options.backoff } },
  );
}
