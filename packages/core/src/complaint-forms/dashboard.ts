import {
  DASHBOARD_LABELS,
  type TComplaintSummary,
  TERM_BUCKETS,
  type TSummaryGroup,
  type TTermBucket,
  termBucket,
} from "@portal/schemas/complaint-forms/dashboard.schema";
import { termLevel } from "@portal/schemas/complaint-forms/management.schema";
import type { CoreDeps } from "../deps.ts";
import { type BusinessCalendar, bogotaDay, businessCalendarCache, dateToDay, startOfBogotaDay } from "./business-days.ts";

type TOpenGroup = { filed: Date; due: Date; typeId: number; dependencyId: number | null; suspended: boolean; n: number };
type TMonthRow = { outcome: string | null; late: boolean; n: number };

/** The first day of the Bogotá month after `month` (yyyy-mm). */
function nextMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}

/**
 * The PQRs office's summary (complaintForms.dashboard.summary): three grouped statements — open requests by filing
 * day, due day, type, dependency and suspension; the requests closed this Bogotá month by outcome and lateness; and
 * the names — then the term of each (filing day, due day) pair is computed once with the business calendar.
 * `now` is injectable so tests fix the day.
 */
export async function complaintSummary(deps: Pick<CoreDeps, "db">, now = new Date()): Promise<TComplaintSummary> {
  const today = bogotaDay(now);
  const month = today.slice(0, 7);
  const monthStart = startOfBogotaDay(`${month}-01`);
  const monthEnd = startOfBogotaDay(nextMonth(month));
  const [open, closed, types, dependencies, calendar] = await Promise.all([
    deps.db.$queryRaw<TOpenGroup[]>`
      SELECT ("date" - interval '5 hours')::date AS "filed", "answerableDate" AS "due", "complaintFormTypeID" AS "typeId", "dependencyId",
             ("completionRequestedAt" IS NOT NULL AND "completedAt" IS NULL) AS "suspended", count(*)::int AS "n"
      FROM "ComplaintForm" WHERE "status" = 1
      GROUP BY 1, 2, 3, 4, 5`,
    // Requests closed before the outcome existed (outcome null) were answered; their lateness is read from the dates.
    deps.db.$queryRaw<TMonthRow[]>`
      SELECT "outcome"::text AS "outcome",
             ("answeredLate" OR ("outcome" IS NULL AND ("closingDate" - interval '5 hours')::date > "answerableDate")) AS "late",
             count(*)::int AS "n"
      FROM "ComplaintForm" WHERE "status" = 2 AND "closingDate" >= ${monthStart} AND "closingDate" < ${monthEnd}
      GROUP BY 1, 2`,
    deps.db.complaintFormType.findMany({ select: { id: true, name: true }, orderBy: [{ displayOrder: "asc" }, { id: "asc" }] }),
    deps.db.dependency.findMany({ select: { id: true, name: true }, orderBy: { name: "asc" } }),
    businessCalendarCache.get(deps.db),
  ]);

  const bucketOf = bucketMemo(calendar, today);
  const byTerm = new Map<TTermBucket, number>(TERM_BUCKETS.map((b) => [b.key, 0]));
  const byType = new Map<number, TSummaryGroup>(types.map((t) => [t.id, { id: t.id, name: t.name, open: 0, expired: 0, suspended: 0 }]));
  const byDependency = new Map<number | null, TSummaryGroup>(dependencies.map((d) => [d.id, { id: d.id, name: d.name, open: 0, expired: 0, suspended: 0 }]));
  let openTotal = 0;
  let suspended = 0;
  for (const g of open) {
    openTotal += g.n;
    const type = byType.get(g.typeId) ?? { id: g.typeId, name: String(g.typeId), open: 0, expired: 0, suspended: 0 };
    byType.set(g.typeId, type);
    let dependency = byDependency.get(g.dependencyId);
    if (!dependency) {
      dependency = {
        id: g.dependencyId,
        name: g.dependencyId === null ? DASHBOARD_LABELS.noDependency : String(g.dependencyId),
        open: 0,
        expired: 0,
        suspended: 0,
      };
      byDependency.set(g.dependencyId, dependency);
    }
    type.open += g.n;
    dependency.open += g.n;
    if (g.suspended) {
      // The term does not run while suspended: counted apart, never as expired.
      suspended += g.n;
      type.suspended += g.n;
      dependency.suspended += g.n;
      continue;
    }
    const bucket = bucketOf(dateToDay(g.filed), dateToDay(g.due));
    byTerm.set(bucket, (byTerm.get(bucket) ?? 0) + g.n);
    if (bucket === "expired") {
      type.expired += g.n;
      dependency.expired += g.n;
    }
  }

  const thisMonth = { answeredOnTime: 0, answeredLate: 0, transferred: 0, withdrawn: 0 };
  for (const r of closed) {
    if (r.outcome === "transferred") thisMonth.transferred += r.n;
    else if (r.outcome === "withdrawn") thisMonth.withdrawn += r.n;
    else if (r.late) thisMonth.answeredLate += r.n;
    else thisMonth.answeredOnTime += r.n;
  }

  const withRequests = (g: TSummaryGroup) => g.open > 0;
  return {
    today,
    month,
    open: openTotal,
    suspended,
    byTerm: TERM_BUCKETS.map((b) => ({ key: b.key, name: b.name, count: byTerm.get(b.key) ?? 0 })),
    // The unassigned group last; dependencies and types without open requests are left out of the charts.
    byDependency: [...byDependency.values()].filter(withRequests).sort((a, b) => (a.id === null ? 1 : b.id === null ? -1 : 0)),
    byType: [...byType.values()].filter(withRequests),
    thisMonth,
  };
}

/** Term bucket of a (filing day, due day) pair today, computed once per pair. */
function bucketMemo(calendar: BusinessCalendar, today: string) {
  const known = new Map<string, TTermBucket>();
  return (filed: string, due: string): TTermBucket => {
    const key = `${filed}|${due}`;
    let bucket = known.get(key);
    if (!bucket) {
      const termDays = calendar.businessDaysBetween(filed, due);
      const daysLeft = calendar.businessDaysBetween(today, due);
      bucket = termBucket(termLevel(termDays - daysLeft, termDays), daysLeft);
      known.set(key, bucket);
    }
    return bucket;
  };
}
