import { join } from "node:path";
import { variantStorageKey } from "@portal/core/files/image-variants";
import { createLocalDiskStorage } from "@portal/core/files/local-disk-storage";
import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import { QUEUE_NAMES } from "@portal/jobs/queues";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { useWorkerServices, withJobRuntime } from "../../test-helpers.ts";
import { imageVariantsProcessor } from "./image-variants.ts";

const worker = useWorkerServices();
const storage = () => createLocalDiskStorage(join(worker.env.dataDir, "uploads"));

/** A real JPEG photo-like image (a colour gradient with noise) of the given size, stored as an upload would be. */
async function storedJpeg(width: number, height: number, purpose = "image") {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    raw[i] = (x * 255) / width;
    raw[i + 1] = (y * 255) / height;
    raw[i + 2] = (x * y) % 251;
  }
  const bytes = await sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
  const storageKey = `2026/11/${purpose}-${width}-${Date.now()}.jpg`;
  await storage().put(storageKey, bytes, "image/jpeg");
  const file = await worker.services.db.storedFile.create({
    data: {
      name: "foto.jpg",
      storageKey,
      mimeType: "image/jpeg",
      extension: "jpg",
      size: bytes.length,
      isImage: true,
      width,
      height,
      purpose,
      isPublic: purpose !== "complaint",
    },
  });
  return { fileID: file.fileID, storageKey, size: bytes.length };
}

describe("files.image-variants", () => {
  it("writes 320, 640 and 1280 px WebP copies of an uploaded photo (never wider than the original) and records them", async () => {
    const big = await storedJpeg(1600, 900);
    const small = await storedJpeg(500, 300);
    const privateImage = await storedJpeg(800, 600, "complaint");

    await withJobRuntime(worker, QUEUE_NAMES.files, [imageVariantsProcessor], async ({ queue, events }) => {
      const job = await IMAGE_VARIANTS_JOB.enqueue(queue, { fileID: big.fileID });
      expect(await job.waitUntilFinished(events, 30_000)).toEqual({ fileID: big.fileID, widths: [320, 640, 1280] });
      for (const width of [320, 640, 1280]) {
        const bytes = await storage().get(variantStorageKey(big.storageKey, width));
        const meta = await sharp(bytes).metadata();
        expect(meta).toMatchObject({ format: "webp", width, height: Math.round((900 * width) / 1600) });
        expect(bytes.length).toBeLessThan(big.size);
      }
      const row = await worker.services.db.storedFile.findUniqueOrThrow({ where: { fileID: big.fileID } });
      expect(row.variantWidths).toEqual([320, 640, 1280]);
      expect(row.variantsAt).not.toBeNull();

      const smallJob = await IMAGE_VARIANTS_JOB.enqueue(queue, { fileID: small.fileID });
      expect(await smallJob.waitUntilFinished(events, 30_000)).toEqual({ fileID: small.fileID, widths: [320] });
      // A citizen's private upload is never copied.
      const privateJob = await IMAGE_VARIANTS_JOB.enqueue(queue, { fileID: privateImage.fileID });
      expect(await privateJob.waitUntilFinished(events, 30_000)).toEqual({ fileID: privateImage.fileID, widths: [], skipped: "not-public-image" });
      expect((await worker.services.db.storedFile.findUniqueOrThrow({ where: { fileID: privateImage.fileID } })).variantsAt).toBeNull();
    });
  });

  it("a file that is not really an image fails the job (retried), leaving the row without copies", async () => {
    const storageKey = `2026/11/falsa-${Date.now()}.png`;
    await storage().put(storageKey, Buffer.from("no soy una imagen"), "image/png");
    const file = await worker.services.db.storedFile.create({
      data: {
        name: "falsa.png",
        storageKey,
        mimeType: "image/png",
        extension: "png",
        size: 17,
        isImage: true,
        width: 2000,
        height: 1000,
        purpose: "image",
        isPublic: true,
      },
    });
    await withJobRuntime(worker, QUEUE_NAMES.files, [imageVariantsProcessor], async ({ queue, events }) => {
      const job = await IMAGE_VARIANTS_JOB.enqueue(queue, { fileID: file.fileID }, { attempts: 2, backoff: { type: "fixed", delay: 10 } });
      await expect(job.waitUntilFinished(events, 30_000)).rejects.toThrow();
      expect((await queue.getJob(job.id!))?.attemptsMade).toBe(2);
      expect((await worker.services.db.storedFile.findUniqueOrThrow({ where: { fileID: file.fileID } })).variantsAt).toBeNull();
    });
  });
});
