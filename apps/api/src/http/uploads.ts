import { Router } from "express";
import multer from "multer";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { formatMb, uploadFile, uploadLimitBytes } from "@portal/core/files/upload-file";
import { FILE_MESSAGES, ZUploadKind, formatMessage } from "@portal/schemas/files/upload.schema";
import { sendApiError } from "../rest/rest-adapter.ts";
import { createContext } from "../trpc/context.ts";

/**
 * POST uploadfiles/{x}: multipart field "file". The size limit depends on the kind and on who uploads, so the
 * session is resolved first and multer is built per request with that limit (it stops reading past it).
 */
export function createUploadRouter(deps: CoreDeps): Router {
  const uploads = Router();
  uploads.post("/uploadfiles/:kind", async (req, res) => {
    try {
      const kind = ZUploadKind.parse(req.params.kind);
      const ctx = await createContext(deps, req, res);
      const address = ctx.ip ?? "desconocida";
      await deps.rateLimits.consume("upload", address);
      if (!ctx.user?.isAuthorize) await deps.rateLimits.consume("write", address);
      const limit = await uploadLimitBytes(deps, kind, ctx.user);
      const file = await new Promise<Express.Multer.File | undefined>((resolve, reject) => {
        multer({ storage: multer.memoryStorage(), limits: { fileSize: limit, files: 1, fields: 10 } }).single("file")(req, res, (error: unknown) => {
          if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") reject(AppError.field("file", formatMessage(FILE_MESSAGES.oversize, formatMb(limit))));
          else if (error instanceof multer.MulterError) reject(AppError.field("file", FILE_MESSAGES.serverError));
          // Anything else is busboy refusing a malformed body (a NUL in the file name, a broken boundary): the client's fault.
          else if (error) reject(AppError.field("file", FILE_MESSAGES.serverError));
          else resolve(req.file);
        });
      });
      if (!file) throw AppError.field("file", FILE_MESSAGES.missing);
      // Browsers send UTF-8 names that multer reads as Latin-1.
      const originalName = Buffer.from(file.originalname, "latin1").toString("utf8");
      const result = await uploadFile(deps, { kind, originalName, bytes: file.buffer, user: ctx.user });
      res.status(201).json(result);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return uploads;
}

/** GET /files/{fileID}/{name}: public files to anyone; private ones only to their owner or staff. */
export function createFilesRouter(deps: CoreDeps): Router {
  const files = Router();
  files.get(["/files/:id", "/files/:id/:name"], async (req, res) => {
    try {
      const id = Number(req.params.id);
      const file = Number.isInteger(id) ? await deps.db.storedFile.findUnique({ where: { fileID: id } }) : null;
      if (!file) throw new AppError("NOT_FOUND");
      if (!file.isPublic) {
        const ctx = await createContext(deps, req, res);
        if (!ctx.user || (ctx.user.id !== file.ownerUserId && !ctx.user.isAuthorize)) throw new AppError("NOT_FOUND");
      }
      const inline = file.isImage || file.mimeType === "application/pdf";
      res.setHeader("Content-Type", file.mimeType);
      res.setHeader("Content-Length", String(file.size));
      res.setHeader("Content-Disposition", `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      res.setHeader("Cache-Control", file.isPublic ? "public, max-age=86400" : "private, no-store");
      deps.storage.stream(file.storageKey).on("error", (error) => sendApiError(res, error, deps.log)).pipe(res);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return files;
}
