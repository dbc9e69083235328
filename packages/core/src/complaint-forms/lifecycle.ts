import type { Prisma } from "@portal/db/client";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import {
  COMPLETION_LINK_PARAM,
  completionTermsOf,
  LIFECYCLE_MESSAGES as L,
  type TComplaintTransferInput,
  type TCompletionByKeyInput,
  type TCompletionInfo,
  type TCompletionRequestInput,
  ZComplaintTransfer,
  ZCompletionByKey,
  ZCompletionRequest,
  ZCompletionText,
} from "@portal/schemas/complaint-forms/lifecycle.schema";
import type { TManagedRequest } from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { NOTIFICATION_TEXTS as N } from "@portal/schemas/notifications/notification-messages";
import { recordAudit } from "../audit/audit-log.ts";
import { formatSpanishDay } from "../common/spanish-format.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { deliverNotifications } from "../notifications/notify.ts";
import { bogotaDay, dateToDay, dayToDate, loadBusinessCalendar } from "./business-days.ts";
import { completionRequestEmail, transferCitizenEmail, transferEntityEmail } from "./lifecycle-emails.ts";
import {
  completionDeadlineDay,
  daysLeftAtRequirement,
  isSuspended,
  mayRequireCompletion,
  resumedDueDay,
  transferWindow,
  withdrawalDue,
} from "./lifecycle-rules.ts";
import { complaintLinks } from "./links.ts";
import { getManagedComplaintForm, type TComplaintActor } from "./manage.ts";
import { notifyRequestOwner, ownerNoticeContext } from "./owner-notice.ts";
import { assertTransition, COMPLAINT_TRANSITIONS, refusalNow } from "./status.ts";
import { completionLinkTtlDays, findLiveComplaintToken, issueComplaintToken } from "./tokens.ts";
import { holdsRequest } from "./tracking.ts";

type LifecycleDeps = Pick<CoreDeps, "db" | "redis" | "settings" | "env" | "queues" | "log">;
type TResult = { message: string; complaintForm: TManagedRequest };

const historyActor = (actor: TComplaintActor) => ({ userId: actor.userId, actorEmail: actor.email });

async function loadRequest(deps: Pick<CoreDeps, "db">, where: Prisma.ComplaintFormWhereUniqueInput) {
  const row = await deps.db.complaintForm.findUnique({ where, include: { complaintFormType: true } });
  if (!row) throw new AppError("NOT_FOUND", L.notFound);
  return row;
}
type TRequestRow = Awaited<ReturnType<typeof loadRequest>>;

/** The citizen's address for notices: the personal e-mail, else the answer e-mail. */
const citizenEmail = (row: TRequestRow) => row.emailPersonal ?? row.email;

/** Links of the completion e-mail: the tracking page with the completion token, and the form to file again. */
export async function lifecycleLinks(deps: Pick<CoreDeps, "env" | "settings">) {
  const links = await complaintLinks(deps);
  const routes = await deps.settings.get("routes");
  return {
    complete: (token: string) => `${links.tracking}?${COMPLETION_LINK_PARAM}=${encodeURIComponent(token)}`,
    newRequest: `${deps.env.publicUrl}/${routes.complaint}`,
  };
}

/**
 * Transfer to the competent authority (Ley 1755 art. 21): the request closes as "Trasladada", the competent entity
 * gets a copy with its content (through the outbox) and the citizen an e-mail naming it. Art. 21 gives 5 business
 * days from filing; a later transfer is still made — refusing it would leave the citizen with an entity that cannot
 * answer — but it is flagged transferLate for the history and the reports.
 */
export async function transferComplaintForm(
  deps: LifecycleDeps,
  complaintFormID: number,
  actor: TComplaintActor,
  rawInput: TComplaintTransferInput,
  now = new Date(),
): Promise<TResult> {
  const input = ZComplaintTransfer.parse(rawInput);
  const row = await loadRequest(deps, { complaintFormID });
  const status = assertTransition("transfer", row.status);
  const calendar = await loadBusinessCalendar(deps.db);
  const window = transferWindow(calendar, row.date, bogotaDay(now));
  const entity = await deps.settings.get("entity");
  const to = citizenEmail(row);
  const trackingID = row.trackingID.toString();
  const applicant = row.anonymous ? "Anónimo" : [row.firstName, row.lastName, row.firstSurName, row.lastSurName].filter(Boolean).join(" ") || "Sin nombre";
  const contact = [
    to ? `Correo electrónico: ${to}` : null,
    (row.mobileNumber ?? row.mobileNumberPersonal) ? `Celular: ${row.mobileNumber ?? row.mobileNumberPersonal}` : null,
    (row.address ?? row.addressPersonal) ? `Dirección: ${row.address ?? row.addressPersonal}` : null,
  ].filter((c): c is string => c !== null);

  const notice = await ownerNoticeContext(deps);
  const { emailIds, notified } = await deps.db.$transaction(async (tx) => {
    const { count } = await tx.complaintForm.updateMany({
      where: { complaintFormID, status: row.status },
      data: {
        status,
        closingDate: now,
        outcome: "transferred",
        transferredAt: now,
        transferLate: window.late,
        transferEntityName: input.transferEntityName,
        transferEntityEmail: input.transferEntityEmail,
        transferReason: input.transferReason,
      },
    });
    if (count === 0) throw AppError.field("status", COMPLAINT_TRANSITIONS.transfer.refusal);
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID,
        ...historyActor(actor),
        action: window.late ? "transferred.late" : "transferred",
        createdAt: now,
        details: {
          entityName: input.transferEntityName,
          entityEmail: input.transferEntityEmail,
          reason: input.transferReason,
          businessDay: window.elapsed,
          late: window.late,
        },
      },
    });
    const copy = await insertEmailMessage(
      tx,
      transferEntityEmail({
        to: input.transferEntityEmail,
        entityName: entity.name,
        transferEntityName: input.transferEntityName,
        trackingID,
        typeName: row.complaintFormType.name,
        filedDay: bogotaDay(row.date),
        reason: input.transferReason,
        applicant,
        contact,
        description: row.description,
      }),
      { complaintFormID: row.complaintFormID },
    );
    const system = { complaintFormID, actorEmail: "Sistema", createdAt: now };
    await tx.complaintFormHistory.create({
      data: { ...system, action: "transfer.copy-sent", details: { email: input.transferEntityEmail, emailMessageId: copy.id } },
    });
    const ids = [copy.id];
    if (to) {
      const notice = await insertEmailMessage(
        tx,
        transferCitizenEmail({
          to,
          entityName: entity.name,
          trackingID,
          typeName: row.complaintFormType.name,
          transferEntityName: input.transferEntityName,
          reason: input.transferReason,
        }),
        { complaintFormID: row.complaintFormID },
      );
      ids.push(notice.id);
      await tx.complaintFormHistory.create({ data: { ...system, action: "transfer.citizen-notified", details: { email: to } } });
    } else {
      await tx.complaintFormHistory.create({ data: { ...system, action: "transfer.citizen-pending", details: { responseTypeID: row.responseTypeID } } });
    }
    // The filer's account hears of it in the portal too.
    return { emailIds: ids, notified: await notifyRequestOwner(tx, row, N.complaintTransferred, notice, now, { entity: input.transferEntityName }) };
  });
  for (const id of emailIds) await tryEnqueueEmail(deps, id);
  await deliverNotifications(deps, notified);
  if (actor.kind === "staff") {
    await recordAudit(deps, {
      userId: actor.userId,
      action: "complaint-form.transfer",
      entityType: "ComplaintForm",
      entityId: complaintFormID,
      details: { entityName: input.transferEntityName, late: window.late },
    });
  }
  return { message: window.late ? L.transferredLate : L.transferred, complaintForm: await getManagedComplaintForm(deps, complaintFormID, now) };
}

/**
 * Requirement to complete an incomplete request (Ley 1755 art. 17), within 10 business days of filing: the term is
 * suspended (the business days left are kept), the citizen has one month to complete it and is e-mailed what is
 * missing with a personal link; a request without an e-mail gets the notice through its channel (pending in the history).
 */
export async function requireCompletion(
  deps: LifecycleDeps,
  complaintFormID: number,
  actor: TComplaintActor,
  rawInput: TCompletionRequestInput,
  now = new Date(),
): Promise<TResult> {
  const input = ZCompletionRequest.parse(rawInput);
  const row = await loadRequest(deps, { complaintFormID });
  assertTransition("requireCompletion", row.status);
  if (row.completionRequestedAt) throw AppError.field("completionRequest", L.completionRequestTwice);
  const calendar = await loadBusinessCalendar(deps.db);
  const today = bogotaDay(now);
  // A personal-data reclamo: required within 5 days, 2 months to complete (Ley 1581 art. 15); otherwise art. 17's 10 days and a month.
  const terms = completionTermsOf(row);
  if (!mayRequireCompletion(calendar, row.date, today, terms.requestDays))
    throw AppError.field("completionRequest", fillMessage(L.completionRequestLate, [terms.requestDays]));
  const deadline = completionDeadlineDay(calendar, today, terms.months);
  const entity = await deps.settings.get("entity");
  const links = await lifecycleLinks(deps);
  const to = citizenEmail(row);

  const notice = await ownerNoticeContext(deps);
  const { emailId, notified } = await deps.db.$transaction(async (tx) => {
    // The days kept are those left to the due date in force, read under the request's lock: an extension granted
    // at the same time is counted (it would otherwise be lost when the completion gives the days back).
    await tx.$queryRaw`SELECT 1 FROM "ComplaintForm" WHERE "complaintFormID" = ${complaintFormID} FOR UPDATE`;
    const current = await tx.complaintForm.findUniqueOrThrow({ where: { complaintFormID }, select: { answerableDate: true } });
    const due = dateToDay(current.answerableDate);
    const suspendedDaysLeft = daysLeftAtRequirement(calendar, today, due);
    const { count } = await tx.complaintForm.updateMany({
      where: { complaintFormID, status: COMPLAINT_STATUS.open, completionRequestedAt: null },
      data: { completionRequestedAt: now, completionRequest: input.completionRequest, completionDeadline: dayToDate(deadline), suspendedDaysLeft },
    });
    if (count === 0) throw await refusalNow(tx, complaintFormID, "requireCompletion", () => AppError.field("completionRequest", L.completionRequestTwice));
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID,
        ...historyActor(actor),
        action: "completion.requested",
        createdAt: now,
        details: { completionRequest: input.completionRequest, deadline, suspendedDaysLeft, dueDate: due },
      },
    });
    const system = { complaintFormID, actorEmail: "Sistema", createdAt: now };
    // The filer's account hears of it in the portal too (the tracking page takes the completion with the session).
    const notified = await notifyRequestOwner(tx, row, N.complaintCompletionRequested, notice, now, { date: formatSpanishDay(deadline) });
    if (!to) {
      await tx.complaintFormHistory.create({ data: { ...system, action: "completion.notice-pending", details: { responseTypeID: row.responseTypeID } } });
      return { emailId: null, notified };
    }
    // The link lasts as long as the completion period of this request (two months for a personal-data reclamo).
    const token = await issueComplaintToken(tx, { complaintFormID, purpose: "complete", email: to, now, ttlDays: completionLinkTtlDays(terms.months) });
    const { id } = await insertEmailMessage(
      tx,
      completionRequestEmail({
        to,
        entityName: entity.name,
        trackingID: row.trackingID.toString(),
        typeName: row.complaintFormType.name,
        completionRequest: input.completionRequest,
        deadline,
        link: links.complete(token),
        terms,
      }),
      { complaintFormID: row.complaintFormID },
    );
    await tx.complaintFormHistory.create({ data: { ...system, action: "completion.notified", details: { email: to } } });
    return { emailId: id, notified };
  });
  if (emailId) await tryEnqueueEmail(deps, emailId);
  await deliverNotifications(deps, notified);
  if (actor.kind === "staff")
    await recordAudit(deps, { userId: actor.userId, action: "complaint-form.require-completion", entityType: "ComplaintForm", entityId: complaintFormID });
  return { message: L.completionRequested, complaintForm: await getManagedComplaintForm(deps, complaintFormID, now) };
}

export interface TCompletionResult {
  message: string;
  trackingID: string;
  /** The new due date: the completion day plus the business days that were left. */
  answerableDate: string;
}

/**
 * The citizen completes the request: the term resumes with the business days that were left (due date = completion
 * day + suspendedDaysLeft). Only while suspended and up to the deadline day (included).
 */
async function complete(
  deps: LifecycleDeps,
  row: TRequestRow,
  text: string,
  who: { userId: number | null; actorEmail: string; via: string },
  now: Date,
): Promise<TCompletionResult> {
  if (row.status !== COMPLAINT_STATUS.open || !isSuspended(row) || !row.completionDeadline) throw AppError.field("completionText", L.completionNotPending);
  assertTransition("complete", row.status);
  const today = bogotaDay(now);
  const deadline = dateToDay(row.completionDeadline);
  if (withdrawalDue(deadline, today)) throw AppError.field("completionText", fillMessage(L.completionExpired, [formatSpanishDay(deadline)]));
  const calendar = await loadBusinessCalendar(deps.db);
  const newDue = resumedDueDay(calendar, today, row.suspendedDaysLeft ?? 0);
  const complaintFormID = row.complaintFormID;
  await deps.db.$transaction(async (tx) => {
    const { count } = await tx.complaintForm.updateMany({
      where: { complaintFormID, status: COMPLAINT_STATUS.open, completedAt: null, completionRequestedAt: { not: null } },
      data: { completedAt: now, completionText: text, answerableDate: dayToDate(newDue) },
    });
    if (count === 0) throw AppError.field("completionText", L.completionNotPending);
    // The mailed link is spent once the request is completed, whichever way it was.
    await tx.complaintFormToken.updateMany({ where: { complaintFormID, purpose: "complete", usedAt: null }, data: { usedAt: now } });
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID,
        userId: who.userId,
        actorEmail: who.actorEmail,
        action: "completion.completed",
        createdAt: now,
        details: { via: who.via, suspendedDaysLeft: row.suspendedDaysLeft, from: dateToDay(row.answerableDate), to: newDue },
      },
    });
  });
  return { message: L.completed, trackingID: row.trackingID.toString(), answerableDate: newDue };
}

/**
 * Completion from the tracking page: tracking number + access key, or the session of the account that filed it.
 * Anyone else gets the same 404 as an unknown number, and nothing changes; wrong keys count against the number's
 * tracking limit (holdsRequest).
 */
export async function completeWithAccessKey(
  deps: LifecycleDeps & Pick<CoreDeps, "rateLimits">,
  rawInput: TCompletionByKeyInput,
  ctx: { user: TSessionUser | null },
  now = new Date(),
): Promise<TCompletionResult> {
  const input = ZCompletionByKey.parse(rawInput);
  const trackingID = BigInt(input.trackingID);
  const row =
    trackingID <= 9_223_372_036_854_775_807n ? await deps.db.complaintForm.findUnique({ where: { trackingID }, include: { complaintFormType: true } }) : null;
  if (!(await holdsRequest(deps, trackingID, row, input.accessKey, ctx.user)) || !row) throw new AppError("NOT_FOUND", L.notFound);
  const ownerId = ctx.user && row.userId === ctx.user.id ? ctx.user.id : null;
  return complete(deps, row, input.completionText, { userId: ownerId, actorEmail: "Ciudadano", via: ownerId !== null ? "session" : "access-key" }, now);
}

async function completionTokenRow(deps: Pick<CoreDeps, "db">, token: string, now: Date) {
  const found = await findLiveComplaintToken(deps.db, token, ["complete"], now);
  if (!found) throw new AppError("NOT_FOUND", L.notFound);
  const row = await loadRequest(deps, { complaintFormID: found.complaintFormID });
  return { found, row };
}

/** What the mailed completion link opens: the request's number, type, what is missing and until when. */
export async function getCompletionInfo(deps: Pick<CoreDeps, "db">, token: string, now = new Date()): Promise<TCompletionInfo> {
  const { row } = await completionTokenRow(deps, token, now);
  if (!isSuspended(row) || row.status !== COMPLAINT_STATUS.open || !row.completionDeadline) throw new AppError("NOT_FOUND", L.notFound);
  return {
    trackingID: row.trackingID.toString(),
    typeName: row.complaintFormType.name,
    completionRequest: row.completionRequest ?? "",
    completionDeadline: dateToDay(row.completionDeadline),
  };
}

/** Completion through the mailed link. */
export async function completeWithToken(
  deps: LifecycleDeps,
  token: string,
  rawInput: { completionText: string },
  now = new Date(),
): Promise<TCompletionResult> {
  const input = ZCompletionText.parse(rawInput);
  const { found, row } = await completionTokenRow(deps, token, now);
  return complete(deps, row, input.completionText, { userId: null, actorEmail: found.email, via: "link" }, now);
}
