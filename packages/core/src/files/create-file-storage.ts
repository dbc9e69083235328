import { join } from "node:path";
import { known } from "../common/known.ts";
import type { TEnv } from "../config/env.ts";
import { createLocalDiskStorage } from "./local-disk-storage.ts";
import { createS3Storage } from "./s3-storage.ts";
import type { FileStorage } from "./storage.ts";

/** Where the local store keeps its files (and what `npm run storage:migrate` copies into a bucket). */
export function localUploadsDir(env: Pick<TEnv, "dataDir">): string {
  return join(env.dataDir, "uploads");
}

/** The object store the environment chooses (README "Object storage"): DATA_DIR/uploads by default, or a bucket. */
export function createFileStorage(env: TEnv): FileStorage {
  if (env.FILE_STORAGE === "local") return createLocalDiskStorage(localUploadsDir(env));
  return createS3Storage({
    bucket: known(env.S3_BUCKET, "S3_BUCKET, que el entorno exige con FILE_STORAGE=s3"),
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}
