import { createWriteStream } from "node:fs";
import { mkdir, readdir, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import type { TEnv } from "../config/env.ts";
import { createS3Storage } from "../files/s3-storage.ts";
import type { FileStorage } from "../files/storage.ts";
import { MANIFEST_FILE } from "./manifest.ts";

/** An archive's place in a bucket, as `--to` and `npm run restore` take it: `s3://<bucket>[/<prefix>]`. */
export type TBucketAddress = { bucket: string; prefix: string };

const BUCKET_ADDRESS = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/;

/** `s3://respaldos/portal/` → { bucket: "respaldos", prefix: "portal" }; anything else that starts with s3:// is an error. */
export function parseBucketAddress(address: string): TBucketAddress | null {
  if (!address.startsWith("s3://")) return null;
  const match = BUCKET_ADDRESS.exec(address);
  const bucket = match?.[1];
  const prefix = (match?.[2] ?? "").replace(/\/+$/, "");
  const parts = prefix === "" ? [] : prefix.split("/");
  if (!bucket || parts.some((part) => part === "" || part === "." || part === "..")) {
    throw new Error(`${address}: use s3://<bucket>/<prefijo>`);
  }
  return { bucket, prefix };
}

export const bucketAddressText = (address: TBucketAddress) => `s3://${address.bucket}${address.prefix ? `/${address.prefix}` : ""}`;

/**
 * The backups' bucket, reached with the same connection settings as the file store's (S3_ENDPOINT, S3_REGION, the
 * credentials, S3_FORCE_PATH_STYLE), whatever FILE_STORAGE is: a portal storing files on its disk can still keep its
 * backups off the host. Objects are written without an ACL, so they stay as private as the bucket.
 */
export function backupBucket(env: TEnv, bucket: string): FileStorage {
  return createS3Storage({
    bucket,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
}

const keyIn = (prefix: string, ...parts: string[]) => [prefix, ...parts].filter(Boolean).join("/");

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join("/"));
}

/**
 * Copies a finished archive folder into the bucket under `<prefix>/<folder name>/`, the manifest last, so that (as on
 * disk) an archive whose manifest is in the bucket is complete. Every object's size is read back from the bucket;
 * on any failure what was written is removed and the error thrown. Returns the archive's address.
 */
export async function uploadArchive(archiveDir: string, bucket: FileStorage, address: TBucketAddress): Promise<TBucketAddress> {
  const archivePrefix = keyIn(address.prefix, archiveDir.split(sep).at(-1) ?? archiveDir);
  if (await hasObjects(bucket, archivePrefix)) throw new Error(`${bucketAddressText({ ...address, prefix: archivePrefix })} ya existe`);
  const files = (await filesUnder(archiveDir)).sort((a, b) => Number(a === MANIFEST_FILE) - Number(b === MANIFEST_FILE));
  const written: string[] = [];
  try {
    for (const file of files) {
      const key = keyIn(archivePrefix, file);
      const path = join(archiveDir, ...file.split("/"));
      written.push(key);
      await bucket.putFile(key, path, "application/octet-stream", { keepSource: true });
      const stored = await bucket.head(key);
      const size = (await stat(path)).size;
      if (stored?.size !== size) throw new Error(`${key}: el bucket guardó ${stored?.size ?? "nada"} bytes de ${size}`);
    }
  } catch (error) {
    // The manifest goes last: without it nothing written here can pass for an archive, but it is removed anyway.
    for (const key of written.reverse()) await bucket.remove(key).catch(() => undefined);
    throw error;
  }
  return { bucket: address.bucket, prefix: archivePrefix };
}

async function hasObjects(bucket: FileStorage, prefix: string): Promise<boolean> {
  const first = await bucket.list(`${prefix}/`)[Symbol.asyncIterator]().next();
  return !first.done;
}

/**
 * Brings an archive from the bucket into `targetDir` (an empty folder), to be checked and restored like one on disk
 * (restore-backup.ts verifies every size and SHA-256 against its manifest). An address without a manifest is not a
 * complete archive: refused before anything is read.
 */
export async function downloadArchive(bucket: FileStorage, address: TBucketAddress, targetDir: string): Promise<void> {
  const manifestKey = keyIn(address.prefix, MANIFEST_FILE);
  if (!(await bucket.head(manifestKey))) throw new Error(`${bucketAddressText(address)} no es un respaldo completo: no tiene ${MANIFEST_FILE}`);
  for await (const object of bucket.list(`${address.prefix}/`)) {
    const path = join(targetDir, ...object.key.slice(address.prefix.length + 1).split("/"));
    await mkdir(dirname(path), { recursive: true });
    await pipeline(bucket.stream(object.key), createWriteStream(path, { flags: "wx" }));
  }
}
