import type { Db } from "@portal/db/client";
import { GENERAL_RANKING, INDICATOR_CATALOG } from "@portal/schemas/indicators/indicator-catalog";
import { PERIOD_TYPE, periodBounds, periodOf, previousPeriod, type TPeriod } from "@portal/schemas/indicators/indicator-periods";
import type { CoreDeps } from "../deps.ts";
import { measurePeriod, siteScoreOf } from "./indicator-measures.ts";

type Deps = Pick<CoreDeps, "db" | "settings">;

export type TComputeResult = { periods: { period: TPeriod; score: number }[] };

/** The catalogue's indicators as rows (names, descriptions and recommendations follow the code). */
export async function seedIndicators(db: Db): Promise<void> {
  for (const i of INDICATOR_CATALOG) {
    const data = { name: i.name, description: i.description, recommendations: i.recommendations, link: i.link, displayOrder: i.indicatorId, active: true };
    await db.indicator.upsert({ where: { indicatorId: i.indicatorId }, create: { indicatorId: i.indicatorId, ...data }, update: data });
  }
}

/**
 * The daily indicators run (worker job, and the seed): for each period type (week, month, year) the running period
 * and `back` periods before it are measured as of their end (or `now`), stored as indicator scores with their
 * formulas, the site score out of 100, and the rankings of that period rebuilt from the peers' scores plus this one
 * (real peers' scores only, as received; the demonstration's example peers are added when read, never stored).
 * A closed period is measured again on the first run after it ends, so late answers inside it count.
 */
export async function computeIndicators(
  deps: Deps,
  opts: { now?: Date; back?: number | Partial<Record<"week" | "month" | "year", number>>; catalogSeeded?: boolean } = {},
): Promise<TComputeResult> {
  const now = opts.now ?? new Date();
  const backOf = (type: "week" | "month" | "year") => (typeof opts.back === "number" ? opts.back : (opts.back?.[type] ?? 1));
  // The indicators' texts follow the code (a new version may reword them); the seed has just written them.
  if (!opts.catalogSeeded) await seedIndicators(deps.db);
  const periods: TPeriod[] = [];
  for (const type of ["week", "month", "year"] as const) {
    const current = periodOf(PERIOD_TYPE[type], now);
    for (let i = backOf(type); i >= 0; i--) periods.push(previousPeriod(current, i));
  }
  const result: TComputeResult = { periods: [] };
  // Read once per run: this site's name and type.
  const [entity, statistics] = await Promise.all([deps.settings.get("entity"), deps.settings.get("statistics")]);
  const site = { siteName: entity.name.trim() || "Esta entidad", siteTypeId: statistics.siteTypeId };
  for (const period of periods) {
    const asOf = periodBounds(period).end < now ? periodBounds(period).end : now;
    const measures = await measurePeriod(deps.db, period, asOf);
    const score = siteScoreOf(measures);
    const key = { periodType: period.periodType, year: period.year, month: period.month, week: period.week };
    await deps.db.$transaction(async (tx) => {
      // The period's scores are replaced whole (one statement each way), not upserted one by one.
      await tx.indicatorScore.deleteMany({ where: key });
      await tx.indicatorScore.createMany({ data: measures.map((m) => ({ ...key, ...m, computedAt: now })) });
      await tx.siteScore.upsert({ where: { periodType_year_month_week: key }, create: { ...key, score, computedAt: now }, update: { score, computedAt: now } });
    });
    await rebuildRankings(deps.db, site, period, score);
    result.periods.push({ period, score });
  }
  return result;
}

/**
 * The period's rankings: general (siteTypeId 0) and one per entity type present, ordered by score (ties by name),
 * this site's row marked `current`. Replaced whole in one transaction, so a reader never sees half a ranking.
 */
async function rebuildRankings(db: Db, site: { siteName: string; siteTypeId: number }, period: TPeriod, score: number): Promise<void> {
  const key = { periodType: period.periodType, year: period.year, month: period.month, week: period.week };
  // Rows marked demo (an older version's invented peers) never rank.
  const peerScores = await db.peerSiteScore.findMany({
    where: { ...key, peerSite: { demo: false } },
    include: { peerSite: { select: { name: true, siteTypeId: true } } },
  });
  const sites = [
    ...peerScores
      .filter((p) => p.peerSite.name !== site.siteName)
      .map((p) => ({ siteName: p.peerSite.name, siteTypeId: p.peerSite.siteTypeId, score: p.score, current: false })),
    { ...site, score, current: true },
  ].sort((a, b) => b.score - a.score || Number(b.current) - Number(a.current) || a.siteName.localeCompare(b.siteName, "es"));
  const types = [GENERAL_RANKING, ...new Set(sites.map((s) => s.siteTypeId))];
  const rows = types.flatMap((siteTypeId) =>
    sites
      .filter((s) => siteTypeId === GENERAL_RANKING || s.siteTypeId === siteTypeId)
      .map((s, i) => ({ ...key, siteTypeId, rank: i + 1, siteName: s.siteName, score: s.score, current: s.current })),
  );
  await db.$transaction(async (tx) => {
    await tx.siteRanking.deleteMany({ where: key });
    await tx.siteRanking.createMany({ data: rows });
  });
}
