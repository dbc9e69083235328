import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { readsAsOwner } from "@portal/core/files/file-owner";
import { queueImageVariants, variantStorageKey } from "@portal/core/files/image-variants";
import { assertMayUpload, uploadFile, uploadLimitBytes, uploadTempDir } from "@portal/core/files/upload-file";
import { signUploadToken } from "@portal/core/files/upload-token";
import { holdsPermission, isStaff } from "@portal/schemas/accounts/permissions";
import { variantWidthOf } from "@portal/schemas/files/image-variants";
import { FILE_ID_PATTERN, FILE_MESSAGES, fileReadPermission, PURGED_UNATTACHED_PURPOSES } from "@portal/schemas/files/upload.schema";
import { ZUploadKind } from "@portal/schemas/files/uploaded-file.schema";
import { type Request, type Response, Router } from "express";
import { createContext } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";
import { streamUploadToDisk } from "./stream-upload.ts";

/**
 * POST uploadfiles/{x}: multipart field "file". The size limit depends on the kind and on who uploads, so the
 * session is resolved first; the body is then streamed to a temporary file under DATA_DIR with that limit enforced
 * while reading. The bytes read count against the per-address upload quota (uploadBytes), refused or not. An
 * anonymous upload's answer carries `uploadToken`, the proof of ownership a client without an upload session sends
 * back when it attaches the file.
 */
export function createUploadRouter(deps: CoreDeps): Router {
  const uploads = Router();
  uploads.post("/uploadfiles/:kind", (req, res) => receive(req, res, false));
  // Spec 02 §7 "super upload (timeout 10800000 ms)": the same upload for staff, whose client waits up to 3 hours for
  // large content files (videos); the stall cut (BODY_TIMEOUT_MS without data) still applies.
  uploads.post("/superupload/:kind", (req, res) => receive(req, res, true));
  return uploads;

  async function receive(req: Request, res: Response, staffOnly: boolean): Promise<void> {
    try {
      const kind = ZUploadKind.parse(req.params.kind);
      const ctx = await createContext(deps, req, res);
      if (staffOnly && !ctx.user) throw new AppError("UNAUTHORIZED");
      if (staffOnly && !isStaff(ctx.user?.permissions ?? [])) throw new AppError("FORBIDDEN");
      const address = ctx.ip ?? "desconocida";
      await deps.rateLimits.consume("upload", address);
      if (!isStaff(ctx.user?.permissions ?? [])) await deps.rateLimits.consume("write", address);
      await deps.rateLimits.check("uploadBytes", address);
      assertMayUpload(kind, ctx.user);
      const limit = await uploadLimitBytes(ctx.deps, kind, ctx.user);
      const streamed = await streamUploadToDisk(req, uploadTempDir(deps.env), limit, { stallMs: deps.env.BODY_TIMEOUT_MS, log: deps.log });
      if (streamed.error) res.setHeader("Connection", "close");
      try {
        if (streamed.bytesRead > 0) await deps.rateLimits.consume("uploadBytes", address, streamed.bytesRead);
      } catch (error) {
        if (streamed.upload) await rm(streamed.upload.tempPath, { force: true });
        throw error;
      }
      if (streamed.error) throw streamed.error;
      if (!streamed.upload) throw AppError.field("file", FILE_MESSAGES.missing);
      const result = await uploadFile(ctx.deps, {
        kind,
        originalName: streamed.upload.originalName,
        tempPath: streamed.upload.tempPath,
        user: ctx.user,
        uploadSessionHash: ctx.uploadSessionHash,
      });
      // The row is stored: the resized copies of a public image are the worker's (the original serves until then).
      await queueImageVariants(ctx.deps, { fileID: result.fileID, isImage: result.isImage, purpose: kind });
      // An anonymous upload's proof of ownership for a client that keeps no upload session (REST, spec 01 §7).
      res.status(201).json(ctx.user ? result : { ...result, uploadToken: signUploadToken(deps.authSecret, result.fileID) });
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  }
}

/**
 * GET /files/{fileID}/{name}: public files to anyone; a private one only to its owner (user or anonymous upload
 * session; once attached, only a PQRDS attachment's named filer: readsAsOwner) and to staff holding the permission of its
 * domain (FILE_READ_PERMISSIONS). Anything else, and a quarantined file, is the same 404.
 */
export function createFilesRouter(deps: CoreDeps): Router {
  const files = Router();
  files.get(["/files/:id", "/files/:id/:name"], async (req, res) => {
    try {
      const id = String(req.params.id);
      const file = FILE_ID_PATTERN.test(id) ? await deps.db.storedFile.findUnique({ where: { fileID: id } }) : null;
      if (!file || file.quarantinedAt) throw new AppError("NOT_FOUND");
      if (!file.isPublic) {
        const ctx = await createContext(deps, req, res);
        // Its uploader, while the file is still theirs (readsAsOwner: an attached answer or spreadsheet is the domain's).
        const owner = await readsAsOwner(deps.db, file, { userId: ctx.user?.id ?? null, uploadSessionHash: ctx.uploadSessionHash });
        // Readable by the holders of the domain's permission (Administrator holds them all).
        const permitted = Boolean(ctx.user && holdsPermission(ctx.user.permissions, fileReadPermission(file.purpose)));
        if (!owner && !permitted) throw new AppError("NOT_FOUND");
      }
      // An upload no comment or profile has taken yet is not the entity's publication: never cached by anyone, never
      // shown as a page of the entity's address (a download), so the portal is not free file hosting.
      const unattached = file.isPublic && PURGED_UNATTACHED_PURPOSES.includes(file.purpose) && file.attachedAt === null;
      // /files/{id}/w640.webp: a public image's resized copy once the worker wrote it; the original until then (briefly
      // cached, so the copy is picked up), or for good when the original is narrower than that width.
      const width = file.isPublic && file.isImage && !unattached ? variantWidthOf(typeof req.params.name === "string" ? req.params.name : undefined) : null;
      if (width !== null && file.variantWidths.includes(width)) {
        res.setHeader("Content-Type", "image/webp");
        res.setHeader("Cache-Control", "public, max-age=86400");
        send(res, deps.storage.stream(variantStorageKey(file.storageKey, width)));
        return;
      }
      const inline = !unattached && (file.isImage || file.mimeType === "application/pdf");
      res.setHeader("Content-Type", file.mimeType);
      res.setHeader("Content-Disposition", `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.name)}`);
      const pendingVariant = width !== null && file.variantsAt === null;
      res.setHeader("Cache-Control", !file.isPublic || unattached ? "private, no-store" : pendingVariant ? "public, max-age=60" : "public, max-age=86400");
      // A large file (a video, a long PDF) is read from where the player or the interrupted download left off.
      res.setHeader("Accept-Ranges", "bytes");
      const ranges = req.range(file.size);
      if (ranges === -1) {
        res.status(416).setHeader("Content-Range", `bytes */${file.size}`).end();
        return;
      }
      // One range is served as asked; several (rare, multipart answers) or a malformed header get the whole file.
      const range = Array.isArray(ranges) && ranges.type === "bytes" && ranges.length === 1 ? (ranges[0] ?? null) : null;
      if (range) {
        res.status(206).setHeader("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`);
        res.setHeader("Content-Length", String(range.end - range.start + 1));
      } else {
        res.setHeader("Content-Length", String(file.size));
      }
      send(res, deps.storage.stream(file.storageKey, range ?? undefined));
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return files;

  /** Pipes a stored object into the answer; a read error before the first byte is an error answer (a missing object a 404), after it a cut connection. */
  function send(res: Response, bytes: Readable): void {
    // A client that goes away (a player seeking elsewhere) releases the read, and the store's connection, at once.
    res.on("close", () => bytes.destroy());
    bytes
      .on("error", (error) => {
        if (res.headersSent) {
          res.destroy(error);
          return;
        }
        // The file's headers were set for bytes that never came: the error goes out as the JSON error it is.
        for (const header of ["Content-Type", "Content-Length", "Content-Range", "Content-Disposition", "Cache-Control", "Accept-Ranges"])
          res.removeHeader(header);
        sendApiError(res, error, deps.log);
      })
      .pipe(res);
  }
}
