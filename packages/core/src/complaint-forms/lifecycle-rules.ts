import type { Prisma } from "@portal/db/client";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  COMPLETION_MONTHS,
  COMPLETION_REQUEST_BUSINESS_DAYS,
  completionTermsOf,
  LIFECYCLE_MESSAGES as L,
  type TLifecycleActions,
  TRANSFER_BUSINESS_DAYS,
  TRANSFER_WARNING_DAY,
} from "@portal/schemas/complaint-forms/lifecycle.schema";
import { COMPLAINT_OUTCOME_NAMES } from "@portal/schemas/complaint-forms/outcome.schema";
import type { TLifecycleView } from "@portal/schemas/complaint-forms/tracking.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { type BusinessCalendar, bogotaDay, dateToDay, type TDay } from "./business-days.ts";

/**
 * The dates of the lifecycle (Ley 1755 de 2015): the transfer window (art. 21), the requirement window, the
 * suspension and the one-month completion period (art. 17). Pure: the calendar is passed in.
 */

/** Suspended (art. 17): a requirement to complete is pending, so the term does not run. */
export const SUSPENDED_WHERE = { completionRequestedAt: { not: null }, completedAt: null } as const satisfies Prisma.ComplaintFormWhereInput;

export function isSuspended(row: { completionRequestedAt: Date | null; completedAt: Date | null }): boolean {
  return row.completionRequestedAt !== null && row.completedAt === null;
}

export interface TTransferWindow {
  /** Business days since filing (the filing day is day 0). */
  elapsed: number;
  /** Business days left to transfer on time (0: today is the last day; negative: late). */
  daysLeft: number;
  /** From business day 3 the portal warns. */
  warn: boolean;
  /** After business day 5 a transfer is still allowed, and flagged transferLate. */
  late: boolean;
  /** The warning to show, or null before day 3. */
  message: string | null;
}

export function transferWindow(calendar: BusinessCalendar, filedAt: Date, today: TDay): TTransferWindow {
  const elapsed = calendar.businessDaysBetween(bogotaDay(filedAt), today);
  const daysLeft = TRANSFER_BUSINESS_DAYS - elapsed;
  const warn = elapsed >= TRANSFER_WARNING_DAY;
  const message = !warn
    ? null
    : daysLeft > 0
      ? fillMessage(L.transferWindowClosing, [daysLeft])
      : daysLeft === 0
        ? L.transferWindowLastDay
        : L.transferWindowPassed;
  return { elapsed, daysLeft, warn, late: daysLeft < 0, message };
}

/** Staff may require completion up to business day 10 after filing (5 for a personal-data reclamo: TCompletionTerms). */
export function mayRequireCompletion(calendar: BusinessCalendar, filedAt: Date, today: TDay, requestDays = COMPLETION_REQUEST_BUSINESS_DAYS): boolean {
  return calendar.businessDaysBetween(bogotaDay(filedAt), today) <= requestDays;
}

/** The same day number `months` calendar months later, or the month's last day when it has no such day (31 → 30, 28). */
export function addCalendarMonths(day: TDay, months: number): TDay {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return dateToDay(target);
}

/**
 * The last day to complete: one calendar month after the requirement; when it falls on a non-business day the
 * period runs to the next business day (Ley 4 de 1913 art. 62), so the citizen never loses a day to a holiday.
 */
export function completionDeadlineDay(calendar: BusinessCalendar, requirementDay: TDay, months = COMPLETION_MONTHS): TDay {
  return calendar.nextBusinessDayFrom(addCalendarMonths(requirementDay, months));
}

/** Business days of the term left when the requirement suspends it (never negative). */
export function daysLeftAtRequirement(calendar: BusinessCalendar, requirementDay: TDay, dueDay: TDay): number {
  return Math.max(0, calendar.businessDaysBetween(requirementDay, dueDay));
}

/** The due date once completed: the completion day plus the business days that were left (art. 17 "se reactivará el término"). */
export function resumedDueDay(calendar: BusinessCalendar, completionDay: TDay, suspendedDaysLeft: number): TDay {
  const left = Math.max(0, suspendedDaysLeft);
  return left === 0 ? calendar.nextBusinessDayFrom(completionDay) : calendar.addBusinessDays(completionDay, left);
}

/** Tacit withdrawal is due once the Bogotá day is past the completion deadline (the deadline day itself still counts). */
export function withdrawalDue(completionDeadline: TDay, today: TDay): boolean {
  return today > completionDeadline;
}

type TLifecycleRow = {
  completionRequestedAt: Date | null;
  completedAt: Date | null;
  completionRequest: string | null;
  completionDeadline: Date | null;
  suspendedDaysLeft: number | null;
  outcome: TLifecycleView["outcome"];
  transferEntityName: string | null;
};

/** The lifecycle fields every screen shows with the due date. */
export function lifecycleView(row: TLifecycleRow): TLifecycleView {
  const suspended = isSuspended(row);
  return {
    suspended,
    completionRequest: row.completionRequest,
    completionDeadline: row.completionDeadline ? dateToDay(row.completionDeadline) : null,
    suspendedDaysLeft: row.suspendedDaysLeft,
    outcome: row.outcome,
    outcomeName: row.outcome ? COMPLAINT_OUTCOME_NAMES[row.outcome] : null,
    transferEntityName: row.transferEntityName,
  };
}

/** What the tracking number alone shows of it: whether it is suspended and how it ended, no texts. */
export function lifecycleSummary(view: TLifecycleView): TLifecycleView {
  return { ...view, completionRequest: null, transferEntityName: null };
}

/** The staff actions of the lifecycle on a request and the transfer warning. */
export function lifecycleActions(
  row: { status: number; date: Date; completionRequestedAt: Date | null; complaintFormTypeID: number; personalDataKind: number | null },
  calendar: BusinessCalendar,
  today: TDay,
): TLifecycleActions {
  const open = row.status === COMPLAINT_STATUS.open;
  const window = transferWindow(calendar, row.date, today);
  return {
    canTransfer: open,
    transferDaysLeft: window.daysLeft,
    transferWarning: open ? window.message : null,
    canRequireCompletion: open && row.completionRequestedAt === null && mayRequireCompletion(calendar, row.date, today, completionTermsOf(row).requestDays),
  };
}
