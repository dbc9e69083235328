import { Router, type Request, type Response } from "express";
import { downloadContentExport } from "@portal/core/contents/content-exports";
import type { CoreDeps } from "@portal/core/deps";
import type { TContentExportKind } from "@portal/schemas/contents/content-export.schema";
import { sendApiError } from "../rest/rest-adapter.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The .xlsx exports of spec 02 §7 under the API base path: GET content/votes/export?contentID&token,
 * GET content/challenge/export?contentID&token and GET contents/{friendlyName}/comments/export?token. The token
 * (GET downloadtoken) is the only credential: 60 s, single use, bound to the export and the content.
 */
export function createContentExportRouter(deps: CoreDeps): Router {
  const exports = Router();
  const serve = (kind: TContentExportKind) => async (req: Request, res: Response) => {
    try {
      const ref = { contentID: req.query.contentID, friendlyName: typeof req.params.friendlyName === "string" ? req.params.friendlyName : undefined };
      const file = await downloadContentExport(deps, kind, ref, req.query.token);
      res.setHeader("Content-Type", XLSX_TYPE);
      res.setHeader("Content-Length", String(file.bytes.length));
      res.setHeader("Content-Disposition", `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`);
      res.setHeader("Cache-Control", "private, no-store");
      res.end(file.bytes);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  };
  exports.get("/content/votes/export", serve("votes"));
  exports.get("/content/challenge/export", serve("challenge"));
  exports.get("/contents/:friendlyName/comments/export", serve("comments"));
  return exports;
}
