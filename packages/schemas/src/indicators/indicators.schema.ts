import { z } from "zod";
import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { zFileId } from "../files/uploaded-file.schema.ts";
import { GENERAL_RANKING } from "./indicator-catalog.ts";
import { PERIOD_TYPE, type TPeriodType } from "./indicator-periods.ts";
import { zEmbedUrl, zStatisticsImageUrl } from "./statistics-settings.schema.ts";

/** Score limits (spec 02: out of 100; history 4 points; colours red/yellow/green — the cut points are ours). */
export const INDICATOR_LIMITS = {
  maxScore: 100,
  historyPoints: 4,
  maxHistoryPoints: 24,
  /** Below red is red, below yellow is yellow, the rest green. */
  red: 60,
  yellow: 80,
  exportTokenTtlSeconds: 60,
  maxHistoricalReports: 30,
  statisticsDefaultDays: 30,
  embedMinHeightPx: 500,
} as const;
const L = INDICATOR_LIMITS;

export const INDICATORS_MESSAGES = {
  /** spec silent */
  yearInvalid: "Elige un año válido",
  monthInvalid: "El mes debe estar entre 1 y 12",
  weekInvalid: "La semana debe estar entre 1 y 53",
  indicatorInvalid: "Elige un indicador",
  periodTypeInvalid: "El tipo de periodo debe ser 0 (semana), 1 (mes) o 2 (año)",
  amountPointsInvalid: `El historial admite entre 1 y ${L.maxHistoryPoints} puntos`,
  siteTypeInvalid: "Elige un tipo de entidad",
  tokenInvalid: COMMON_MESSAGES.downloadLinkExpired,
  noScores: "Aún no hay puntajes calculados para este periodo.",
  reportFileInvalid: "Sube un archivo PDF para el histórico",
  reportTitleInvalid: "El título del informe debe tener entre 3 y 150 caracteres",
  tooManyReports: `El histórico admite hasta ${L.maxHistoricalReports} informes; elimina uno antes de agregar otro.`,
  reportNotFound: COMMON_MESSAGES.reportNotFound,
  // Page texts.
  title: "Indicadores",
  siteScore: "Puntaje del sitio",
  outOf: "de 100",
  byPeriod: COMMON_MESSAGES.period,
  periodWeek: COMMON_MESSAGES.week,
  periodMonth: COMMON_MESSAGES.month,
  periodYear: "Año",
  date: "Fecha",
  indicatorScores: "Puntaje por indicador",
  recommendations: "Recomendaciones",
  formula: "Explicación de la fórmula",
  formulaValue: "Valor medido",
  formulaMin: "Mínimo",
  formulaMax: "Máximo",
  formulaScore: "Puntaje",
  formulaPopulation: "Población",
  history: "Historial del puntaje",
  rankingGeneral: "Ranking general",
  rankingByType: "Ranking por tipo de entidad",
  rankingUp: "Subir en el ranking",
  rankingCenter: "Centrar en esta entidad",
  rankingDown: "Bajar en el ranking",
  rankingRank: "Puesto",
  rankingSite: "Entidad",
  rankingScore: "Puntaje",
  rankingCurrent: "Esta entidad",
  rankingExample: "Ejemplo",
  rankingAloneNote: "Aún no hay puntajes de otras entidades para comparar: el ranking muestra solo esta entidad.",
  rankingDemoNote: "Las entidades marcadas «Ejemplo» son ficticias y sus puntajes son inventados, solo para demostración.",
  download: "Descargar puntajes",
  seeStatistics: "Ver estadísticas",
  seeIndicators: COMMON_MESSAGES.seeIndicators,
  siteScoreBadge: "Puntaje del sitio en",
  close: COMMON_MESSAGES.close,
  // Statistics page.
  statisticsTitle: "Estadísticas",
  dateFrom: COMMON_MESSAGES.dateFrom,
  dateTo: COMMON_MESSAGES.dateTo,
  rangeInvalid: "La fecha inicial debe ser anterior a la final",
  scoreHistory: "Historial de puntajes",
  analytics: "Informe de analítica",
  statisticsImage: "Imagen de estadísticas del sitio",
  historicalReports: "Histórico de informes",
  uploadReport: "Subir informe histórico (PDF)",
  reportTitle: "Título del informe",
  addReport: "Agregar al histórico",
  removeReport: "Eliminar",
  noReports: "Aún no hay informes históricos.",
  saved: "Cambios guardados",
  embedUrl: "Dirección del informe de analítica (Looker Studio, Power BI o Google Analytics)",
  imageUrl: "Dirección de la imagen de estadísticas",
  saveSettings: "Guardar configuración",
} as const;
const M = INDICATORS_MESSAGES;

const year = z.coerce.number({ error: M.yearInvalid }).int({ error: M.yearInvalid }).min(2000, { error: M.yearInvalid }).max(2100, { error: M.yearInvalid });
const month = z.coerce.number({ error: M.monthInvalid }).int({ error: M.monthInvalid }).min(0, { error: M.monthInvalid }).max(12, { error: M.monthInvalid });
const week = z.coerce.number({ error: M.weekInvalid }).int({ error: M.weekInvalid }).min(0, { error: M.weekInvalid }).max(53, { error: M.weekInvalid });

/** Site score period (spec 02 §3): year, month, week; omitted means the current period (the year when all omitted). */
export const ZPeriodQuery = z.object({ year: year.optional(), month: month.optional(), week: week.optional() });
export type TPeriodQuery = z.output<typeof ZPeriodQuery>;

export const ZHistoryQuery = ZPeriodQuery.extend({
  amountPoints: z.coerce
    .number({ error: M.amountPointsInvalid })
    .int({ error: M.amountPointsInvalid })
    .min(1, { error: M.amountPointsInvalid })
    .max(L.maxHistoryPoints, { error: M.amountPointsInvalid })
    .default(L.historyPoints),
});

export const ZRankingQuery = ZPeriodQuery.extend({
  siteTypeID: z.coerce
    .number({ error: M.siteTypeInvalid })
    .int({ error: M.siteTypeInvalid })
    .min(0, { error: M.siteTypeInvalid })
    .max(1000, { error: M.siteTypeInvalid })
    .default(GENERAL_RANKING),
});

export const ZFormulaQuery = ZPeriodQuery.extend({
  indicatorId: z.coerce.number({ error: M.indicatorInvalid }).int({ error: M.indicatorInvalid }).positive({ error: M.indicatorInvalid }),
});

export const ZAvailableDatesQuery = z.object({
  periodType: z.coerce
    .number({ error: M.periodTypeInvalid })
    .int({ error: M.periodTypeInvalid })
    .refine((v): v is TPeriodType => Object.values(PERIOD_TYPE).includes(v as TPeriodType), { error: M.periodTypeInvalid })
    .optional(),
});

export const ZExportQuery = ZPeriodQuery.extend({
  token: z.string({ error: M.tokenInvalid }).min(1, { error: M.tokenInvalid }).max(100, { error: M.tokenInvalid }),
});

/** Colour class of a score (spec: red/yellow/green). */
export type TScoreColor = "red" | "yellow" | "green";
export function scoreColor(score: number): TScoreColor {
  return score < L.red ? "red" : score < L.yellow ? "yellow" : "green";
}
/** "87,5": one decimal at most, Colombian comma. */
export function scoreStr(score: number): string {
  return (Math.round(score * 10) / 10).toLocaleString("es-CO", { maximumFractionDigits: 1 });
}

/** The admins' form on /estadisticas/: "" clears a field. */
export const ZStatisticsSettingsUpdate = z.object({
  embedUrl: z.union([z.literal("").transform(() => null), zEmbedUrl]),
  imageUrl: z.union([z.literal("").transform(() => null), zStatisticsImageUrl]),
});
export type TStatisticsSettingsUpdate = z.input<typeof ZStatisticsSettingsUpdate>;

export const ZHistoricalReportAdd = z.object({
  fileID: zFileId(M.reportFileInvalid),
  title: z.string({ error: M.reportTitleInvalid }).trim().min(3, { error: M.reportTitleInvalid }).max(150, { error: M.reportTitleInvalid }),
});
export const ZHistoricalReportRemove = z.object({ fileID: zFileId(M.reportNotFound) });

// What the indicator procedures answer (the scores are written by the worker's daily job).
const ZPeriodType = z.literal(Object.values(PERIOD_TYPE));
/** A period as every answer names it, with its Spanish label. */
const ZPeriodOut = z.object({ periodType: ZPeriodType, year: z.number().int(), month: z.number().int(), week: z.number().int(), dateStr: z.string() });
const ZScoreColor = z.enum(["red", "yellow", "green"]);
const ZScored = z.object({ score: z.number(), scoreStr: z.string(), colorClass: ZScoreColor, monthStr: z.string() });
const ZUnscored = z.object({ score: z.null(), scoreStr: z.null(), colorClass: z.null(), monthStr: z.string() });

/** An indicator's texts, in their order. */
export const ZIndicator = z.object({
  indicatorId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  link: z.string().nullable(),
  recommendations: z.string().nullable(),
});

/** Periods with a computed site score. */
export const ZAvailableDates = z.array(ZPeriodOut);

/** The site's score for a period (null fields until the job computes it). */
export const ZSiteScore = z.union([
  ZPeriodOut.extend({ siteTypeId: z.number().int(), computedAt: z.string() }).extend(ZScored.shape),
  ZPeriodOut.extend({ siteTypeId: z.number().int(), computedAt: z.null() }).extend(ZUnscored.shape),
]);

/** The last periods' scores, oldest first. */
export const ZScoreHistory = z.array(ZPeriodOut.extend({ score: z.number().nullable() }));

/** Each indicator's score for the period. */
export const ZIndicatorScores = z.array(
  z.union([ZIndicator.extend(ZPeriodOut.shape).extend(ZScored.shape), ZIndicator.extend(ZPeriodOut.shape).extend(ZUnscored.shape)]),
);

/** How an indicator's score was reached in a period. */
export const ZIndicatorFormula = ZPeriodOut.extend({
  indicatorId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  metricName: z.string().nullable(),
  value: z.number().nullable(),
  minValue: z.number().nullable(),
  maxValue: z.number().nullable(),
  type: z.number().int(),
  score: z.number(),
  scoreStr: z.string(),
  showVars: z.boolean(),
  hasThreshold: z.boolean(),
  populationPercentage: z.number().nullable(),
});

/** A ranking of the period, this site's row marked. */
export const ZSiteRanking = ZPeriodOut.extend({
  siteTypeId: z.number().int(),
  siteTypeName: z.string().nullable(),
  rows: z.array(z.object({ rank: z.number().int(), siteName: z.string(), score: z.number().nullable(), current: z.boolean(), demo: z.boolean() })),
  currentIndex: z.number().int(),
  note: z.string().nullable(),
});

/** The entity type this site is ranked with. */
export const ZOwnSiteType = z.object({ siteTypeId: z.number().int(), name: z.string().nullable() });

/** The statistics page: the analytics embed, the image and the historical reports. */
export const ZStatistics = z.object({
  embedUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  reports: z.array(z.object({ fileID: z.string(), title: z.string(), name: z.string(), url: z.string(), uploadedAt: z.string() })),
});
