import { completionTermsOf } from "@portal/schemas/complaint-forms/lifecycle.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { known } from "../common/known.ts";
import type { CoreDeps } from "../deps.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { bogotaDay, dateToDay, dayToDate } from "./business-days.ts";
import { lifecycleLinks } from "./lifecycle.ts";
import { withdrawalEmail } from "./lifecycle-emails.ts";
import { SUSPENDED_WHERE } from "./lifecycle-rules.ts";
import { COMPLAINT_TRANSITIONS } from "./status.ts";

export interface TTacitWithdrawalResult {
  day: string;
  /** Tracking numbers closed now. */
  withdrawn: string[];
}

type WithdrawalDeps = Pick<CoreDeps, "db" | "settings" | "env" | "queues" | "log">;

/**
 * The daily tacit withdrawal (Ley 1755 art. 17): every request still waiting for its completion after the
 * completion deadline (the deadline day itself still counts) is closed with outcome "withdrawn", a history entry and
 * a reasoned notice to the citizen. Idempotent: a closed or completed request is never touched again.
 */
export async function withdrawExpiredRequests(deps: WithdrawalDeps, now = new Date()): Promise<TTacitWithdrawalResult> {
  const day = bogotaDay(now);
  const rows = await deps.db.complaintForm.findMany({
    where: { status: COMPLAINT_STATUS.open, ...SUSPENDED_WHERE, completionDeadline: { lt: dayToDate(day) } },
    include: { complaintFormType: true },
    orderBy: { complaintFormID: "asc" },
  });
  const result: TTacitWithdrawalResult = { day, withdrawn: [] };
  if (rows.length === 0) return result;
  const entity = await deps.settings.get("entity");
  const links = await lifecycleLinks(deps);
  for (const row of rows) {
    const to = row.emailPersonal ?? row.email;
    const deadline = dateToDay(known(row.completionDeadline, "el plazo de una solicitud suspendida"));
    const emailId = await deps.db.$transaction(async (tx) => {
      const { count } = await tx.complaintForm.updateMany({
        where: { complaintFormID: row.complaintFormID, status: COMPLAINT_STATUS.open, ...SUSPENDED_WHERE },
        data: { status: COMPLAINT_TRANSITIONS.withdraw.to, closingDate: now, outcome: "withdrawn" },
      });
      if (count === 0) return undefined;
      const system = { complaintFormID: row.complaintFormID, actorEmail: "Sistema", createdAt: now };
      await tx.complaintFormHistory.create({
        data: { ...system, action: "withdrawn", details: { completionDeadline: deadline, basis: completionTermsOf(row).withdrawalLaw } },
      });
      if (!to) {
        await tx.complaintFormHistory.create({ data: { ...system, action: "withdrawal.notice-pending", details: { responseTypeID: row.responseTypeID } } });
        return null;
      }
      const { id } = await insertEmailMessage(
        tx,
        withdrawalEmail({
          to,
          entityName: entity.name,
          trackingID: row.trackingID.toString(),
          typeName: row.complaintFormType.name,
          requestedDay: bogotaDay(known(row.completionRequestedAt, "el requerimiento de una solicitud suspendida")),
          deadline,
          completionRequest: row.completionRequest ?? "",
          newRequestUrl: links.newRequest,
          terms: completionTermsOf(row),
        }),
        { complaintFormID: row.complaintFormID },
      );
      await tx.complaintFormHistory.create({ data: { ...system, action: "withdrawal.notified", details: { email: to } } });
      return id;
    });
    if (emailId === undefined) continue;
    result.withdrawn.push(row.trackingID.toString());
    if (emailId) await tryEnqueueEmail(deps, emailId);
  }
  deps.log.info({ day, withdrawn: result.withdrawn.length }, "desistimiento tácito de PQRDS");
  return result;
}
