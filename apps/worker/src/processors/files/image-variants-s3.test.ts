// The worker with FILE_STORAGE=s3: it reads an upload from the bucket and writes its resized copies there (what
// several worker hosts need), against a real S3-compatible server (s3rver).

import type { TEnv } from "@portal/core/config/env";
import { createFileStorage } from "@portal/core/files/create-file-storage";
import { variantStorageKey } from "@portal/core/files/image-variants";
import { startTestS3Server, type TestS3Server } from "@portal/core/testing/s3-server";
import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import { QUEUE_NAMES } from "@portal/jobs/queues";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useWorkerServices, withJobRuntime } from "../../test-helpers.ts";
import { imageVariantsProcessor } from "./image-variants.ts";

const worker = useWorkerServices();
let s3: TestS3Server;
let env: TEnv;
beforeAll(async () => {
  s3 = await startTestS3Server();
  const { S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = s3.env;
  env = {
    ...worker.env,
    FILE_STORAGE: "s3",
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: true,
  };
}, 60_000);
afterAll(async () => {
  await s3?.stop();
});

describe("files.image-variants on the S3 store", () => {
  it("reads the photo from the bucket and writes its WebP copies into it", async () => {
    const bucket = createFileStorage(env);
    const bytes = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const storageKey = `2026/11/foto-s3-${Date.now()}.jpg`;
    await bucket.put(storageKey, bytes, "image/jpeg");
    const file = await worker.services.db.storedFile.create({
      data: {
        name: "foto.jpg",
        storageKey,
        mimeType: "image/jpeg",
        extension: "jpg",
        size: bytes.length,
        isImage: true,
        width: 900,
        height: 600,
        purpose: "image",
        isPublic: true,
      },
    });
    await withJobRuntime({ env, services: worker.services }, QUEUE_NAMES.files, [imageVariantsProcessor], async ({ queue, events }) => {
      const job = await IMAGE_VARIANTS_JOB.enqueue(queue, { fileID: file.fileID });
      expect(await job.waitUntilFinished(events, 30_000)).toEqual({ fileID: file.fileID, widths: [320, 640] });
      for (const width of [320, 640]) {
        expect(s3.puts).toContain(variantStorageKey(storageKey, width));
        expect(await sharp(await bucket.get(variantStorageKey(storageKey, width))).metadata()).toMatchObject({ format: "webp", width });
      }
    });
  });
});
