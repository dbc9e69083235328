import { readFile, rm } from "node:fs/promises";
import type { CoreDeps } from "@portal/core/deps";
import { AppError } from "@portal/core/errors/app-error";
import { uploadTempDir } from "@portal/core/files/upload-file";
import { verifySealedPdf } from "@portal/core/validity/verify-sealed-pdf";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { SEAL_MESSAGES as M, SEAL_CHECK_MAX_BYTES, SEAL_CHECK_PATH } from "@portal/schemas/validity/seal-messages";
import { Router } from "express";
import { createContext } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";
import { streamUploadToDisk } from "./stream-upload.ts";

/**
 * POST {apiBasePath}/validity/pdf with the document itself (multipart field "file", up to 10 MB): checks its seal
 * (issue 31, verify by upload) and answers what it found. Public, counted against the validity lookups of the
 * address; the file goes to a temporary file while it arrives and is deleted as soon as it is read.
 */
export function createSealCheckRouter(deps: CoreDeps): Router {
  const check = Router();
  check.post(`/${SEAL_CHECK_PATH}`, async (req, res) => {
    let tempPath: string | null = null;
    try {
      const ctx = await createContext(deps, req, res);
      await deps.rateLimits.consume("certificateLookup", ctx.ip ?? "desconocida");
      const streamed = await streamUploadToDisk(req, uploadTempDir(deps.env), SEAL_CHECK_MAX_BYTES, { stallMs: deps.env.BODY_TIMEOUT_MS, log: deps.log });
      tempPath = streamed.upload?.tempPath ?? null;
      if (streamed.error) {
        res.setHeader("Connection", "close");
        const oversize = streamed.error instanceof Error && streamed.error.message.startsWith(FILE_MESSAGES.oversize.split("{0}")[0] ?? "");
        throw oversize ? AppError.field("file", fillMessage(M.tooLarge, { mb: SEAL_CHECK_MAX_BYTES / 1024 / 1024 })) : streamed.error;
      }
      if (!tempPath) throw AppError.field("file", M.fileRequired);
      const bytes = await readFile(tempPath);
      res.json(await verifySealedPdf(deps, bytes));
    } catch (error) {
      sendApiError(res, error, deps.log);
    } finally {
      if (tempPath) await rm(tempPath, { force: true });
    }
  });
  return check;
}
