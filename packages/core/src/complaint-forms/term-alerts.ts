import type { Prisma } from "@portal/db/client";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { lockInTransaction } from "../db-sql/transaction-lock.ts";
import type { CoreDeps } from "../deps.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { type BusinessCalendar, dateToDay, dayToDate, type TDay } from "./business-days.ts";
import { isActiveOfficial, OFFICIAL_STANDING } from "./dependencies.ts";
import { type TTermAlertItem, termExceededEmail, termReminderEmail } from "./dependency-emails.ts";
import { complaintLinks, responsibleUsers } from "./links.ts";
import { termState } from "./serialize.ts";

/**
 * History actions that mark an alert as sent: each is sent once per request, so reruns of the daily job (the same
 * day or later) send nothing again. They are also what the request's history shows.
 */
export const TERM_ALERT_ACTIONS = { reminder50: "term.reminder-50", reminder80: "term.reminder-80", exceeded: "term.exceeded" } as const;
const ALERT_ACTIONS: string[] = Object.values(TERM_ALERT_ACTIONS);

export interface TTermAlertsResult {
  /** Recipients e-mailed now, per alert. */
  reminders50: string[];
  reminders80: string[];
  exceeded: string[];
}

type AlertDeps = Pick<CoreDeps, "db" | "settings" | "env" | "queues" | "log">;

const ALERT_INCLUDE = {
  complaintFormType: true,
  // Only officials still in standing hear of requests: not a deactivated account, nor one that lost every permission.
  dependency: { select: { name: true, headUser: { select: { email: true, ...OFFICIAL_STANDING } } } },
  responsibleUser: { select: { email: true, name: true, lastname: true, ...OFFICIAL_STANDING } },
  history: { where: { action: { in: ALERT_ACTIONS } }, select: { action: true } },
} as const satisfies Prisma.ComplaintFormInclude;
type TAlertRow = Prisma.ComplaintFormGetPayload<{ include: typeof ALERT_INCLUDE }>;

/** What an alert is due for a request today: the 50 % or 80 % reminder to its official, or the exceeded notice. */
function dueAlerts(row: TAlertRow, calendar: BusinessCalendar, today: TDay): { reminder: 50 | 80 | null; exceeded: boolean; daysLeft: number } {
  const sent = new Set(row.history.map((h) => h.action));
  const term = termState(row, calendar, today);
  const exceeded = term.daysLeft < 0 && !sent.has(TERM_ALERT_ACTIONS.exceeded);
  let reminder: 50 | 80 | null = null;
  // Only the highest level reached is sent (a request assigned late at 85 % gets the 80 % reminder, not both).
  if (isActiveOfficial(row.responsibleUser) && term.daysLeft >= 0) {
    if (term.level >= 2 && !sent.has(TERM_ALERT_ACTIONS.reminder80)) reminder = 80;
    else if (term.level === 1 && !sent.has(TERM_ALERT_ACTIONS.reminder50) && !sent.has(TERM_ALERT_ACTIONS.reminder80)) reminder = 50;
  }
  return { reminder, exceeded, daysLeft: term.daysLeft };
}

/** The alerts due today, from the requests' alert history as `db` (a transaction holding the run's lock) sees it. */
async function dueAlertsToday(db: Pick<Prisma.TransactionClient, "complaintForm" | "user">, calendar: BusinessCalendar, today: TDay) {
  const rows = await db.complaintForm.findMany({
    where: {
      status: COMPLAINT_STATUS.open,
      NOT: { completionRequestedAt: { not: null }, completedAt: null },
      OR: [{ responsibleUserId: { not: null } }, { answerableDate: { lt: dayToDate(today) } }],
    },
    include: ALERT_INCLUDE,
    orderBy: [{ answerableDate: "asc" }, { complaintFormID: "asc" }],
  });
  const reminders = new Map<string, { percent: 50 | 80; ids: number[]; items: TTermAlertItem[] }>();
  const exceeded = new Map<string, { items: TTermAlertItem[] }>();
  const exceededIds: { complaintFormID: number; to: string[] }[] = [];
  let admins: { email: string }[] | null = null;

  for (const row of rows) {
    const due = dueAlerts(row, calendar, today);
    if (!due.reminder && !due.exceeded) continue;
    const official = row.responsibleUser
      ? [row.responsibleUser.name, row.responsibleUser.lastname].filter(Boolean).join(" ") || row.responsibleUser.email
      : null;
    const item: TTermAlertItem = {
      trackingID: row.trackingID.toString(),
      typeName: row.complaintFormType.name,
      answerableDate: dateToDay(row.answerableDate),
      daysLeft: due.daysLeft,
      dependencyName: row.dependency?.name ?? null,
      official,
    };
    if (due.reminder && row.responsibleUser) {
      const key = `${row.responsibleUser.email.toLowerCase()}|${due.reminder}`;
      const entry = reminders.get(key) ?? { percent: due.reminder, ids: [], items: [] };
      entry.ids.push(row.complaintFormID);
      entry.items.push(item);
      reminders.set(key, entry);
    }
    if (due.exceeded) {
      admins ??= await responsibleUsers(db);
      const to = new Set(admins.map((a) => a.email.toLowerCase()));
      const head = row.dependency?.headUser;
      if (head && isActiveOfficial(head)) to.add(head.email.toLowerCase());
      for (const email of to) {
        const entry = exceeded.get(email) ?? { items: [] };
        entry.items.push(item);
        exceeded.set(email, entry);
      }
      exceededIds.push({ complaintFormID: row.complaintFormID, to: [...to] });
    }
  }
  return { reminders, exceeded, exceededIds };
}

/**
 * Part of the daily job (business days only): e-mails each responsible official their requests that reached 50 % or
 * 80 % of the term, and the dependency head and the PQRs administrators the requests whose term was exceeded — one
 * e-mail per recipient and alert, each alert once per request (marked in the history in the same transaction as the
 * e-mail). Suspended requests (a completion requirement pending, Ley 1755 art. 17) are skipped: their term does not run.
 */
export async function sendTermAlerts(deps: AlertDeps, calendar: BusinessCalendar, today: TDay, now: Date): Promise<TTermAlertsResult> {
  const result: TTermAlertsResult = { reminders50: [], reminders80: [], exceeded: [] };
  const due = await dueAlertsToday(deps.db, calendar, today);
  if (due.reminders.size === 0 && due.exceededIds.length === 0) return result;

  const entity = await deps.settings.get("entity");
  const links = await complaintLinks(deps);
  const system = { actorEmail: "Sistema", createdAt: now };
  const written = await deps.db.$transaction(
    async (tx) => {
      // Decided again under one lock, from the history as it is now: two runs at once (a stalled job handed to a
      // second worker while the first still runs) would otherwise both find an alert unsent and both send it.
      await lockInTransaction(tx, "pqrds-term-alerts");
      const { reminders, exceeded, exceededIds } = await dueAlertsToday(tx, calendar, today);
      const ids: string[] = [];
      for (const [key, entry] of reminders) {
        const to = key.split("|")[0] ?? key;
        ids.push(
          (await insertEmailMessage(tx, termReminderEmail({ to, entityName: entity.name, percent: entry.percent, items: entry.items, link: links.admin }))).id,
        );
        const action = entry.percent === 50 ? TERM_ALERT_ACTIONS.reminder50 : TERM_ALERT_ACTIONS.reminder80;
        await tx.complaintFormHistory.createMany({ data: entry.ids.map((complaintFormID) => ({ ...system, complaintFormID, action, details: { to } })) });
        (entry.percent === 50 ? result.reminders50 : result.reminders80).push(to);
      }
      for (const [to, entry] of exceeded) {
        ids.push((await insertEmailMessage(tx, termExceededEmail({ to, entityName: entity.name, items: entry.items, link: links.admin }))).id);
        result.exceeded.push(to);
      }
      await tx.complaintFormHistory.createMany({
        data: exceededIds.map(({ complaintFormID, to }) => ({ ...system, complaintFormID, action: TERM_ALERT_ACTIONS.exceeded, details: { to } })),
      });
      return { ids, reminders: reminders.size, exceeded: exceededIds.length };
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  for (const id of written.ids) await tryEnqueueEmail(deps, id);
  deps.log.info({ day: today, reminders: written.reminders, exceeded: written.exceeded }, "alertas de término de PQRDS");
  return result;
}
