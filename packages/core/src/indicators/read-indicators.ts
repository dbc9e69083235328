import { GENERAL_RANKING, SITE_TYPES } from "@portal/schemas/indicators/indicator-catalog";
import {
  PERIOD_TYPE,
  periodFromQuery,
  periodLabel,
  periodOf,
  previousPeriod,
  type TPeriod,
  type TPeriodType,
} from "@portal/schemas/indicators/indicator-periods";
import {
  INDICATORS_MESSAGES as M,
  scoreColor,
  scoreStr,
  type ZAvailableDatesQuery,
  type ZFormulaQuery,
  type ZHistoryQuery,
  type ZPeriodQuery,
  type ZRankingQuery,
} from "@portal/schemas/indicators/indicators.schema";
import type { z } from "zod";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { demoRankingRows } from "./demo-peer-sites.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;
type TPeriodFields = z.output<typeof ZPeriodQuery>;

/** The period a query names; without a year, the running month (what the header's badge shows). */
export function resolvePeriod(q: TPeriodFields, now = new Date()): TPeriod {
  if (q.year === undefined) return periodOf(PERIOD_TYPE.month, now);
  return periodFromQuery({ year: q.year, month: q.month, week: q.week });
}
const keyOf = (p: TPeriod) => ({ periodType: p.periodType, year: p.year, month: p.month, week: p.week });
const periodOut = (p: TPeriod) => ({ ...keyOf(p), dateStr: periodLabel(p) });
const scoreOut = (score: number, p: TPeriod) => ({ score, scoreStr: scoreStr(score), colorClass: scoreColor(score), monthStr: periodLabel(p) });

/** The indicators (name, description, link, recommendations), in their order. */
export function listIndicators(deps: Pick<CoreDeps, "db">) {
  return deps.db.indicator.findMany({
    where: { active: true },
    orderBy: [{ displayOrder: "asc" }, { indicatorId: "asc" }],
    select: { indicatorId: true, name: true, description: true, link: true, recommendations: true },
  });
}

/** Periods with a computed site score, newest first (optionally of one type). */
export async function availableDates(deps: Pick<CoreDeps, "db">, q: z.output<typeof ZAvailableDatesQuery>) {
  const rows = await deps.db.siteScore.findMany({
    where: q.periodType === undefined ? {} : { periodType: q.periodType },
    orderBy: [{ year: "desc" }, { month: "desc" }, { week: "desc" }, { periodType: "asc" }],
    select: { periodType: true, year: true, month: true, week: true },
  });
  return rows.map((r) => periodOut({ ...r, periodType: r.periodType as TPeriodType }));
}

/**
 * The site's score for a period (null when the job has not computed it yet). Without a year it is the running month,
 * or the newest scored month when the running one is not scored yet (the first hours of a month, before the job).
 */
export async function getSiteScore(deps: Pick<CoreDeps, "db" | "settings">, q: TPeriodFields, now = new Date()) {
  let period = resolvePeriod(q, now);
  // siteTypeId: the entity type this site is ranked with (spec 02 §3 site score period).
  const [{ siteTypeId }, found] = await Promise.all([
    deps.settings.get("statistics"),
    deps.db.siteScore.findUnique({ where: { periodType_year_month_week: keyOf(period) } }),
  ]);
  let row = found;
  if (!row && q.year === undefined) {
    row = await deps.db.siteScore.findFirst({ where: { periodType: PERIOD_TYPE.month }, orderBy: [{ year: "desc" }, { month: "desc" }] });
    if (row) period = { periodType: PERIOD_TYPE.month, year: row.year, month: row.month, week: 0 };
  }
  return {
    ...periodOut(period),
    siteTypeId,
    ...(row
      ? { ...scoreOut(row.score, period), computedAt: row.computedAt.toISOString() }
      : { score: null, scoreStr: null, colorClass: null, monthStr: periodLabel(period), computedAt: null }),
  };
}

/** The last `amountPoints` periods of the same type ending at the period, oldest first; uncomputed ones score null. */
export async function scoreHistory(deps: Pick<CoreDeps, "db">, q: z.output<typeof ZHistoryQuery>) {
  const period = resolvePeriod(q);
  const periods = Array.from({ length: q.amountPoints }, (_, i) => previousPeriod(period, q.amountPoints - 1 - i));
  const rows = await deps.db.siteScore.findMany({ where: { OR: periods.map(keyOf) } });
  return periods.map((p) => {
    const row = rows.find((r) => r.periodType === p.periodType && r.year === p.year && r.month === p.month && r.week === p.week);
    return { ...periodOut(p), score: row?.score ?? null };
  });
}

/** Each indicator's score for the period, with its texts (tooltips and recommendations). */
export async function scoresByIndicator(deps: Pick<CoreDeps, "db">, q: TPeriodFields) {
  const period = resolvePeriod(q);
  const [indicators, scores] = await Promise.all([listIndicators(deps), deps.db.indicatorScore.findMany({ where: keyOf(period) })]);
  return indicators.map((i) => {
    const s = scores.find((row) => row.indicatorId === i.indicatorId);
    return {
      ...i,
      ...periodOut(period),
      ...(s ? scoreOut(s.score, period) : { score: null, scoreStr: null, colorClass: null, monthStr: periodLabel(period) }),
    };
  });
}

/** How an indicator's score was reached in a period: its variables, limits and the sentence with the numbers. */
export async function indicatorFormula(deps: Pick<CoreDeps, "db">, q: z.output<typeof ZFormulaQuery>) {
  const period = resolvePeriod(q);
  const indicator = await deps.db.indicator.findUnique({ where: { indicatorId: q.indicatorId } });
  if (!indicator) throw new AppError("NOT_FOUND", M.indicatorInvalid);
  const row = await deps.db.indicatorScore.findUnique({ where: { indicatorId_periodType_year_month_week: { indicatorId: q.indicatorId, ...keyOf(period) } } });
  if (!row) throw new AppError("NOT_FOUND", M.noScores);
  return {
    indicatorId: indicator.indicatorId,
    name: indicator.name,
    ...periodOut(period),
    description: row.description,
    metricName: row.metricName,
    value: row.value,
    minValue: row.minValue,
    maxValue: row.maxValue,
    type: row.type,
    score: row.score,
    scoreStr: scoreStr(row.score),
    showVars: row.showVars,
    hasThreshold: row.hasThreshold,
    populationPercentage: row.populationPercentage,
  };
}

type TRankingRow = { rank: number; siteName: string; score: number | null; current: boolean; demo: boolean };

/**
 * A ranking of the period (siteTypeID 0 general, else that entity type), with the row of this site marked. Only
 * received scores rank: without any peer's, this site stands alone and `note` says why. While the setting
 * `demoRankingPeers` is on, fictitious example peers (`demo: true`, shown "Ejemplo") are ranked in, and `note` says so.
 */
export async function siteRanking(deps: Deps, q: z.output<typeof ZRankingQuery>) {
  const period = resolvePeriod(q);
  const [stored, demoPeers] = await Promise.all([
    deps.db.siteRanking.findMany({
      where: { ...keyOf(period), siteTypeId: q.siteTypeID },
      orderBy: { rank: "asc" },
      select: { rank: true, siteName: true, score: true, current: true },
    }),
    deps.settings.get("demoRankingPeers"),
  ]);
  let rows: TRankingRow[] = stored.map((r) => ({ ...r, demo: false }));
  const withDemo = demoPeers && rows.length > 0;
  if (withDemo) {
    const examples = demoRankingRows(period, q.siteTypeID).map((r) => ({ ...r, rank: 0, current: false, demo: true }));
    rows = [...rows, ...examples]
      .sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || Number(b.current) - Number(a.current) || a.siteName.localeCompare(b.siteName, "es"))
      .map((r, i) => ({ ...r, rank: i + 1 }));
  }
  const note = withDemo ? M.rankingDemoNote : rows.length > 0 && rows.every((r) => r.current) ? M.rankingAloneNote : null;
  const siteTypeName = q.siteTypeID === GENERAL_RANKING ? null : (SITE_TYPES.find((t) => t.siteTypeId === q.siteTypeID)?.name ?? null);
  return { ...periodOut(period), siteTypeId: q.siteTypeID, siteTypeName, rows, currentIndex: rows.findIndex((r) => r.current), note };
}

/** The entity type of this site (the second ranking's siteTypeID). */
export async function ownSiteType(deps: Pick<CoreDeps, "settings">) {
  const { siteTypeId } = await deps.settings.get("statistics");
  return { siteTypeId, name: SITE_TYPES.find((t) => t.siteTypeId === siteTypeId)?.name ?? null };
}
