import { createIndicatorsExportToken } from "@portal/core/indicators/indicators-export";
import {
  availableDates,
  getSiteScore,
  indicatorFormula,
  listIndicators,
  ownSiteType,
  scoreHistory,
  scoresByIndicator,
  siteRanking,
} from "@portal/core/indicators/read-indicators";
import { addHistoricalReport, getStatistics, removeHistoricalReport, saveStatisticsSettings } from "@portal/core/indicators/statistics";
import { ZDownloadToken } from "@portal/schemas/common/download-token";
import {
  ZAvailableDates,
  ZAvailableDatesQuery,
  ZFormulaQuery,
  ZHistoricalReportAdd,
  ZHistoricalReportRemove,
  ZHistoryQuery,
  ZIndicator,
  ZIndicatorFormula,
  ZIndicatorScores,
  ZOwnSiteType,
  ZPeriodQuery,
  ZRankingQuery,
  ZScoreHistory,
  ZSiteRanking,
  ZSiteScore,
  ZStatistics,
  ZStatisticsSettingsUpdate,
} from "@portal/schemas/indicators/indicators.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** Statistics page configuration (analytics embed, image, historical PDFs) is the Settings permission's. */
const configure = () => staffProcedure("Settings");

/**
 * Indicators and statistics (spec 02 §7): the site score by period, per-indicator scores with their formula, the
 * history, the rankings, the available dates and the .xlsx export; all public (an entity's scores are public
 * information). The scores are written by the worker's daily job, never by these calls.
 */
export const indicatorsRouter = router({
  list: publicProcedure.output(z.array(ZIndicator)).query(({ ctx }) => listIndicators(ctx.deps)),
  availableDates: publicProcedure
    .input(ZAvailableDatesQuery)
    .output(ZAvailableDates)
    .query(({ ctx, input }) => availableDates(ctx.deps, input)),
  siteScore: publicProcedure
    .input(ZPeriodQuery)
    .output(ZSiteScore)
    .query(({ ctx, input }) => getSiteScore(ctx.deps, input)),
  history: publicProcedure
    .input(ZHistoryQuery)
    .output(ZScoreHistory)
    .query(({ ctx, input }) => scoreHistory(ctx.deps, input)),
  scores: publicProcedure
    .input(ZPeriodQuery)
    .output(ZIndicatorScores)
    .query(({ ctx, input }) => scoresByIndicator(ctx.deps, input)),
  ranking: publicProcedure
    .input(ZRankingQuery)
    .output(ZSiteRanking)
    .query(({ ctx, input }) => siteRanking(ctx.deps, input)),
  formula: publicProcedure
    .input(ZFormulaQuery)
    .output(ZIndicatorFormula)
    .query(({ ctx, input }) => indicatorFormula(ctx.deps, input)),
  siteType: publicProcedure.output(ZOwnSiteType).query(({ ctx }) => ownSiteType(ctx.deps)),
  /** A 60-second single-use link to GET indicators/export/ (the file is built on request: rate-limited). */
  exportToken: publicProcedure
    .meta({ rateLimit: "scoresExport" })
    .input(ZPeriodQuery)
    .output(ZDownloadToken)
    .query(({ ctx, input }) => createIndicatorsExportToken(ctx.deps, input)),
  statistics: publicProcedure.output(ZStatistics).query(({ ctx }) => getStatistics(ctx.deps)),
  saveStatistics: configure()
    .input(ZStatisticsSettingsUpdate)
    .output(ZStatistics)
    .mutation(({ ctx, input }) => saveStatisticsSettings(ctx.deps, input)),
  addReport: configure()
    .input(ZHistoricalReportAdd)
    .output(ZStatistics)
    .mutation(({ ctx, input }) => addHistoricalReport(ctx.deps, ctx.user, input)),
  removeReport: configure()
    .input(ZHistoricalReportRemove)
    .output(ZStatistics)
    .mutation(({ ctx, input }) => removeHistoricalReport(ctx.deps, input)),
});
