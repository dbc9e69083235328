import type { Db } from "@portal/db/client";
import { COMPLAINT_FORM_TYPE_IDS, RESPONSE_TYPE_NAMES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_OUTCOME_NAMES } from "@portal/schemas/complaint-forms/outcome.schema";
import {
  PQRDS_REPORT_LABELS,
  type TCountBy,
  type TInformationAccessFigures,
  type TInformationRequestRow,
  type TPqrdsFigures,
  type TPqrdsReportKind,
  type TSemesterRow,
} from "@portal/schemas/complaint-forms/pqrds-report.schema";
import { REQUEST_EMAIL_MESSAGES, REQUEST_EMAIL_STATES, type TRequestEmailState } from "@portal/schemas/complaint-forms/request-emails.schema";
import { addCalendarDays, type BusinessCalendar, bogotaDay, startOfBogotaDay, type TDay } from "./business-days.ts";
import { COMPLAINT_EMAIL_KINDS } from "./emails.ts";
import { emailDeliveryState } from "./request-emails.ts";

/**
 * The figures of the PQRDS reports, computed from the requests filed in a period (Bogotá days) and their state at the
 * period's end — filing date, closing date, outcome, late mark, qualification date — never from "now": the same
 * period gives the same figures whenever it is generated (a request answered after the period stays pending in it).
 * Reusable by any reader (reports job, dashboards): `computePqrdsFigures` reads the rows page by page.
 */
export type TReportPeriod = { from: TDay; to: TDay };

/** The columns a report reads of a request (no personal data, no free text except the denial reason). */
export const REPORT_REQUEST_SELECT = {
  complaintFormID: true,
  trackingID: true,
  complaintFormTypeID: true,
  responseTypeID: true,
  dependencyId: true,
  date: true,
  closingDate: true,
  status: true,
  outcome: true,
  answeredLate: true,
  qualification: true,
  qualifiedAt: true,
  accessDenied: true,
  denialReason: true,
} as const;

export type TReportRequest = {
  complaintFormID: number;
  trackingID: bigint;
  complaintFormTypeID: number;
  responseTypeID: number;
  dependencyId: number | null;
  date: Date;
  closingDate: Date | null;
  status: number;
  outcome: "answered" | "transferred" | "withdrawn" | null;
  answeredLate: boolean;
  qualification: number | null;
  qualifiedAt: Date | null;
  accessDenied: boolean;
  denialReason: string | null;
};

export type TReportNames = { types: ReadonlyMap<number, string>; dependencies: ReadonlyMap<number, string> };

/** The period as instants: [start of `from`, start of the day after `to`) in Bogotá. */
export function periodBounds(period: TReportPeriod): { start: Date; end: Date } {
  return { start: startOfBogotaDay(period.from), end: startOfBogotaDay(addCalendarDays(period.to, 1)) };
}

type TEndState = { state: "answered" | "transferred" | "withdrawn" | "pending"; closedOn: TDay | null };

/** Where a request stood at the end of the period. A closed row without a closing date (old data) counts as closed. */
export function stateAtEnd(row: TReportRequest, end: Date): TEndState {
  const closed = row.status === 2 && (row.closingDate === null || row.closingDate < end);
  if (!closed) return { state: "pending", closedOn: null };
  return { state: row.outcome ?? "answered", closedOn: row.closingDate ? bogotaDay(row.closingDate) : null };
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Sums of one semester-report row while rows are added. */
class RowTally {
  received = 0;
  byType = new Map<number, number>();
  byChannel = new Map<number, number>();
  answeredOnTime = 0;
  answeredLate = 0;
  pending = 0;
  transferred = 0;
  withdrawn = 0;
  answerDaysSum = 0;
  answerDaysCount = 0;
  maxAnswerDays: number | null = null;
  qualificationSum = 0;
  qualified = 0;

  add(row: TReportRequest, end: TEndState, answerDays: number | null, qualification: number | null) {
    this.received++;
    this.byType.set(row.complaintFormTypeID, (this.byType.get(row.complaintFormTypeID) ?? 0) + 1);
    this.byChannel.set(row.responseTypeID, (this.byChannel.get(row.responseTypeID) ?? 0) + 1);
    if (end.state === "answered") {
      if (row.answeredLate) this.answeredLate++;
      else this.answeredOnTime++;
    } else this[end.state]++;
    if (answerDays !== null) {
      this.answerDaysSum += answerDays;
      this.answerDaysCount++;
      this.maxAnswerDays = Math.max(this.maxAnswerDays ?? 0, answerDays);
    }
    if (qualification !== null) {
      this.qualificationSum += qualification;
      this.qualified++;
    }
  }

  view(dependencyId: number | null, dependency: string, names: TReportNames): TSemesterRow {
    const counts = (map: Map<number, number>, labels: Iterable<[number, string]>): TCountBy[] => {
      const all = new Map(labels);
      for (const id of map.keys()) if (!all.has(id)) all.set(id, String(id));
      return [...all].sort(([a], [b]) => a - b).map(([id, name]) => ({ id, name, count: map.get(id) ?? 0 }));
    };
    return {
      dependencyId,
      dependency,
      received: this.received,
      byType: counts(this.byType, names.types),
      byChannel: counts(
        this.byChannel,
        Object.entries(RESPONSE_TYPE_NAMES)
          .filter(([id]) => Number(id) !== 4)
          .map(([id, name]) => [Number(id), name]),
      ),
      answeredOnTime: this.answeredOnTime,
      answeredLate: this.answeredLate,
      pending: this.pending,
      transferred: this.transferred,
      withdrawn: this.withdrawn,
      averageAnswerDays: this.answerDaysCount ? round(this.answerDaysSum / this.answerDaysCount, 1) : null,
      maxAnswerDays: this.maxAnswerDays,
      qualificationAverage: this.qualified ? round(this.qualificationSum / this.qualified, 2) : null,
      qualified: this.qualified,
    };
  }
}

/** Accumulates the rows of one report (pages of any size, in any order) and answers its figures. */
export function createFiguresAccumulator(kind: TPqrdsReportKind, period: TReportPeriod, calendar: BusinessCalendar, names: TReportNames) {
  const { end } = periodBounds(period);
  // Few distinct (filed, answered) day pairs: each business-day count is walked once.
  const daysBetween = new Map<string, number>();
  const answerDays = (filed: TDay, closed: TDay) => {
    const key = `${filed}|${closed}`;
    let n = daysBetween.get(key);
    if (n === undefined) daysBetween.set(key, (n = Math.max(0, calendar.businessDaysBetween(filed, closed))));
    return n;
  };
  const total = new RowTally();
  const byDependency = new Map<number | null, RowTally>();
  const requests: TInformationRequestRow[] = [];
  let denied = 0;

  return {
    add(rows: readonly TReportRequest[]) {
      for (const row of rows) {
        const state = stateAtEnd(row, end);
        const filedOn = bogotaDay(row.date);
        const days = state.state === "answered" && state.closedOn ? answerDays(filedOn, state.closedOn) : null;
        if (kind === "semester") {
          const qualification = row.qualification !== null && row.qualifiedAt !== null && row.qualifiedAt < end ? row.qualification : null;
          total.add(row, state, days, qualification);
          const tally = byDependency.get(row.dependencyId) ?? new RowTally();
          tally.add(row, state, days, qualification);
          byDependency.set(row.dependencyId, tally);
          continue;
        }
        total.add(row, state, days, null);
        const isDenied = row.accessDenied && state.state === "answered";
        if (isDenied) denied++;
        requests.push({
          trackingID: row.trackingID.toString(),
          filedOn,
          dependency: dependencyName(row.dependencyId, names),
          state: state.state === "pending" ? PQRDS_REPORT_LABELS.pending : COMPLAINT_OUTCOME_NAMES[state.state],
          closedOn: state.closedOn,
          answerDays: days,
          denied: isDenied,
          denialReason: isDenied ? (row.denialReason ?? null) : null,
        });
      }
    },
    result(): TPqrdsFigures {
      if (kind === "semester") {
        const rows = [...byDependency].map(([id, tally]) => tally.view(id, dependencyName(id, names), names));
        // By name, the unassigned ones last: the same order on every run.
        rows.sort((a, b) =>
          a.dependencyId === null ? 1 : b.dependencyId === null ? -1 : a.dependency.localeCompare(b.dependency, "es") || a.dependencyId - b.dependencyId,
        );
        return { kind, ...period, total: total.view(null, PQRDS_REPORT_LABELS.total, names), byDependency: rows };
      }
      const t = total.view(null, PQRDS_REPORT_LABELS.total, names);
      requests.sort((a, b) => a.filedOn.localeCompare(b.filedOn) || (BigInt(a.trackingID) < BigInt(b.trackingID) ? -1 : 1));
      return {
        kind,
        ...period,
        received: t.received,
        answered: t.answeredOnTime + t.answeredLate,
        transferred: t.transferred,
        withdrawn: t.withdrawn,
        pending: t.pending,
        denied,
        averageAnswerDays: t.averageAnswerDays,
        maxAnswerDays: t.maxAnswerDays,
        requests,
      } satisfies TInformationAccessFigures;
    },
  };
}

function dependencyName(id: number | null, names: TReportNames): string {
  return id === null ? PQRDS_REPORT_LABELS.unassigned : (names.dependencies.get(id) ?? PQRDS_REPORT_LABELS.unassigned);
}

export async function loadReportNames(db: Pick<Db, "complaintFormType" | "dependency">): Promise<TReportNames> {
  const [types, dependencies] = await Promise.all([
    db.complaintFormType.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } }),
    db.dependency.findMany({ select: { id: true, name: true } }),
  ]);
  return { types: new Map(types.map((t) => [t.id, t.name])), dependencies: new Map(dependencies.map((d) => [d.id, d.name])) };
}

const PAGE = 5_000;

/**
 * The figures of one report, reading the period's requests in pages by id (progress after each page: 0–1).
 * The information-access report reads the information requests only (type 1).
 */
export async function computePqrdsFigures(
  db: Pick<Db, "complaintForm" | "complaintFormType" | "dependency" | "$queryRaw">,
  kind: TPqrdsReportKind,
  period: TReportPeriod,
  calendar: BusinessCalendar,
  onProgress?: (done: number) => Promise<void>,
  pageSize = PAGE,
): Promise<TPqrdsFigures> {
  const { start, end } = periodBounds(period);
  const where = {
    date: { gte: start, lt: end },
    ...(kind === "information-access" ? { complaintFormTypeID: COMPLAINT_FORM_TYPE_IDS.informationRequest } : {}),
  };
  const [names, count] = await Promise.all([loadReportNames(db), db.complaintForm.count({ where })]);
  const figures = createFiguresAccumulator(kind, period, calendar, names);
  let after = 0;
  let read = 0;
  for (;;) {
    const rows = await db.complaintForm.findMany({
      where: { ...where, complaintFormID: { gt: after } },
      select: REPORT_REQUEST_SELECT,
      orderBy: { complaintFormID: "asc" },
      take: pageSize,
    });
    figures.add(rows);
    read += rows.length;
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) break;
    after = last.complaintFormID;
    await onProgress?.(count ? Math.min(1, read / count) : 1);
  }
  const result = figures.result();
  return result.kind === "semester" ? { ...result, answerNotifications: await answerNotifications(db, start, end) } : result;
}

/**
 * The answer e-mails of PQRDS created in [start, end), counted by delivery state (emailDeliveryState) in one grouped
 * read: the state depends only on the status, the attempts (0, 1, more), whether it went to a file and a bounce.
 */
async function answerNotifications(db: Pick<Db, "$queryRaw">, start: Date, end: Date): Promise<TCountBy[]> {
  const groups = await db.$queryRaw<{ status: string; attempts: number; toFile: boolean; bounced: boolean; count: bigint }[]>`
    SELECT "status"::text AS status, LEAST("attempts", 2)::int AS attempts, ("emlPath" IS NOT NULL) AS "toFile",
      ("bouncedAt" IS NOT NULL) AS bounced, COUNT(*) AS count
    FROM "EmailMessage"
    WHERE "kind" = ${COMPLAINT_EMAIL_KINDS.answer} AND "complaintFormID" IS NOT NULL AND "createdAt" >= ${start} AND "createdAt" < ${end}
    GROUP BY 1, 2, 3, 4`;
  const counts = new Map<TRequestEmailState, number>();
  for (const g of groups) {
    const state = emailDeliveryState({ status: g.status, attempts: g.attempts, emlPath: g.toFile ? "archivo" : null, bouncedAt: g.bounced ? start : null });
    counts.set(state, (counts.get(state) ?? 0) + Number(g.count));
  }
  return REQUEST_EMAIL_STATES.flatMap((state, i) => {
    const count = counts.get(state);
    return count ? [{ id: i + 1, name: REQUEST_EMAIL_MESSAGES.states[state], count }] : [];
  });
}
