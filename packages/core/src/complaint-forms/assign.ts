import { fillMessage } from "@portal/schemas/common/fill-message";
import { DEPENDENCY_MESSAGES as M, type TComplaintAssignInput, ZComplaintAssign } from "@portal/schemas/complaint-forms/dependencies.schema";
import type { TManagedRequest } from "@portal/schemas/complaint-forms/management.schema";
import { MANAGEMENT_MESSAGES } from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { NOTIFICATION_TEXTS as N } from "@portal/schemas/notifications/notification-messages";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { deliverNotifications, notifyContext, notifyUser } from "../notifications/notify.ts";
import { dateToDay } from "./business-days.ts";
import { ACTIVE_OFFICIAL } from "./dependencies.ts";
import { assignmentEmail } from "./dependency-emails.ts";
import { ADMIN_PQRS_PATH, complaintLinks } from "./links.ts";
import { getManagedComplaintForm, type TComplaintActor } from "./manage.ts";
import { assertInQueue, type TQueueAccess } from "./queue-scope.ts";

type AssignDeps = Pick<CoreDeps, "db" | "redis" | "settings" | "env" | "queues" | "log">;

const fullName = (u: { name: string | null; lastname: string | null; email: string }) => [u.name, u.lastname].filter(Boolean).join(" ") || u.email;

/**
 * PUT complaintforms/admin/{complaintFormID}/assign — gives an open request to a dependency and one of its active
 * officials. Moving an assigned request needs a reason. The PQRs office assigns anywhere; an official of a
 * dependency only moves its requests within the dependencies they belong to. The move is in the history, and the new
 * official is notified in the portal and by e-mail. Anything invalid is a 400 and changes nothing.
 */
export async function assignComplaintForm(
  deps: AssignDeps,
  access: TQueueAccess,
  actor: Extract<TComplaintActor, { kind: "staff" }>,
  rawInput: TComplaintAssignInput,
  now = new Date(),
): Promise<{ message: string; complaintForm: TManagedRequest }> {
  const input = ZComplaintAssign.parse(rawInput);
  const { complaintFormID } = input;
  await assertInQueue(deps, access, complaintFormID);
  const row = await deps.db.complaintForm.findUnique({
    where: { complaintFormID },
    include: { complaintFormType: true, dependency: true, responsibleUser: { select: { id: true, name: true, lastname: true, email: true } } },
  });
  if (!row) throw new AppError("NOT_FOUND", MANAGEMENT_MESSAGES.notFound);
  if (row.status !== COMPLAINT_STATUS.open) throw AppError.field("status", M.assignClosed);

  const dependency = await deps.db.dependency.findUnique({ where: { id: input.dependencyId } });
  if (!dependency?.enabled || !(access.all || access.dependencyIds.includes(dependency.id))) throw AppError.field("dependencyId", M.dependencyInvalid);
  const member = await deps.db.dependencyMember.findFirst({
    where: { dependencyId: dependency.id, userId: input.responsibleUserId, user: ACTIVE_OFFICIAL },
    include: { user: { select: { id: true, name: true, lastname: true, email: true } } },
  });
  if (!member) throw AppError.field("responsibleUserId", M.officialInvalid);
  const official = member.user;

  const reassigning = row.dependencyId !== null || row.responsibleUserId !== null;
  if (reassigning && row.dependencyId === dependency.id && row.responsibleUserId === official.id) throw AppError.field("responsibleUserId", M.sameAssignment);
  if (reassigning && !input.reason) throw AppError.field("reason", M.reasonRequired);

  const entity = await deps.settings.get("entity");
  const links = await complaintLinks(deps);
  const notify = await notifyContext(deps);
  const from = reassigning
    ? {
        dependencyId: row.dependencyId,
        dependency: row.dependency?.name ?? null,
        userId: row.responsibleUserId,
        official: row.responsibleUser ? fullName(row.responsibleUser) : null,
      }
    : null;
  const to = { dependencyId: dependency.id, dependency: dependency.name, userId: official.id, official: fullName(official) };

  const { emailId, notified } = await deps.db.$transaction(async (tx) => {
    // Conditional on the assignment read above: two people moving it at once cannot both win.
    const { count } = await tx.complaintForm.updateMany({
      where: { complaintFormID, status: COMPLAINT_STATUS.open, dependencyId: row.dependencyId, responsibleUserId: row.responsibleUserId },
      data: { dependencyId: dependency.id, responsibleUserId: official.id, assignedAt: now },
    });
    if (count === 0) {
      // Closed meanwhile (resolved or transferred at the same time): said as it would be arriving later.
      const current = await tx.complaintForm.findUnique({ where: { complaintFormID }, select: { status: true } });
      if (current?.status !== COMPLAINT_STATUS.open) throw AppError.field("status", M.assignClosed);
      throw AppError.field("responsibleUserId", M.assignConflict);
    }
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID,
        userId: actor.userId,
        actorEmail: actor.email,
        action: reassigning ? "reassigned" : "assigned",
        details: { from, to, reason: reassigning ? input.reason : null },
        createdAt: now,
      },
    });
    const { id } = await insertEmailMessage(
      tx,
      assignmentEmail({
        to: official.email,
        entityName: entity.name,
        typeName: row.complaintFormType.name,
        trackingID: row.trackingID.toString(),
        answerableDate: dateToDay(row.answerableDate),
        dependencyName: dependency.name,
        assignedBy: actor.label,
        reason: reassigning ? input.reason : null,
        link: links.admin,
      }),
      { complaintFormID: row.complaintFormID },
    );
    const value = fillMessage(N.complaintAssigned, { trackingID: row.trackingID.toString(), type: row.complaintFormType.name });
    const notified = [await notifyUser(tx, { userId: official.id, kind: "assignments", value, url: ADMIN_PQRS_PATH }, notify, now)];
    return { emailId: id, notified };
  });
  await tryEnqueueEmail(deps, emailId);
  await deliverNotifications(deps, notified);
  await recordAudit(deps, {
    userId: actor.userId,
    action: reassigning ? "complaint-form.reassign" : "complaint-form.assign",
    entityType: "ComplaintForm",
    entityId: complaintFormID,
    details: { from, to, reason: reassigning ? input.reason : null },
  });
  return { message: reassigning ? M.reassigned : M.assigned, complaintForm: await getManagedComplaintForm(deps, complaintFormID, now) };
}
