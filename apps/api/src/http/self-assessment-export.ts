import type { CoreDeps } from "@portal/core/deps";
import { downloadSelfAssessmentExport } from "@portal/core/self-assessment/self-assessment-export";
import { Router } from "express";
import { requestDeps } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";

const TYPES = { pdf: "application/pdf", xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" } as const;

/**
 * GET selfassessment/export?token: the Autodiagnóstico as PDF or .xlsx. The token (GET selfassessment/downloadtoken,
 * tRPC selfAssessment.exportToken, Administrator) names the format: 60 s, single use.
 */
export function createSelfAssessmentExportRouter(deps: CoreDeps): Router {
  const exports = Router();
  exports.get("/selfassessment/export", async (req, res) => {
    try {
      const file = await downloadSelfAssessmentExport(requestDeps(deps, req), req.query.token);
      res.setHeader("Content-Type", TYPES[file.format]);
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
