import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { bogotaDay, dateToDay, dayToDate, loadBusinessCalendar } from "./business-days.ts";
import { COMPLAINT_EMAIL_KINDS, reminderEmail, reminderSubject, type TReminderItem } from "./emails.ts";
import { SUSPENDED_WHERE } from "./lifecycle-rules.ts";
import { complaintLinks, responsibleUsers } from "./links.ts";
import { sendTermAlerts, type TTermAlertsResult } from "./term-alerts.ts";

/** Requests due within this many business days (or overdue) are reminded. */
export const REMINDER_BUSINESS_DAYS = 2;

export interface TDailyRemindersResult {
  day: string;
  /** True on weekends, holidays and closure days: nothing is sent. */
  skipped: boolean;
  requests: number;
  /** E-mails queued now. */
  sent: string[];
  /** Recipients already reminded today (a second run the same day sends nothing). */
  alreadySent: string[];
  /** The 50 % / 80 % reminders to responsible officials and the exceeded-term notices (each once per request). */
  alerts: TTermAlertsResult;
}

type ReminderDeps = Pick<CoreDeps, "db" | "settings" | "env" | "queues" | "log">;

/**
 * The daily job: every open request due within two business days or overdue is listed in one e-mail to each
 * responsible user (holders of the PQRs permission see all of them) and to each request's current delegate (their
 * own). Runs on business days only; idempotent per day and recipient (the outbox already holds that day's reminder).
 * Besides, the term alerts of assigned requests (term-alerts.ts): 50 % and 80 % to the official, exceeded to the
 * dependency head and the PQRs administrators.
 */
export async function sendDailyReminders(deps: ReminderDeps, now = new Date()): Promise<TDailyRemindersResult> {
  const day = bogotaDay(now);
  const calendar = await loadBusinessCalendar(deps.db);
  const result: TDailyRemindersResult = {
    day,
    skipped: false,
    requests: 0,
    sent: [],
    alreadySent: [],
    alerts: { reminders50: [], reminders80: [], exceeded: [] },
  };
  if (!calendar.isBusinessDay(day)) return { ...result, skipped: true };
  result.alerts = await sendTermAlerts(deps, calendar, day, now);

  const limit = calendar.addBusinessDays(day, REMINDER_BUSINESS_DAYS);
  const rows = await deps.db.complaintForm.findMany({
    // Suspended requests (art. 17) are not due: their term runs again once the citizen completes them.
    where: { status: COMPLAINT_STATUS.open, answerableDate: { lte: dayToDate(limit) }, NOT: SUSPENDED_WHERE },
    include: { complaintFormType: true },
    orderBy: [{ answerableDate: "asc" }, { complaintFormID: "asc" }],
  });
  result.requests = rows.length;
  if (rows.length === 0) return result;

  const item = (r: (typeof rows)[number]): TReminderItem => ({
    trackingID: r.trackingID.toString(),
    typeName: r.complaintFormType.name,
    answerableDate: dateToDay(r.answerableDate),
    daysLeft: calendar.businessDaysBetween(day, dateToDay(r.answerableDate)),
  });
  const recipients = new Map<string, { items: TReminderItem[]; staff: boolean }>();
  const staff = await responsibleUsers(deps.db);
  for (const member of staff) recipients.set(member.email.toLowerCase(), { items: rows.map(item), staff: true });
  for (const r of rows) {
    const delegate = r.delegateEmail?.toLowerCase();
    if (!delegate || recipients.get(delegate)?.staff) continue;
    const entry = recipients.get(delegate) ?? { items: [], staff: false };
    entry.items.push(item(r));
    recipients.set(delegate, entry);
  }

  const entity = await deps.settings.get("entity");
  const links = await complaintLinks(deps);
  for (const [to, { items, staff: isStaff }] of recipients) {
    // Checked and written under one lock per recipient and day: two runs at once (a stalled job handed to a second
    // worker while the first still runs) would otherwise both find no reminder and both send one.
    const id = await deps.db.$transaction(async (tx) => {
      await lockInTransaction(tx, "pqrds-daily-reminder", `${day}|${to}`);
      const already = await tx.emailMessage.findFirst({
        where: { kind: COMPLAINT_EMAIL_KINDS.reminder, to, subject: reminderSubject(day) },
        select: { id: true },
      });
      if (already) return null;
      return (await insertEmailMessage(tx, reminderEmail({ to, entityName: entity.name, items, link: isStaff ? links.admin : null, today: day }))).id;
    });
    if (!id) {
      result.alreadySent.push(to);
      continue;
    }
    await tryEnqueueEmail(deps, id);
    result.sent.push(to);
  }
  deps.log.info({ day, requests: rows.length, sent: result.sent.length }, "recordatorios diarios de PQRDS");
  return result;
}
