import type { Readable } from "node:stream";

/** Where uploaded bytes live. Local disk today; an S3-compatible store implements the same calls. */
export interface FileStorage {
  put(key: string, bytes: Buffer, mimeType: string): Promise<void>;
  /** Moves a finished temporary file (streamed upload) under `key`; the source is gone afterwards. */
  putFile(key: string, sourcePath: string, mimeType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  stream(key: string): Readable;
  remove(key: string): Promise<void>;
}
