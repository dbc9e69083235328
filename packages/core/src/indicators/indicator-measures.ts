import type { Db } from "@portal/db/client";
import { BOGOTA_OFFSET_MS } from "@portal/schemas/common/time-zone";
import { INDICATOR_IDS, type TIndicatorKey } from "@portal/schemas/indicators/indicator-catalog";
import { periodBounds, type TPeriod } from "@portal/schemas/indicators/indicator-periods";

/** What the formula explanation shows for one indicator in one period (IndicatorScore's formula columns). */
export type TMeasure = {
  indicatorId: number;
  score: number;
  description: string;
  metricName: string;
  value: number;
  minValue: number;
  maxValue: number;
  /** 1 a percentage; 2 a count against a threshold. */
  type: 1 | 2;
  showVars: boolean;
  hasThreshold: boolean;
  /** How many items the measure looked at (requests, contents, links). */
  populationPercentage: number | null;
};

const DAY_MS = 86_400_000;
/** Thresholds of the count indicators: overdue requests that leave the indicator at 0, updates that fill it. */
export const MEASURE_THRESHOLDS = { overdueAtZero: 10, updatesForFull: 10, updatesWindowDays: 30 } as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const pct = (part: number, total: number) => (total === 0 ? 0 : (100 * part) / total);
/** A Bogotá calendar day as the UTC-midnight value a `@db.Date` column holds. */
const dateColumnOf = (instant: Date) => new Date(instant.getTime() - BOGOTA_OFFSET_MS);

/** A percentage indicator: `part` of `total` items, as 0–100 points (the formula shows both counts). */
function percentMeasure(indicatorId: number, metricName: string, score: number, total: number, description: string): TMeasure {
  return {
    indicatorId,
    score: round1(score),
    metricName,
    value: round1(score),
    minValue: 0,
    maxValue: 100,
    type: 1,
    showVars: true,
    hasThreshold: false,
    populationPercentage: total,
    description,
  };
}

/** A count indicator against its threshold `max`, as 0–100 points. */
function thresholdMeasure(indicatorId: number, metricName: string, score: number, count: number, max: number, description: string): TMeasure {
  return {
    indicatorId,
    score: round1(score),
    metricName,
    value: count,
    minValue: 0,
    maxValue: max,
    type: 2,
    showVars: true,
    hasThreshold: true,
    populationPercentage: null,
    description,
  };
}

/**
 * Measures one period "as of" `asOf` (the period's end, or now for the running period), from the portal's own rows.
 * Each measure is one aggregate query.
 */
export async function measurePeriod(db: Db, period: TPeriod, asOf: Date): Promise<TMeasure[]> {
  const { start, end } = periodBounds(period);
  const cut = asOf < end ? asOf : end;
  return Promise.all([pqrdsOnTime(db, start, end, cut), pqrdsOverdue(db, cut), contentsUpdated(db, cut), transparencyLinks(db), imageDescriptions(db, cut)]);
}

/** Requests due inside the period (and already due, or closed) answered by the end of their due day. */
async function pqrdsOnTime(db: Db, start: Date, end: Date, cut: Date): Promise<TMeasure> {
  const [row] = await db.$queryRaw<{ due: number; onTime: number }[]>`
    SELECT count(*)::int AS "due",
           count(*) FILTER (WHERE "closingDate" IS NOT NULL AND "closingDate" < ("answerableDate" + interval '1 day' + interval '5 hours'))::int AS "onTime"
    FROM "ComplaintForm"
    WHERE "answerableDate" >= ${dateColumnOf(start)}::date AND "answerableDate" < LEAST(${dateColumnOf(end)}::date, ${dateColumnOf(cut)}::date + 1)
      AND ("answerableDate" < ${dateColumnOf(cut)}::date OR "status" = 2)`;
  const due = row?.due ?? 0;
  const onTime = row?.onTime ?? 0;
  const score = due === 0 ? 100 : pct(onTime, due);
  return percentMeasure(
    INDICATOR_IDS.pqrdsOnTime,
    "PQRDS respondidas a tiempo (%)",
    score,
    due,
    due === 0
      ? "Ninguna PQRDS vencía en el periodo: no hubo respuestas tardías (100 puntos)."
      : `${onTime} de ${due} PQRDS que vencían en el periodo se respondieron a tiempo: ${onTime} ÷ ${due} × 100 = ${round1(score)} puntos.`,
  );
}

/** Requests still open at the cut (open now, or closed after it) whose due day had passed. */
async function pqrdsOverdue(db: Db, cut: Date): Promise<TMeasure> {
  const [row] = await db.$queryRaw<{ overdue: number }[]>`
    SELECT count(*)::int AS "overdue" FROM "ComplaintForm"
    WHERE "date" < ${cut} AND "answerableDate" < ${dateColumnOf(cut)}::date
      AND ("status" = 1 OR "closingDate" >= ${cut})`;
  const overdue = row?.overdue ?? 0;
  const max = MEASURE_THRESHOLDS.overdueAtZero;
  const score = (100 * (max - Math.min(overdue, max))) / max;
  return thresholdMeasure(
    INDICATOR_IDS.pqrdsOverdue,
    "PQRDS abiertas vencidas",
    score,
    overdue,
    max,
    `${overdue} PQRDS abiertas vencidas al cierre del periodo: (${max} − ${Math.min(overdue, max)}) ÷ ${max} × 100 = ${round1(score)} puntos.`,
  );
}

/** Published contents created or edited in the 30 days before the cut. */
async function contentsUpdated(db: Db, cut: Date): Promise<TMeasure> {
  const since = new Date(cut.getTime() - MEASURE_THRESHOLDS.updatesWindowDays * DAY_MS);
  const updated = await db.content.count({
    where: { published: true, OR: [{ modifiedDate: { gte: since, lt: cut } }, { creationDate: { gte: since, lt: cut } }] },
  });
  const max = MEASURE_THRESHOLDS.updatesForFull;
  const score = (100 * Math.min(updated, max)) / max;
  return thresholdMeasure(
    INDICATOR_IDS.contentsUpdated,
    "Contenidos actualizados en 30 días",
    score,
    updated,
    max,
    `${updated} contenidos publicados o actualizados en los últimos 30 días: mín(${updated}, ${max}) ÷ ${max} × 100 = ${round1(score)} puntos.`,
  );
}

/** Active transparency items (in active groups) that carry a link. Today's menu: the table keeps no history. */
async function transparencyLinks(db: Db): Promise<TMeasure> {
  const [row] = await db.$queryRaw<{ total: number; linked: number }[]>`
    SELECT count(*)::int AS "total",
           count(*) FILTER (WHERE btrim(i."link") NOT IN ('', '#'))::int AS "linked"
    FROM "TransparencyItem" i JOIN "TransparencySection" s ON s."transparencySectionID" = i."transparencySectionID"
    WHERE i."active" AND s."active"`;
  const total = row?.total ?? 0;
  const linked = row?.linked ?? 0;
  const score = pct(linked, total);
  return percentMeasure(
    INDICATOR_IDS.transparencyLinks,
    "Ítems de transparencia con enlace (%)",
    score,
    total,
    total === 0
      ? "El menú de transparencia no tiene ítems activos: no hay información publicada (0 puntos)."
      : `${linked} de ${total} ítems de transparencia tienen enlace: ${linked} ÷ ${total} × 100 = ${round1(score)} puntos.`,
  );
}

/**
 * Published contents (created before `cut`) with an image, and how many of them describe it (alternative text). Also
 * the Autodiagnóstico's evidence (core/self-assessment), so both read the same count.
 */
export async function countImageDescriptions(db: Db, cut: Date): Promise<{ total: number; described: number }> {
  const [row] = await db.$queryRaw<{ total: number; described: number }[]>`
    SELECT count(*)::int AS "total",
           count(*) FILTER (WHERE btrim(coalesce("imageDescription", '')) <> '')::int AS "described"
    FROM "Content"
    WHERE "published" AND "creationDate" < ${cut}
      AND ("imagePrincipalFileID" IS NOT NULL OR btrim(coalesce("defaultImage", '')) <> '')`;
  return { total: row?.total ?? 0, described: row?.described ?? 0 };
}

/** Published contents with an image, and how many of them describe it (alternative text). */
async function imageDescriptions(db: Db, cut: Date): Promise<TMeasure> {
  const { total, described } = await countImageDescriptions(db, cut);
  const score = total === 0 ? 100 : pct(described, total);
  return percentMeasure(
    INDICATOR_IDS.imageDescriptions,
    "Imágenes con descripción (%)",
    score,
    total,
    total === 0
      ? "Ningún contenido publicado tiene imagen: nada que describir (100 puntos)."
      : `${described} de ${total} contenidos con imagen tienen descripción: ${described} ÷ ${total} × 100 = ${round1(score)} puntos.`,
  );
}

/** The site's score out of 100: the mean of its indicators, one decimal. */
export function siteScoreOf(measures: readonly TMeasure[]): number {
  return measures.length === 0 ? 0 : round1(measures.reduce((s, m) => s + m.score, 0) / measures.length);
}

export type { TIndicatorKey };
