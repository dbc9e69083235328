import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router, type Request } from "express";
import type { CoreDeps } from "@portal/core/deps";
import {
  openDataCsv, openDataDictionary, openDataDictionaryCsv, openDataFileName, openDataPeriod, openDataXlsx,
} from "@portal/core/complaint-forms/open-data";
import { OPEN_DATA_FILES } from "@portal/schemas/complaint-forms/open-data-paths";
import { sendApiError } from "../rest/rest-adapter.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV_TYPE = "text/csv; charset=utf-8";
/** Public data, the same for everyone: proxies may keep it a few minutes. */
const CACHE = "public, max-age=300";

const periodQuery = (req: Request) => ({ from: typeof req.query.from === "string" ? req.query.from : null, to: typeof req.query.to === "string" ? req.query.to : null });

/**
 * Open data (Ley 1712 de 2014) under the complaint-forms base path, for anyone: the anonymised PQRDS dataset holds no
 * personal data (open-data.schema.ts). GET complaintforms/opendata/pqrds.csv|.xlsx?from&to (filing days, Bogotá) and
 * its data dictionary complaintforms/opendata/diccionario.csv|.json. The CSV is streamed batch by batch; the .xlsx is
 * built in memory and capped. Every download counts against the openData limit of the client address.
 */
export function createOpenDataRouter(deps: CoreDeps): Router {
  const openData = Router();
  openData.get(`/${OPEN_DATA_FILES.csv}`, async (req, res) => {
    try {
      await deps.rateLimits.consume("openData", req.ip ?? "desconocida");
      const period = openDataPeriod(periodQuery(req));
      const chunks = openDataCsv(deps, period);
      // The first chunk (header) is awaited before any header is sent, so a failing database still answers an error.
      const first = await chunks.next();
      res.setHeader("Content-Type", CSV_TYPE);
      res.setHeader("Content-Disposition", `attachment; filename="${openDataFileName(period, "csv")}"`);
      res.setHeader("Cache-Control", CACHE);
      await pipeline(Readable.from((async function* () {
        if (!first.done) yield first.value;
        yield* chunks;
      })()), res);
    } catch (error) {
      if (res.headersSent) res.destroy(error as Error);
      else sendApiError(res, error, deps.log);
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
