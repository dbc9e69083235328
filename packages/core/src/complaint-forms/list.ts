import type { Prisma } from "@portal/db/client";
import { type TComplaintQueueQueryInput, ZComplaintQueueQuery } from "@portal/schemas/complaint-forms/dependencies.schema";
import type { TComplaintListItem } from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { addCalendarDays, bogotaDay, dayToDate, loadBusinessCalendar, startOfBogotaDay } from "./business-days.ts";
import { SUSPENDED_WHERE } from "./lifecycle-rules.ts";
import { queueWhere, type TQueueAccess } from "./queue-scope.ts";
import { ASSIGNMENT_INCLUDE, toListItem } from "./serialize.ts";

export interface TComplaintListPage {
  items: TComplaintListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET complaintforms — the staff list (/administrador/pqrs): by type, status, filing dates (Bogotá days, both ends
 * included), overdue (open and past its due date), a keyword (tracking number, identification or e-mail), the
 * dependency and the queue ("Mi dependencia", "Asignadas a mí"); open requests first, the closest due date first.
 * `access` limits it to what the caller may see (an official: their dependencies' requests only).
 */
export async function listComplaintForms(
  deps: Pick<CoreDeps, "db">,
  rawQuery: TComplaintQueueQueryInput,
  now = new Date(),
  access: TQueueAccess | null = null,
): Promise<TComplaintListPage> {
  const q = ZComplaintQueueQuery.parse(rawQuery);
  const today = bogotaDay(now);
  const and: Prisma.ComplaintFormWhereInput[] = [];
  if (access && !access.all) and.push(queueWhere(access));
  if (q.dependencyId) and.push({ dependencyId: q.dependencyId });
  if (q.view === "dependency") and.push({ dependencyId: { in: access?.dependencyIds ?? [] } });
  if (q.view === "mine") and.push({ responsibleUserId: access?.userId ?? -1 });
  if (q.complaintFormTypeID) and.push({ complaintFormTypeID: q.complaintFormTypeID });
  if (q.status) and.push({ status: q.status });
  if (q.from) and.push({ date: { gte: startOfBogotaDay(q.from) } });
  if (q.to) and.push({ date: { lt: startOfBogotaDay(addCalendarDays(q.to, 1)) } });
  // A suspended request (art. 17) is never overdue: its term does not run.
  if (q.overdue === true) and.push({ status: COMPLAINT_STATUS.open, answerableDate: { lt: dayToDate(today) }, NOT: SUSPENDED_WHERE });
  if (q.overdue === false) and.push({ OR: [{ status: { not: COMPLAINT_STATUS.open } }, { answerableDate: { gte: dayToDate(today) } }, SUSPENDED_WHERE] });
  if (q.keyword) {
    const k = q.keyword;
    const or: Prisma.ComplaintFormWhereInput[] = [
      { identification: k },
      { emailPersonal: { equals: k, mode: "insensitive" } },
      { email: { equals: k, mode: "insensitive" } },
    ];
    if (/^\d{1,18}$/.test(k)) or.push({ trackingID: BigInt(k) });
    and.push({ OR: or });
  }
  const where: Prisma.ComplaintFormWhereInput = and.length ? { AND: and } : {};
  const [page, calendar] = await Promise.all([
    paginate(
      q,
      (window) =>
        deps.db.complaintForm.findMany({
          where,
          include: { complaintFormType: true, ...ASSIGNMENT_INCLUDE },
          orderBy: [{ status: "asc" }, { answerableDate: "asc" }, { complaintFormID: "asc" }],
          ...window,
        }),
      () => deps.db.complaintForm.count({ where }),
    ),
    loadBusinessCalendar(deps.db),
  ]);
  return { ...page, items: page.items.map((r) => toListItem(r, calendar, today)) };
}
