import { rm } from "node:fs/promises";
import { startContentBulkLoad } from "@portal/core/contents/bulk-load";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { uploadFile, uploadLimitBytes, uploadTempDir } from "@portal/core/files/upload-file";
import { holdsPermission } from "@portal/schemas/accounts/permissions";
import { ZBulkLoadStart } from "@portal/schemas/contents/bulk-load.schema";
import { MASS_UPLOAD_MESSAGES, spreadsheetIssue } from "@portal/schemas/contents/mass-upload.schema";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { Router } from "express";
import { createContext } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";
import { streamUploadToDisk } from "./stream-upload.ts";

/**
 * POST contents/bulkload?type&tagID with the spreadsheet itself (multipart field "file"), as the spec posts it: the
 * file is stored like any spreadsheet upload (size limit while streaming, bytes sniffed against the extension), then
 * the import is queued. A JSON body with a fileID goes on to the REST table's row.
 */
export function createContentsBulkLoadRouter(deps: CoreDeps): Router {
  const bulk = Router();
  bulk.post("/contents/bulkload", async (req, res, next) => {
    if (!req.is("multipart/form-data")) return next();
    try {
      const ctx = await createContext(deps, req, res);
      if (!ctx.user) throw new AppError("UNAUTHORIZED");
      if (!holdsPermission(ctx.user.permissions, "Contents")) throw new AppError("FORBIDDEN");
      // The section and the type, from the address, are checked before any byte is stored.
      const target = ZBulkLoadStart.pick({ type: true, tagID: true }).parse({ type: req.query.type, tagID: req.query.tagID });
      const address = ctx.ip ?? "desconocida";
      await deps.rateLimits.consume("upload", address);
      await deps.rateLimits.check("uploadBytes", address);
      const streamed = await streamUploadToDisk(req, uploadTempDir(deps.env), await uploadLimitBytes(ctx.deps, "spreadsheet", ctx.user), {
        stallMs: deps.env.BODY_TIMEOUT_MS,
        log: ctx.deps.log,
      });
      if (streamed.error) res.setHeader("Connection", "close");
      if (streamed.bytesRead > 0)
        await deps.rateLimits.consume("uploadBytes", address, streamed.bytesRead).catch(async (error: unknown) => {
          if (streamed.upload) await rm(streamed.upload.tempPath, { force: true });
          throw error;
        });
      // The spec's limit is 5,000,000 bytes: say "5 Mb" (the shared upload message counts binary megabytes).
      if (streamed.error)
        throw streamed.error instanceof Error && streamed.error.message.startsWith(FILE_MESSAGES.oversize.split("{0}")[0] ?? FILE_MESSAGES.oversize)
          ? AppError.field("file", spreadsheetIssue("x.xlsx", Number.MAX_SAFE_INTEGER) ?? streamed.error.message)
          : streamed.error;
      if (!streamed.upload) throw AppError.field("file", FILE_MESSAGES.missing);
      const { originalName, tempPath, bytes } = { ...streamed.upload, bytes: streamed.bytesRead };
      const issue = spreadsheetIssue(originalName, bytes);
      if (issue) {
        await rm(tempPath, { force: true });
        throw AppError.field("file", issue);
      }
      const stored = await uploadFile(ctx.deps, {
        kind: "spreadsheet",
        originalName,
        tempPath,
        user: ctx.user,
        uploadSessionHash: ctx.uploadSessionHash,
      }).catch((error: unknown) => {
        // Bytes that are not the workbook the name claims: the spec's Excel message.
        if (error instanceof AppError && error.message === FILE_MESSAGES.wrongType) throw AppError.field("file", MASS_UPLOAD_MESSAGES.excelOnly);
        throw error;
      });
      const job = await startContentBulkLoad(ctx.deps, { ...target, fileID: stored.fileID }, ctx.user);
      res.status(202).json(job);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return bulk;
}
