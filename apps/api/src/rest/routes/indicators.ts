import { downloadIndicatorsExport } from "@portal/core/indicators/indicators-export";
import { safeFileName, XLSX_TYPE } from "../../http/send-file.ts";
import type { RestDownloadRoute } from "../download-route.ts";
import type { RestRoute } from "../rest-route.ts";

/**
 * Spec 02 §7, "Indicators and statistics". The spec names the calls of two families (indicators… and sitescores…)
 * without paths except GET indicators/export/ (a download row, indicatorsDownloads); both families map onto the
 * same procedures. Period fields: year, month, week (omitted: the running month); siteTypeID 0 is the general ranking.
 */
export const indicatorsRestRoutes: RestRoute[] = [
  { method: "get", path: "indicators", call: (t) => t.indicators.list, summary: "Indicadores" },
  { method: "get", path: "indicators/availabledates", call: (t) => t.indicators.availableDates },
  { method: "get", path: "indicators/history", call: (t) => t.indicators.history },
  { method: "get", path: "indicators/scores", call: (t) => t.indicators.scores },
  { method: "get", path: "indicators/ranking", call: (t) => t.indicators.ranking },
  { method: "get", path: "indicators/formula", call: (t) => t.indicators.formula },
  { method: "get", path: "indicators/formula/:indicatorId/:year/:month/:week", call: (t) => t.indicators.formula },
  { method: "get", path: "indicators/sitetype", call: (t) => t.indicators.siteType },
  { method: "get", path: "indicators/downloadtoken", call: (t) => t.indicators.exportToken },
  { method: "get", path: "sitescores", call: (t) => t.indicators.siteScore },
  { method: "get", path: "sitescores/availabledates", call: (t) => t.indicators.availableDates },
  { method: "get", path: "sitescores/history", call: (t) => t.indicators.history },
  { method: "get", path: "sitescores/byindicator", call: (t) => t.indicators.scores },
  { method: "get", path: "sitescores/ranking", call: (t) => t.indicators.ranking },
  { method: "get", path: "sitescores/detailformula", call: (t) => t.indicators.formula },
  // /estadisticas/ (spec silent on paths): what the page shows, and its configuration (permission Settings).
  { method: "get", path: "statistics", call: (t) => t.indicators.statistics },
  { method: "put", path: "statistics", call: (t) => t.indicators.saveStatistics },
  { method: "post", path: "statistics/reports", call: (t) => t.indicators.addReport, status: 201 },
  { method: "delete", path: "statistics/reports/:fileID", call: (t) => t.indicators.removeReport },
];

/** GET indicators/export/?token: the scores as .xlsx; the token (GET indicators/downloadtoken) names the period: 60 s, single use. */
export const indicatorsDownloads: RestDownloadRoute[] = [
  {
    method: "get",
    path: "indicators/export",
    file: async ({ deps, req }) => {
      const { fileName, bytes } = await downloadIndicatorsExport(deps, req.query.token);
      return { contentType: XLSX_TYPE, fileName: safeFileName(fileName), body: { bytes } };
    },
  },
];
