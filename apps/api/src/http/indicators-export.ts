import type { CoreDeps } from "@portal/core/deps";
import { downloadIndicatorsExport } from "@portal/core/indicators/indicators-export";
import { Router } from "express";
import { requestDeps } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * GET indicators/export/?token (spec 02 §7): the scores as .xlsx. The token (GET indicators/downloadtoken, tRPC
 * indicators.exportToken) names the period: 60 s, single use.
 */
export function createIndicatorsExportRouter(deps: CoreDeps): Router {
  const exports = Router();
  exports.get("/indicators/export", async (req, res) => {
    try {
      const file = await downloadIndicatorsExport(requestDeps(deps, req), req.query.token);
      res.setHeader("Content-Type", XLSX_TYPE);
      res.setHeader("Content-Length", String(file.bytes.length));
      res.setHeader("Content-Disposition", `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`);
      res.setHeader("Cache-Control", "private, no-store");
      res.end(file.bytes);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return exports;
}
