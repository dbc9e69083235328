import { PassThrough, type Readable } from "node:stream";
import { AppError } from "../errors/app-error.ts";

/** Bytes `start` to `end` of an object, both included (an HTTP Range's numbers). */
export type TByteRange = { start: number; end: number };
/** One stored object, as `list` gives it. */
export type TStoredObject = { key: string; size: number };

/**
 * Where stored bytes live: the local disk (DATA_DIR/uploads, the default) or an S3-compatible bucket
 * (`FILE_STORAGE=s3`, create-file-storage.ts). Keys are relative paths made by the portal (`2026/11/<uuid>.pdf`).
 * A key that names nothing is a `StoredFileMissingError` (a 404) from `get` and `stream`, and `null` from `head`;
 * `remove` of it does nothing. Objects are private: they are served only through the API's permission checks.
 */
export interface FileStorage {
  put(key: string, bytes: Buffer, mimeType: string): Promise<void>;
  /**
   * Stores a finished file (a streamed upload) under `key`, never reading it whole. The source is gone afterwards
   * (moved, for the disk store) unless `keepSource` (a copy: the migration of an existing folder).
   */
  putFile(key: string, sourcePath: string, mimeType: string, options?: { keepSource?: boolean }): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** The object's bytes (or the range of them) as they are read; errors (a missing key too) arrive on the stream. */
  stream(key: string, range?: TByteRange): Readable;
  remove(key: string): Promise<void>;
  /** The object's size, or null when the key names nothing. */
  head(key: string): Promise<{ size: number } | null>;
  /** Every object whose key starts with `prefix` ("" for all), read page by page. */
  list(prefix: string): AsyncIterable<TStoredObject>;
}

/** A stored file whose bytes are not in the store (removed by hand, a half-done migration): a 404, never a 500. */
export class StoredFileMissingError extends AppError {
  constructor(readonly key: string) {
    super("NOT_FOUND");
    this.name = "StoredFileMissingError";
  }
}

/** Keys are made by the portal; one that could climb out of its folder or prefix is a bug, refused before any I/O. */
export function assertStorageKey(key: string): void {
  if (!key || key.startsWith("/") || key.includes("\\") || key.split("/").some((part) => part === ".." || part === "." || part === "")) {
    throw new Error(`Clave de archivo inválida: ${key}`);
  }
}

/**
 * A stream handed out at once whose source opens later (a file, an S3 GET): errors while opening or reading, mapped
 * by `mapError`, arrive on it like any read error, so callers treat both stores alike.
 */
export function openLater(open: () => Promise<Readable>, mapError: (error: unknown) => Error): Readable {
  const out = new PassThrough();
  open().then(
    (source) => {
      // Given up before its source opened (the client left, a 304): its "close" is past, so close the source now —
      // a file left to the garbage collector holds its descriptor until then.
      if (out.destroyed) {
        source.destroy();
        return;
      }
      source.on("error", (error) => out.destroy(mapError(error)));
      out.on("close", () => source.destroy());
      source.pipe(out);
    },
    (error: unknown) => out.destroy(mapError(error)),
  );
  return out;
}
