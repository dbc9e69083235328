import * as XLSX from "@e965/xlsx";
import { GENERAL_RANKING, INDICATOR_CATALOG } from "@portal/schemas/indicators/indicator-catalog";
import { periodLabel, type TPeriod, type TPeriodType } from "@portal/schemas/indicators/indicator-periods";
import { INDICATOR_LIMITS as L, INDICATORS_MESSAGES as M, type ZPeriodQuery } from "@portal/schemas/indicators/indicators.schema";
import type { z } from "zod";
import { issueDownloadToken, spendDownloadToken } from "../common/download-tokens.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { resolvePeriod } from "./read-indicators.ts";

type Deps = Pick<CoreDeps, "db" | "redis">;
const SCOPE = "indicators-export";

/**
 * A 60-second, single-use token for the scores of one period (same pattern as the content exports). Scores are
 * public information, so anyone may ask; the token keeps the file a plain link and its building rate-limited.
 */
export async function createIndicatorsExportToken(deps: Pick<CoreDeps, "redis">, q: z.output<typeof ZPeriodQuery>) {
  const period = resolvePeriod(q);
  const token = await issueDownloadToken(deps, SCOPE, period, L.exportTokenTtlSeconds);
  return { token, expiresInSeconds: L.exportTokenTtlSeconds, path: `indicators/export/?token=${encodeURIComponent(token)}` };
}

/** GET indicators/export/?token: the .xlsx of the period's scores (site score history, indicators with formulas, ranking). */
export async function downloadIndicatorsExport(deps: Deps, token: unknown): Promise<{ fileName: string; bytes: Buffer }> {
  const period = await spendDownloadToken<TPeriod>(deps, SCOPE, token);
  if (!period) throw new AppError("NOT_FOUND", M.tokenInvalid);
  const key = { periodType: period.periodType, year: period.year, month: period.month, week: period.week };
  const [siteScores, indicatorScores, ranking] = await Promise.all([
    deps.db.siteScore.findMany({ orderBy: [{ periodType: "asc" }, { year: "asc" }, { month: "asc" }, { week: "asc" }] }),
    deps.db.indicatorScore.findMany({ where: key, orderBy: { indicatorId: "asc" } }),
    deps.db.siteRanking.findMany({ where: { ...key, siteTypeId: GENERAL_RANKING }, orderBy: { rank: "asc" } }),
  ]);
  const name = (id: number) => INDICATOR_CATALOG.find((i) => i.indicatorId === id)?.name ?? String(id);
  const book = XLSX.utils.book_new();
  const sheet = (title: string, header: string[], rows: (string | number | null)[][]) =>
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([header, ...rows]), title);
  sheet(
    "Puntaje del sitio",
    ["Periodo", "Puntaje (de 100)"],
    siteScores.map((s) => [periodLabel({ ...s, periodType: s.periodType as TPeriodType }), s.score]),
  );
  sheet(
    "Indicadores",
    ["Periodo", "Indicador", "Puntaje", "Variable", "Valor", "Mínimo", "Máximo", "Población", "Fórmula"],
    indicatorScores.map((s) => [
      periodLabel(period),
      name(s.indicatorId),
      s.score,
      s.metricName,
      s.value,
      s.minValue,
      s.maxValue,
      s.populationPercentage,
      s.description,
    ]),
  );
  sheet(
    "Ranking",
    ["Puesto", "Entidad", "Puntaje"],
    ranking.map((r) => [r.rank, r.siteName, r.score]),
  );
  const bytes = XLSX.write(book, { type: "buffer", bookType: "xlsx", compression: true }) as Buffer;
  const suffix = `${period.year}${period.month ? `-${String(period.month).padStart(2, "0")}` : ""}${period.week ? `-s${period.week}` : ""}`;
  return { fileName: `puntajes-${suffix}.xlsx`, bytes };
}
