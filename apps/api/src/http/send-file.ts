import type { CoreDeps } from "@portal/core/deps";
import type { Response } from "express";
import { sendApiError } from "./send-api-error.ts";

export const PDF_TYPE = "application/pdf";
export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const CSV_TYPE = "text/csv; charset=utf-8";

/** A personal or one-time file: never kept by the browser or a proxy. */
const PRIVATE = "private, no-store";

/** What a download answers: its bytes (in memory, as text, or read from the file store) and how the browser takes them. */
export type TDownloadFile = {
  /** Cache-Control; PRIVATE unless the file is public data. */
  cache?: string;
} & (
  | {
      contentType: string;
      /** The name the browser saves it under (sent as given: callers pass a safe name). */
      fileName: string;
      /** Shown in the browser instead of saved (`Content-Disposition: inline`). */
      inline?: boolean;
      /** Shown inline, the portal's own page may frame it (a document preview); no other site may. */
      framable?: boolean;
      body: { bytes: Uint8Array } | { text: string } | { stored: { storageKey: string; size: number } };
    }
  | { json: unknown }
);

/** A name safe in a Content-Disposition header: letters, digits, dot and dash; anything else becomes "_". */
export const safeFileName = (name: string) => name.replace(/[^\w.-]/g, "_");

/** Sends a download with its headers; a stored file streams from the store (an error before the first byte is a JSON error). */
export function sendFile(res: Response, file: TDownloadFile, deps: Pick<CoreDeps, "storage" | "log">): void {
  res.setHeader("Cache-Control", file.cache ?? PRIVATE);
  if ("json" in file) {
    res.json(file.json);
    return;
  }
  res.setHeader("Content-Type", file.contentType);
  res.setHeader("Content-Disposition", `${file.inline ? "inline" : "attachment"}; filename="${file.fileName}"`);
  if (file.inline && file.framable) {
    res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'self'");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
  }
  const { body } = file;
  if ("text" in body) {
    res.end(body.text);
    return;
  }
  if ("bytes" in body) {
    res.setHeader("Content-Length", String(body.bytes.length));
    res.end(Buffer.from(body.bytes.buffer, body.bytes.byteOffset, body.bytes.byteLength));
    return;
  }
  res.setHeader("Content-Length", String(body.stored.size));
  deps.storage
    .stream(body.stored.storageKey)
    .on("error", (error) => (res.headersSent ? res.destroy(error) : sendApiError(res, error, deps.log)))
    .pipe(res);
}
