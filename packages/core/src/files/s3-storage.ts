import { createReadStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import type * as ClientS3 from "@aws-sdk/client-s3";
import type * as LibStorage from "@aws-sdk/lib-storage";
import { AppError } from "../errors/app-error.ts";
import { assertStorageKey, type FileStorage, openLater, StoredFileMissingError } from "./storage.ts";

export interface S3StorageOptions {
  bucket: string;
  /** Unset: AWS S3 itself; MinIO and others give their URL (http://minio:9000). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (environment, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path (http://host/bucket/key) rather than the host name: MinIO and most self-hosted servers. */
  forcePathStyle: boolean;
  /** Parts of a multipart upload (S3's minimum is 5 MiB); a file smaller than one part goes in one PUT. */
  partSizeBytes?: number;
}

const DEFAULT_PART_SIZE = 8 * 1024 * 1024;
/** Parts of one upload in flight at once: an upload holds at most this many parts in memory. */
const PARTS_IN_FLIGHT = 2;
/** Seconds a client should wait when the object store does not answer. */
const STORE_RETRY_AFTER_SECONDS = 10;
const NETWORK_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "TimeoutError"]);

type TSdkError = { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };

/** The SDK's errors in the portal's terms: a missing key is a 404, a store that does not answer a 503 with Retry-After. */
function mapS3Error(error: unknown, key: string): Error {
  const e = (error ?? {}) as TSdkError;
  const status = e.$metadata?.httpStatusCode;
  // A bucket that is not there is the operator's setting to fix, not a missing file.
  if (e.name === "NoSuchBucket") return error as Error;
  if (e.name === "NoSuchKey" || e.name === "NotFound" || status === 404) return new StoredFileMissingError(key);
  if ((status !== undefined && status >= 500) || NETWORK_ERRORS.has(e.code ?? "") || NETWORK_ERRORS.has(e.name ?? "")) {
    return new AppError("SERVICE_UNAVAILABLE", undefined, [], { retryAfterSeconds: STORE_RETRY_AFTER_SECONDS });
  }
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * An S3-compatible bucket (AWS S3, MinIO…) through the AWS SDK v3. Objects are written without an ACL, so they keep
 * the bucket's private default; nothing here makes one public. Uploads stream from their temporary file in parts
 * (@aws-sdk/lib-storage), downloads stream from the GET's body.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const Bucket = options.bucket;
  // The SDK is loaded on first use: a portal storing on the local disk never pays its ~140 ms and ~30 MB at start.
  let loaded: Promise<{ s3: typeof ClientS3; Upload: typeof LibStorage.Upload; client: ClientS3.S3Client }> | null = null;
  const sdk = () =>
    (loaded ??= (async () => {
      const [s3, lib] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
      const client = new s3.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        credentials: options.credentials,
        forcePathStyle: options.forcePathStyle,
        // Checksums only where S3 requires them: the SDK's newer default (CRC32 trailers on every request) is refused by
        // several S3-compatible servers.
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // A store that does not answer fails the request within seconds rather than holding it.
        requestHandler: { connectionTimeout: 3000, requestTimeout: 30_000 },
      });
      return { s3, Upload: lib.Upload, client };
    })());
  const at = async <T>(key: string, run: () => Promise<T>): Promise<T> => {
    assertStorageKey(key);
    try {
      return await run();
    } catch (error) {
      throw mapS3Error(error, key);
    }
  };
  return {
    put: (key, bytes, mimeType) =>
      at(key, async () => {
        const { s3, client } = await sdk();
        await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: mimeType }));
      }),
    async putFile(key, sourcePath, mimeType, { keepSource = false } = {}) {
      await at(key, async () => {
        const { Upload, client } = await sdk();
        const upload = new Upload({
          client,
          params: { Bucket, Key: key, Body: createReadStream(sourcePath), ContentType: mimeType },
          partSize: options.partSizeBytes ?? DEFAULT_PART_SIZE,
          queueSize: PARTS_IN_FLIGHT,
          leavePartsOnError: false,
        });
        await upload.done();
      });
      if (!keepSource) await rm(sourcePath, { force: true });
    },
    get: (key) =>
      at(key, async () => {
        const { s3, client } = await sdk();
        const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) throw new Error(`El bucket respondió ${key} sin contenido`);
        return Buffer.from(await answer.Body.transformToByteArray());
      }),
    stream(key, range) {
      assertStorageKey(key);
      return openLater(
        async () => {
          const { s3, client } = await sdk();
          const answer = await client.send(new s3.GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
          return answer.Body as Readable;
        },
        (error) => mapS3Error(error, key),
      );
    },
    remove: (key) =>
      at(key, async () => {
        const { s3, client } = await sdk();
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }));
      }),
    async head(key) {
      try {
        const answer = await at(key, async () => {
          const { s3, client } = await sdk();
          return client.send(new s3.HeadObjectCommand({ Bucket, Key: key }));
        });
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof StoredFileMissingError) return null;
        throw error;
      }
    },
    async *list(prefix) {
      try {
        const { s3, client } = await sdk();
        for await (const page of s3.paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
          for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, size: object.Size ?? 0 };
        }
      } catch (error) {
        throw mapS3Error(error, prefix);
      }
    },
  };
}
