import { downloadFeedbackExport } from "@portal/core/comments/feedback-export";
import type { CoreDeps } from "@portal/core/deps";
import { Router } from "express";
import { requestDeps } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * GET feedback/export?token: the feedback of /administrador/feedback-usuarios as .xlsx. The token (GET
 * feedback/downloadtoken, tRPC feedback.exportToken, Feedback permission) is the credential: 60 s, single use.
 */
export function createFeedbackExportRouter(deps: CoreDeps): Router {
  const exports = Router();
  exports.get("/feedback/export", async (req, res) => {
    try {
      const file = await downloadFeedbackExport(requestDeps(deps, req), req.query.token);
      res.setHeader("Content-Type", XLSX_TYPE);
      res.setHeader("Content-Length", String(file.bytes.length));
      res.setHeader("Content-Disposition", `attachment; filename="${file.fileName}"`);
      res.setHeader("Cache-Control", "private, no-store");
      res.end(file.bytes);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return exports;
}
