import { type TResize, type TVariantsResult, writeImageVariants } from "@portal/core/files/image-variants";
import { parseJobData } from "@portal/jobs/define-job";
import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import { IMAGE_MAX_PIXELS } from "@portal/schemas/files/upload.schema";
import type { Job } from "bullmq";
import sharp from "sharp";
import type { WorkerContext } from "../../context.ts";
import type { Processor } from "../processor.ts";

/** The first frame (no larger than an upload may be: a second guard against a decompression bomb), turned upright by its EXIF orientation, at `width` px (never enlarged), as WebP. */
const resizeToWebp: TResize = (bytes, width) =>
  sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, animated: false }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();

/** files.image-variants: the 320/640/1280 px copies of an uploaded public image (logic in @portal/core/files/image-variants). */
async function processImageVariants(job: Job, ctx: WorkerContext): Promise<TVariantsResult> {
  const { fileID } = parseJobData(IMAGE_VARIANTS_JOB, job.data);
  const result = await writeImageVariants({ db: ctx.db, storage: ctx.storage }, fileID, resizeToWebp);
  ctx.log.child({ queue: job.queueName, jobId: job.id }).info(result, "miniaturas de imagen");
  return result;
}

export const imageVariantsProcessor: Processor = { job: IMAGE_VARIANTS_JOB, process: processImageVariants };
