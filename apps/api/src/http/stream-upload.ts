import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { AppError } from "@portal/core/errors/app-error";
import { formatMb } from "@portal/core/files/upload-file";
import type { Logger } from "@portal/core/logger";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import busboy from "busboy";
import type { Request } from "express";

type TStreamedUpload = { tempPath: string; originalName: string; bytes: number };
export type TStreamOutcome = { upload: TStreamedUpload | null; bytesRead: number; error: Error | null };

/** Past this many bytes beyond the limit the rest of an oversize body is not drained: the connection is closed. */
const DRAIN_SLACK_BYTES = 1024 * 1024;

export interface StreamUploadOptions {
  /** Longest pause between two pieces of the body, ms (BODY_TIMEOUT_MS): a stalled sender gives its upload turn up. */
  stallMs: number;
  log: Logger;
}

/**
 * Streams the multipart field "file" of a request to a temporary file in `dir`, counting bytes as they arrive:
 * past `limit` the partial file is deleted at once and the outcome carries the Spanish oversize message. Never
 * buffers the body. Other fields are ignored; a second file is refused. Busboy decodes the file name as UTF-8.
 * A body that pauses longer than `stallMs` is cut (408); one its client abandons is logged at info, without a stack.
 */
export async function streamUploadToDisk(req: Request, dir: string, limit: number, options: StreamUploadOptions): Promise<TStreamOutcome> {
  await mkdir(dir, { recursive: true });
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, defParamCharset: "utf8", limits: { fileSize: limit, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });
  } catch {
    // Not multipart/form-data, or no boundary.
    return { upload: null, bytesRead: 0, error: AppError.field("file", FILE_MESSAGES.missing) };
  }
  let upload: TStreamedUpload | null = null;
  let error: Error | null = null;
  let bytesRead = 0;
  const writes: Promise<void>[] = [];
  // Files still being written: destroyed when the body is cut short, or their pipelines would wait forever.
  const open = new Set<NodeJS.ReadableStream & { destroy(): void }>();
  const cut = () => {
    for (const file of open) file.destroy();
  };
  const fail = (e: Error) => {
    error ??= e;
  };

  parser.on("file", (field, file, info) => {
    if (field !== "file" || upload) {
      file.resume();
      return;
    }
    const tempPath = join(dir, `${randomUUID()}.part`);
    upload = { tempPath, originalName: info.filename ?? "", bytes: 0 };
    const current = upload;
    open.add(file);
    file.on("close", () => open.delete(file));
    file.on("data", (chunk: Buffer) => {
      bytesRead += chunk.length;
      current.bytes += chunk.length;
    });
    file.on("limit", () => fail(AppError.field("file", fillMessage(FILE_MESSAGES.oversize, [formatMb(limit)]))));
    writes.push(
      pipeline(file, createWriteStream(tempPath))
        .catch((e: unknown) => fail(e instanceof Error ? e : new Error(String(e))))
        .then(async () => {
          if (error) await rm(tempPath, { force: true });
        }),
    );
  });
  parser.on("filesLimit", () => fail(AppError.field("file", FILE_MESSAGES.serverError)));

  await new Promise<void>((resolve) => {
    let total = 0;
    let stall: NodeJS.Timeout | undefined;
    const stop = () => {
      clearTimeout(stall);
      req.off("data", onData);
      req.unpipe(parser);
      cut();
      resolve();
    };
    const watch = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        options.log.info({ ip: req.ip, bytes: total }, "carga de archivo detenida: se responde 408 y se cierra la conexión");
        fail(new AppError("TIMEOUT"));
        stop();
      }, options.stallMs);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      watch();
      // An oversize body is drained a little (so the client reads the answer), then cut.
      if (error && total > limit + DRAIN_SLACK_BYTES) stop();
    };
    watch();
    req.on("data", onData);
    parser.on("close", () => {
      clearTimeout(stall);
      resolve();
    });
    parser.on("error", () => {
      // A malformed body (e.g. a NUL in a part header) is the client's fault: 400, not 500.
      fail(AppError.field("file", FILE_MESSAGES.serverError));
      stop();
    });
    req.on("aborted", () => {
      options.log.info({ ip: req.ip, bytes: total }, "el cliente abandonó la carga de un archivo");
      // A 400 that nobody reads: the answer goes to a closed connection, and nothing is logged as a fault.
      fail(new AppError("BAD_REQUEST"));
      stop();
    });
    req.pipe(parser);
  });
  await Promise.all(writes);
  if (error && upload) await rm((upload as TStreamedUpload).tempPath, { force: true });
  return { upload: error ? null : upload, bytesRead, error };
}
