import { downloadAnswerLetter } from "@portal/core/complaint-forms/answer-letter";
import type { CoreDeps } from "@portal/core/deps";
import { Router } from "express";
import { createContext } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";

/**
 * GET complaintforms/{complaintFormID}/letter — the answer letter of a postal-channel request as a PDF to print
 * (?download=1 for an attachment). The caller's session (cookie or bearer) decides: PQRs staff, or the citizen who
 * filed it. Rendered in the request: a few pages of standard-font text take milliseconds (see answer-letter.ts).
 */
export function createAnswerLetterRouter(deps: CoreDeps): Router {
  const letters = Router();
  letters.get("/complaintforms/:complaintFormID/letter", async (req, res) => {
    try {
      const ctx = await createContext(deps, req, res);
      await deps.rateLimits.consume("certificateLookup", ctx.ip ?? "desconocida");
      const { bytes, fileName } = await downloadAnswerLetter(ctx.deps, Number(req.params.complaintFormID), ctx.user);
      res.setHeader("Content-Type", "application/pdf");
      res.setHeader("Content-Length", String(bytes.length));
      res.setHeader("Content-Disposition", `${req.query.download === "1" ? "attachment" : "inline"}; filename="${fileName}"`);
      res.setHeader("Cache-Control", "private, no-store");
      res.end(Buffer.from(bytes));
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return letters;
}
