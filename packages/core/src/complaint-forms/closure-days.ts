import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { MANAGEMENT_MESSAGES as M, type TClosureDayInput, ZClosureDay, ZClosureDayId } from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { bogotaDay, businessCalendarCache, dateToDay, dayToDate, loadBusinessCalendar, startOfBogotaDay, type TDay } from "./business-days.ts";

export interface TClosureDay {
  id: number;
  date: string;
  reason: string;
}

/** Days the entity declared closed, oldest first. */
export async function listClosureDays(deps: Pick<CoreDeps, "db">): Promise<TClosureDay[]> {
  const rows = await deps.db.entityClosureDay.findMany({ orderBy: { date: "asc" } });
  return rows.map((r) => ({ id: r.id, date: dateToDay(r.date), reason: r.reason }));
}

/** Adds a closure day; open requests whose term spans it get their due date recomputed. */
export async function addClosureDay(
  deps: Pick<CoreDeps, "db">,
  rawInput: TClosureDayInput,
  user: TSessionUser,
): Promise<{ message: string; closureDay: TClosureDay; recomputed: number }> {
  const input = ZClosureDay.parse(rawInput);
  if (await deps.db.entityClosureDay.findUnique({ where: { date: dayToDate(input.date) } })) throw AppError.field("date", M.closureExists);
  const row = await deps.db.entityClosureDay.create({ data: { date: dayToDate(input.date), reason: input.reason } });
  businessCalendarCache.invalidate(deps.db);
  const recomputed = await recomputeOpenDueDates(deps, input.date);
  await recordAudit(deps, {
    userId: user.id,
    action: "closure-day.add",
    entityType: "EntityClosureDay",
    entityId: row.id,
    details: { date: input.date, recomputed },
  });
  return { message: M.closureAdded, closureDay: { id: row.id, date: input.date, reason: row.reason }, recomputed };
}

export async function removeClosureDay(
  deps: Pick<CoreDeps, "db">,
  rawInput: { id: number },
  user: TSessionUser,
): Promise<{ message: string; recomputed: number }> {
  const { id } = ZClosureDayId.parse(rawInput);
  const row = await deps.db.entityClosureDay.findUnique({ where: { id } });
  if (!row) throw new AppError("NOT_FOUND");
  await deps.db.entityClosureDay.delete({ where: { id } });
  businessCalendarCache.invalidate(deps.db);
  const recomputed = await recomputeOpenDueDates(deps, dateToDay(row.date));
  await recordAudit(deps, {
    userId: user.id,
    action: "closure-day.remove",
    entityType: "EntityClosureDay",
    entityId: id,
    details: { date: dateToDay(row.date), recomputed },
  });
  return { message: M.closureRemoved, recomputed };
}

/**
 * Recounts the due date of every open request filed before `changedDay` and due on or after it, with the current
 * calendar: the original term from the day after filing, plus the extension's business days when it was extended.
 * Each change is recorded in the request's history. Returns how many changed.
 */
export async function recomputeOpenDueDates(deps: Pick<CoreDeps, "db">, changedDay: TDay): Promise<number> {
  const calendar = await loadBusinessCalendar(deps.db);
  const rows = await deps.db.complaintForm.findMany({
    // Filed before the changed day began in Bogotá (`date` is an instant; a request filed on a Sunday evening is already
    // the next day in UTC), with a term reaching it (`@db.Date` columns).
    where: {
      status: COMPLAINT_STATUS.open,
      date: { lt: startOfBogotaDay(changedDay) },
      OR: [{ answerableDate: { gte: dayToDate(changedDay) } }, { originalAnswerableDate: { gte: dayToDate(changedDay) } }],
    },
    include: { complaintFormType: true, history: { where: { action: "extended" }, orderBy: { id: "desc" }, take: 1 } },
  });
  let changed = 0;
  for (const row of rows) {
    const original = calendar.addBusinessDays(bogotaDay(row.date), row.complaintFormType.termDays);
    const extensionDays = row.extendedAt ? Number((row.history[0]?.details as { days?: number } | null)?.days ?? 0) : 0;
    const due = calendar.addBusinessDays(original, extensionDays);
    const previous = dateToDay(row.answerableDate);
    if (due === previous) continue;
    await deps.db.$transaction([
      deps.db.complaintForm.update({
        where: { complaintFormID: row.complaintFormID },
        data: { answerableDate: dayToDate(due), ...(row.extendedAt ? { originalAnswerableDate: dayToDate(original) } : {}) },
      }),
      deps.db.complaintFormHistory.create({
        data: {
          complaintFormID: row.complaintFormID,
          actorEmail: "Sistema",
          action: "due-date.recomputed",
          details: { from: previous, to: due, day: changedDay },
        },
      }),
    ]);
    changed++;
  }
  return changed;
}
