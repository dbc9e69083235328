import { z } from "zod";
import { defineJob } from "../define-job.ts";
import { QUEUE_NAMES } from "../queues.ts";

/** Writes the resized copies of one uploaded public image. The StoredFile row exists before this is queued. */
export const ZImageVariantsJob = z.object({ fileID: z.string().regex(/^[0-9A-Za-z-]{1,64}$/) });
export type TImageVariantsJob = z.infer<typeof ZImageVariantsJob>;

export const IMAGE_VARIANTS_JOB = defineJob({
  queue: QUEUE_NAMES.files,
  name: "image-variants",
  schema: ZImageVariantsJob,
  // Idempotent (each copy is overwritten, the row updated once at the end): retried with the default backoff.
  // One job per file: uploading twice or re-queuing from the sweep never resizes the same image twice at once.
  jobId: (p) => `image-variants-${p.fileID}`,
});
