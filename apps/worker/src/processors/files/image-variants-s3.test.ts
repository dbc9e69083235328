// The worker with FILE_STORAGE=s3: it reads an upload from the bucket and writes its resized copies there (what
// several worker hosts need), against a real S3-compatible server (s3rver).

import type { TEnv } from "@portal/core/config/env";
import { createFileStorage } from "@portal/core/files/create-file-storage";
import { variantStorageKey } from "@portal/core/files/image-variants";
import { startTestS3Server, type TestS3Server } from "@portal/core/testing/s3-server";
import { createTestLogger } from "@portal/core/testing/test-logger";
import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import { createQueue, QUEUE_NAMES } from "@portal/jobs/queues";
import { QueueEvents } from "bullmq";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkerRuntime } from "../../runtime.ts";
import { testProducer, useWorkerServices } from "../../test-helpers.ts";
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
    const producer = testProducer(worker.services.redisUrl);
    const queue = createQueue(QUEUE_NAMES.files, producer.redis, { prefix: producer.prefix });
    const events = new QueueEvents(QUEUE_NAMES.files, { connection: { url: worker.services.redisUrl }, prefix: producer.prefix });
    const runtime = startWorkerRuntime({
      env,
      db: worker.services.db,
      log: createTestLogger().log,
      prefix: producer.prefix,
      relay: false,
      processors: [imageVariantsProcessor],
    });
    try {
      await events.waitUntilReady();
      const job = await IMAGE_VARIANTS_JOB.enqueue(queue, { fileID: file.fileID });
      expect(await job.waitUntilFinished(events, 30_000)).toEqual({ fileID: file.fileID, widths: [320, 640] });
      for (const width of [320, 640]) {
        expect(s3.puts).toContain(variantStorageKey(storageKey, width));
        expect(await sharp(await bucket.get(variantStorageKey(storageKey, width))).metadata()).toMatchObject({ format: "webp", width });
      }
    } finally {
      await runtime.close();
      await events.close();
      await queue.close();
      await producer.close();
    }
  });
});
