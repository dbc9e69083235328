import { openDataCsv, openDataDictionary, openDataDictionaryCsv, openDataFileName, openDataPeriod, openDataXlsx } from "@portal/core/complaint-forms/open-data";
import type { CoreDeps } from "@portal/core/deps";
import { OPEN_DATA_FILES } from "@portal/schemas/complaint-forms/open-data-paths";
import { type Request, Router } from "express";
import { sendApiError } from "./send-api-error.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV_TYPE = "text/csv; charset=utf-8";
/** Public data, the same for everyone: proxies may keep it a few minutes. */
const CACHE = "public, max-age=300";

const periodQuery = (req: Request) => ({
  from: typeof req.query.from === "string" ? req.query.from : null,
  to: typeof req.query.to === "string" ? req.query.to : null,
});

/**
 * Open data (Ley 1712 de 2014) under the complaint-forms base path, for anyone: the PQRDS dataset is aggregated by
 * month with small cells folded away, so it singles nobody out (open-data.schema.ts). GET
 * complaintforms/opendata/pqrds.csv|.xlsx?from&to (filing days, Bogotá) and its data dictionary
 * complaintforms/opendata/diccionario.csv|.json. The requests are read batch by batch; the answer is a few hundred
 * cells at most. Every download counts against the openData limit of the client address.
 */
export function createOpenDataRouter(deps: CoreDeps): Router {
  const openData = Router();
  openData.get(`/${OPEN_DATA_FILES.csv}`, async (req, res) => {
    try {
      await deps.rateLimits.consume("openData", req.ip ?? "desconocida");
      const period = openDataPeriod(periodQuery(req));
      const csv = await openDataCsv(deps, period);
      res.setHeader("Content-Type", CSV_TYPE);
      res.setHeader("Content-Disposition", `attachment; filename="${openDataFileName(period, "csv")}"`);
      res.setHeader("Cache-Control", CACHE);
      res.end(csv);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  openData.get(`/${OPEN_DATA_FILES.xlsx}`, async (req, res) => {
    try {
      await deps.rateLimits.consume("openData", req.ip ?? "desconocida");
      const period = openDataPeriod(periodQuery(req));
      const bytes = await openDataXlsx(deps, period);
      res.setHeader("Content-Type", XLSX_TYPE);
      res.setHeader("Content-Length", String(bytes.length));
      res.setHeader("Content-Disposition", `attachment; filename="${openDataFileName(period, "xlsx")}"`);
      res.setHeader("Cache-Control", CACHE);
      res.end(bytes);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  openData.get(`/${OPEN_DATA_FILES.dictionaryCsv}`, async (_req, res) => {
    try {
      const csv = await openDataDictionaryCsv(deps);
      res.setHeader("Content-Type", CSV_TYPE);
      res.setHeader("Content-Disposition", 'attachment; filename="pqrds-diccionario.csv"');
      res.setHeader("Cache-Control", CACHE);
      res.end(csv);
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  openData.get(`/${OPEN_DATA_FILES.dictionaryJson}`, async (_req, res) => {
    try {
      res.setHeader("Cache-Control", CACHE);
      res.json(await openDataDictionary(deps));
    } catch (error) {
      sendApiError(res, error, deps.log);
    }
  });
  return openData;
}
