import { downloadContentExport } from "@portal/core/contents/content-exports";
import { contentActor } from "@portal/core/contents/content-viewer";
import { exportProcedures } from "@portal/core/contents/procedure-export";
import type { CoreDeps } from "@portal/core/deps";
import type { TContentExportKind } from "@portal/schemas/contents/content-export.schema";
import { type Request, type Response, Router } from "express";
import { createContext, requestDeps } from "../trpc/context.ts";
import { sendApiError } from "./send-api-error.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * The .xlsx exports of spec 02 §7 under the API base path: GET content/votes/export?contentID&token,
 * GET content/challenge/export?contentID&token and GET contents/{friendlyName}/comments/export?token. The token
 * (GET downloadtoken) is the only credential: 60 s, single use, bound to the export and the content.
 */
export function createContentExportRouter(deps: CoreDeps): Router {
  const exports = Router();
  const send = (res: Response, file: { fileName: string; bytes: Buffer }, cache: string) => {
    res.setHeader("Content-Type", XLSX_TYPE);
    res.setHeader("Content-Length", String(file.bytes.length));
    res.setHeader("Content-Disposition", `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`);
    res.setHeader("Cache-Control", cache);
    res.end(file.bytes);
  };
  const serve = (kind: TContentExportKind) => async (req: Request, res: Response) => {
    try {
      const ref = { contentID: req.query.contentID, friendlyName: typeof req.params.friendlyName === "string" ? req.params.friendlyName : undefined };
      send(res, await downloadContentExport(requestDeps(deps, req), kind, ref, req.query.token), "private, no-store");
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  };
  exports.get("/content/votes/export", serve("votes"));
  exports.get("/content/challenge/export", serve("challenge"));
  exports.get("/contents/:friendlyName/comments/export", serve("comments"));
  // GET contents/proceduretypes/export: public information (what a visitor may read), so a plain link with the
  // session when there is one; built in the request, hence its own per-address limit.
  exports.get("/contents/proceduretypes/export", async (req, res) => {
    try {
      const ctx = await createContext(deps, req, res);
      await deps.rateLimits.consume("contentExport", ctx.ip ?? "desconocida");
      send(
        res,
        await exportProcedures(ctx.deps, { tag: typeof req.query.tag === "string" ? req.query.tag : undefined }, contentActor(ctx.user)),
        "private, no-store",
      );
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return exports;
}
