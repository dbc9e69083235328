import { exportCertificatePdf } from "@portal/core/certificates/export-certificate";
import type { CoreDeps } from "@portal/core/deps";
import { exportDocumentPdf } from "@portal/core/documents/document-validate";
import { type Request, type Response, Router } from "express";
import { requestDeps } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";

function sendPdf(deps: CoreDeps, res: Response, result: { file: { storageKey: string; size: number }; downloadName: string }, download: boolean) {
  res.setHeader("Content-Type", "application/pdf");
  res.setHeader("Content-Length", String(result.file.size));
  res.setHeader("Content-Disposition", `${download ? "attachment" : "inline"}; filename="${result.downloadName}"`);
  res.setHeader("Cache-Control", "private, no-store");
  // Shown inline, the portal's own page frames it (the document preview); no other site may (the API's policy forbids
  // framing every other answer).
  if (!download) {
    res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'self'");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
  }
  deps.storage
    .stream(result.file.storageKey)
    .on("error", (error) => (res.headersSent ? res.destroy(error) : sendApiError(res, error, deps.log)))
    .pipe(res);
}

const grantOf = (req: Request) => (typeof req.query.grant === "string" ? req.query.grant : null);

/**
 * PDF bytes under the API base path: GET certificates/{id}/export/{key} (key = the 32-character code) and
 * GET verPDF/{guid}. The worker renders the PDF; if it has not yet, the call waits while the worker is busy with it
 * (≤ 10 s) or renders inline, so the citizen never gets an error because the worker is slow. ?download=1 asks for
 * an attachment instead of inline display. Personal certificates and documents also need the owner's ?grant=.
 * Every call counts against the certificateLookup limit of the client address, like the lookups themselves.
 */
export function createCertificateExportRouter(deps: CoreDeps): Router {
  const pdfs = Router();
  pdfs.get("/certificates/:id/export/:key", async (req, res) => {
    try {
      await deps.rateLimits.consume("certificateLookup", req.ip ?? "desconocida");
      const result = await exportCertificatePdf(
        requestDeps(deps, req),
        { id: req.params.id, key: req.params.key, grant: grantOf(req) },
        { address: req.ip ?? null },
      );
      sendPdf(deps, res, result, req.query.download === "1");
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  pdfs.get("/verPDF/:id", async (req, res) => {
    try {
      await deps.rateLimits.consume("certificateLookup", req.ip ?? "desconocida");
      sendPdf(
        deps,
        res,
        await exportDocumentPdf(requestDeps(deps, req), req.params.id, { grant: grantOf(req), address: req.ip ?? null }),
        req.query.download === "1",
      );
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return pdfs;
}
