import { join } from "node:path";
import type { Job } from "bullmq";
import sharp from "sharp";
import { createLocalDiskStorage } from "@portal/core/files/local-disk-storage";
import { writeImageVariants, type TResize, type TVariantsResult } from "@portal/core/files/image-variants";
import { parseJobData } from "@portal/jobs/define-job";
import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../registry.ts";

/** Uploads are capped in bytes, not pixels: a decompression bomb stops here (about 8000 × 6000). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The first frame, turned upright by its EXIF orientation, at `width` px (never enlarged), as WebP. */
export const resizeToWebp: TResize = (bytes, width) =>
  sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();

/** files.image-variants: the 320/640/1280 px copies of an uploaded public image (logic in @portal/core/files/image-variants). */
export async function processImageVariants(job: Job, ctx: WorkerContext): Promise<TVariantsResult> {
  const { fileID } = parseJobData(IMAGE_VARIANTS_JOB, job.data);
  const result = await writeImageVariants({ db: ctx.db, storage: createLocalDiskStorage(join(ctx.env.dataDir, "uploads")) }, fileID, resizeToWebp);
  ctx.log.child({ queue: job.queueName, jobId: job.id }).info(result, "miniaturas de imagen");
  return result;
}

export const imageVariantsProcessor: Processor = { job: IMAGE_VARIANTS_JOB, process: processImageVariants };
