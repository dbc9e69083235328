import type { Prisma } from "@portal/db/client";
import type { ComplaintFormTokenPurpose } from "@portal/db/enums";
import { holdsPermission, permissionsGranting } from "@portal/schemas/accounts/permissions";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { ANSWER_CHANNEL_MESSAGES, canDenyAccess } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { personalDataKindFor, RESPONSE_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { LIFECYCLE_MESSAGES } from "@portal/schemas/complaint-forms/lifecycle.schema";
import {
  MANAGEMENT_MESSAGES as M,
  MAX_DELEGATIONS,
  type TComplaintAnswerInput,
  type TComplaintDelegateInput,
  type TComplaintExtensionInput,
  type TManagedRequest,
  ZComplaintAnswer,
  ZComplaintDelegate,
  ZComplaintExtension,
} from "@portal/schemas/complaint-forms/management.schema";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import { NOTIFICATION_TEXTS as N } from "@portal/schemas/notifications/notification-messages";
import { recordAudit } from "../audit/audit-log.ts";
import { formatSpanishDay } from "../common/spanish-format.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { claimFiles, findAttachableFiles } from "../files/attach-files.ts";
import type { TFileOwner } from "../files/file-owner.ts";
import { insertEmailMessage, tryEnqueueEmail } from "../mail/outbox.ts";
import { deliverNotifications, notifyContext, notifyUser } from "../notifications/notify.ts";
import { bogotaDay, dateToDay, dayToDate, loadBusinessCalendar } from "./business-days.ts";
import { answerWithDenial, assertCallRecorded } from "./call-rules.ts";
import { answerEmail, delegationEmail, extensionEmail } from "./emails.ts";
import { withDownloadTokens } from "./file-grants.ts";
import { isSuspended, SUSPENDED_WHERE } from "./lifecycle-rules.ts";
import { ADMIN_PQRS_PATH, complaintLinks } from "./links.ts";
import { notifyRequestOwner, ownerNoticeContext, type TOwnerNoticeContext } from "./owner-notice.ts";
import { MANAGED_INCLUDE, textToHtml, toManagedRequest } from "./serialize.ts";
import { assertTransition, refusalNow } from "./status.ts";
import { findLiveComplaintToken, issueComplaintToken, TOKEN_TTL_DAYS } from "./tokens.ts";

type ManageDeps = Pick<CoreDeps, "db" | "redis" | "settings" | "env" | "queues" | "log">;
type ReadDeps = Pick<CoreDeps, "db" | "redis" | "log">;

/**
 * Who acts on a request: a logged-in holder of the PQRs permission (/administrador/pqrs), or the holder of a mailed
 * manage/delegate link (/pqrs/{token}), who may have no account at all.
 */
export type TComplaintActor =
  | { kind: "staff"; userId: number; email: string; label: string }
  | { kind: "token"; userId: number | null; email: string; label: string; purpose: ComplaintFormTokenPurpose };

export function staffActor(user: TSessionUser): Extract<TComplaintActor, { kind: "staff" }> {
  return { kind: "staff", userId: user.id, email: user.email, label: `${user.fullName} <${user.email}>` };
}

/**
 * A live token of one of `purposes`, as an actor on its request; anything else is a 404 (no hint of why).
 * A mailed link is worth only what its holder may still do: a management link needs an active account that still
 * holds the PQRs permission; a delegate link stops when the holder's account is deactivated or the request was
 * delegated to someone else since.
 */
export async function resolveTokenActor(
  deps: Pick<CoreDeps, "db">,
  token: string,
  purposes: readonly ComplaintFormTokenPurpose[] = ["manage", "delegate"],
  now = new Date(),
): Promise<{ actor: TComplaintActor; complaintFormID: number }> {
  const row = await findLiveComplaintToken(deps.db, token, purposes, now);
  if (!row) throw new AppError("NOT_FOUND", M.tokenInvalid);
  const user = await deps.db.user.findUnique({
    where: { email: row.email },
    select: { id: true, active: true, permissions: { select: { permission: true } } },
  });
  if (
    row.purpose === "manage" &&
    !(
      user?.active &&
      holdsPermission(
        user.permissions.map((p) => p.permission),
        "PQRs",
      )
    )
  )
    throw new AppError("NOT_FOUND", M.tokenInvalid);
  if (row.purpose === "delegate") {
    if (user && !user.active) throw new AppError("NOT_FOUND", M.tokenInvalid);
    const request = await deps.db.complaintForm.findUnique({
      where: { complaintFormID: row.complaintFormID },
      select: { delegateEmail: true, status: true },
    });
    if (request?.delegateEmail?.toLowerCase() !== row.email.toLowerCase()) throw new AppError("NOT_FOUND", M.tokenInvalid);
    // A delegate holds the citizen's data only for the task (Ley 1581, finalidad): once the request is closed, a
    // forwarded or kept e-mail no longer opens it. Staff's own links (the PQRs permission) still do.
    if (request.status !== COMPLAINT_STATUS.open) throw new AppError("NOT_FOUND", M.delegateLinkClosed);
  }
  return {
    complaintFormID: row.complaintFormID,
    actor: { kind: "token", userId: user?.active ? user.id : null, email: row.email, label: row.email, purpose: row.purpose },
  };
}

/** The back office's PQRDS list (spec 01 §2), where an assigned staff member finds the request. */

const historyActor = (actor: TComplaintActor) => ({ userId: actor.userId, actorEmail: actor.email });

/** The request as its responsible users see it; 404 when there is none. */
export async function getManagedComplaintForm(deps: ReadDeps, complaintFormID: number, now = new Date()): Promise<TManagedRequest> {
  const row = await deps.db.complaintForm.findUnique({ where: { complaintFormID }, include: MANAGED_INCLUDE });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return withDownloadTokens(deps, toManagedRequest(row, await loadBusinessCalendar(deps.db), bogotaDay(now)));
}

/** GET complaintforms/{token} — the management page of a manage or delegate link. */
export async function getComplaintFormByToken(deps: ReadDeps, token: string, now = new Date()): Promise<TManagedRequest> {
  const { complaintFormID } = await resolveTokenActor(deps, token, ["manage", "delegate"], now);
  return getManagedComplaintForm(deps, complaintFormID, now);
}

/** GET complaintforms/delegate/{token} — validates a delegation link (only that purpose) and answers its request. */
export async function validateDelegateToken(deps: ReadDeps, token: string, now = new Date()): Promise<TManagedRequest> {
  const { complaintFormID } = await resolveTokenActor(deps, token, ["delegate"], now);
  return getManagedComplaintForm(deps, complaintFormID, now);
}

async function loadForAction(deps: Pick<CoreDeps, "db">, complaintFormID: number) {
  const row = await deps.db.complaintForm.findUnique({ where: { complaintFormID }, include: { complaintFormType: true } });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  return row;
}

/**
 * Answer files: uploaded as "answer" by the caller (its user or its browser's upload session), not attached to
 * anything else (this request's own answer files may be saved again).
 */
async function checkAnswerFiles(deps: Pick<CoreDeps, "db">, complaintFormID: number, fileIDs: string[], owner: TFileOwner) {
  const files = await findAttachableFiles(deps.db, fileIDs, {
    purpose: "answer",
    owner,
    reattachable: async (f) => (await deps.db.complaintFormAnswerFile.count({ where: { fileID: f.fileID, complaintFormID } })) > 0,
  });
  if (!files) throw AppError.field("fileIDs", M.answerFileInvalid);
  return files;
}

/**
 * PUT complaintforms — saves the answer (2–2028) and its files; with `resolve` it also closes the request
 * (status 2, closingDate) and notifies the citizen through the chosen channel: by e-mail with the answer and a
 * single-use link to qualify, or, for postal mail and phone, a pending notification recorded in the history.
 */
export async function updateComplaintForm(
  deps: ManageDeps,
  complaintFormID: number,
  actor: TComplaintActor,
  rawInput: TComplaintAnswerInput,
  now = new Date(),
  /** Who is calling, as the owner of uploads (default: the actor's user); link holders attach their own uploads. */
  owner: TFileOwner = { userId: actor.userId, uploadSessionHash: null },
): Promise<{ message: string; complaintForm: TManagedRequest }> {
  const input = ZComplaintAnswer.parse(rawInput);
  const row = await loadForAction(deps, complaintFormID);
  const newStatus = assertTransition(input.resolve ? "resolve" : "answer", row.status);
  if (input.accessDenied && !canDenyAccess(row)) throw AppError.field("accessDenied", ANSWER_CHANNEL_MESSAGES.denialOnlyInformation);
  const files = await checkAnswerFiles(deps, complaintFormID, input.fileIDs, owner);
  const entity = await deps.settings.get("entity");
  const links = await complaintLinks(deps);
  const notify = await notifyContext(deps);
  // Late = resolved on a Bogotá day after the (possibly extended) due date; the reports count it so.
  const answeredLate = input.resolve && bogotaDay(now) > dateToDay(row.answerableDate);

  const { emailIds, notified } = await deps.db.$transaction(async (tx) => {
    if (input.resolve) await assertCallRecorded(tx, row);
    const { count } = await tx.complaintForm.updateMany({
      where: { complaintFormID, status: row.status },
      data: {
        answer: input.answer,
        accessDenied: input.accessDenied,
        denialReason: input.accessDenied ? input.denialReason : null,
        answerHtml: textToHtml(input.answer),
        urlFile: input.urlFile,
        answeredById: actor.userId,
        ...(input.resolve ? { status: newStatus, closingDate: now, outcome: "answered", answeredLate } : {}),
      },
    });
    // Lost to another official (a resolution at once): told it is closed, as arriving later.
    if (count === 0) throw await refusalNow(tx, complaintFormID, input.resolve ? "resolve" : "answer", () => AppError.field("status", M.resolveError));
    await tx.complaintFormAnswerFile.deleteMany({ where: { complaintFormID } });
    await claimFiles(
      tx,
      files.map((f) => f.fileID),
      now,
    );
    if (files.length) await tx.complaintFormAnswerFile.createMany({ data: files.map((f) => ({ complaintFormID, fileID: f.fileID, name: f.name })) });
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID,
        ...historyActor(actor),
        action: input.resolve ? "resolved" : "answered",
        details: { fileIDs: input.fileIDs, via: actor.kind },
        createdAt: now,
      },
    });
    if (answeredLate) {
      await tx.complaintFormHistory.create({
        data: {
          complaintFormID,
          actorEmail: "Sistema",
          action: "answered.late",
          details: { answerableDate: dateToDay(row.answerableDate), resolvedOn: bogotaDay(now) },
          createdAt: now,
        },
      });
    }
    if (!input.resolve) return { emailIds: [], notified: [] };
    return {
      emailIds: await notifyCitizen(tx, row, answerWithDenial(input), files.length, { entityName: entity.name, links, now }),
      notified: await notifyOwner(tx, row, N.complaintAnswered, { ...notify, trackingPath: links.trackingPath }, now),
    };
  });
  for (const id of emailIds) await tryEnqueueEmail(deps, id);
  await deliverNotifications(deps, notified);
  if (actor.kind === "staff") {
    await recordAudit(deps, {
      userId: actor.userId,
      action: input.resolve ? "complaint-form.resolve" : "complaint-form.answer",
      entityType: "ComplaintForm",
      entityId: complaintFormID,
    });
  }
  return {
    message: input.resolve ? M.resolved : M.answerSaved,
    complaintForm: await getManagedComplaintForm(deps, complaintFormID, now),
  };
}

/** The notification of a logged-in filer about their request (none for requests filed without an account). */
function notifyOwner(
  tx: Prisma.TransactionClient,
  row: Awaited<ReturnType<typeof loadForAction>>,
  text: string,
  ctx: TOwnerNoticeContext,
  now: Date,
  values: Record<string, string> = {},
) {
  return notifyRequestOwner(tx, row, text, ctx, now, values);
}

async function notifyCitizen(
  tx: Prisma.TransactionClient,
  row: Awaited<ReturnType<typeof loadForAction>>,
  answer: string,
  filesCount: number,
  ctx: { entityName: string; links: Awaited<ReturnType<typeof complaintLinks>>; now: Date },
): Promise<string[]> {
  const complaintFormID = row.complaintFormID;
  const system = { complaintFormID, actorEmail: "Sistema", createdAt: ctx.now };
  const to = row.email ?? row.emailPersonal;
  if (row.responseTypeID === RESPONSE_TYPES.email && to) {
    const token = await issueComplaintToken(tx, { complaintFormID, purpose: "qualify", email: to, now: ctx.now });
    const { id } = await insertEmailMessage(
      tx,
      answerEmail({
        to,
        entityName: ctx.entityName,
        typeName: row.complaintFormType.name,
        trackingID: row.trackingID.toString(),
        answer,
        filesCount,
        qualifyUrl: ctx.links.qualify(token),
        trackingUrl: ctx.links.tracking,
      }),
      { complaintFormID: row.complaintFormID },
    );
    await tx.complaintFormHistory.create({ data: { ...system, action: "citizen.notified", details: { email: to } } });
    return [id];
  }
  if (row.responseTypeID === RESPONSE_TYPES.postal) {
    await tx.complaintFormHistory.create({
      data: {
        ...system,
        action: "citizen.pending-postal",
        details: { address: row.address, neighborhood: row.neighborhood, city: row.city, locationID: row.locationID, rootLocationID: row.rootLocationID },
      },
    });
  } else if (row.responseTypeID === RESPONSE_TYPES.phone) {
    await tx.complaintFormHistory.create({
      data: { ...system, action: "citizen.pending-phone", details: { mobileNumber: row.mobileNumber, phoneNumber: row.phoneNumber, extension: row.extension } },
    });
  }
  return [];
}

/**
 * PUT complaintforms/delegate/{token} (and the staff action): hands an open request to another person by e-mail,
 * at most twice; the delegate gets a link of their own.
 */
export async function delegateComplaintForm(
  deps: ManageDeps,
  complaintFormID: number,
  actor: TComplaintActor,
  rawInput: TComplaintDelegateInput,
  now = new Date(),
): Promise<{ message: string; complaintForm: TManagedRequest }> {
  const input = ZComplaintDelegate.parse(rawInput);
  const row = await loadForAction(deps, complaintFormID);
  assertTransition("delegate", row.status);
  if (input.email === actor.email.toLowerCase()) throw AppError.field("email", M.delegateSelf);
  if (row.nDelegate >= MAX_DELEGATIONS) throw AppError.field("email", M.delegateLimit);
  const entity = await deps.settings.get("entity");
  const links = await complaintLinks(deps);
  const notify = await notifyContext(deps);
  // The delegate may have an account: a staff member with the PQRs permission finds the request in the back office.
  const delegateUser = await deps.db.user.findFirst({
    where: { email: { equals: input.email, mode: "insensitive" }, active: true },
    select: { id: true, permissions: { where: { permission: { in: permissionsGranting("PQRs") } }, select: { permission: true } } },
  });

  const { emailId, notified } = await deps.db.$transaction(async (tx) => {
    // Conditional: two concurrent delegations cannot pass the limit.
    const { count } = await tx.complaintForm.updateMany({
      where: { complaintFormID, status: row.status, nDelegate: { lt: MAX_DELEGATIONS } },
      data: { nDelegate: { increment: 1 }, delegateEmail: input.email, delegatedAt: now },
    });
    if (count === 0) throw await refusalNow(tx, complaintFormID, "delegate", () => AppError.field("email", M.delegateLimit));
    const token = await issueComplaintToken(tx, { complaintFormID, purpose: "delegate", email: input.email, now });
    await tx.complaintFormHistory.create({
      data: { complaintFormID, ...historyActor(actor), action: "delegated", details: { email: input.email, nDelegate: row.nDelegate + 1 }, createdAt: now },
    });
    const { id } = await insertEmailMessage(
      tx,
      delegationEmail({
        to: input.email,
        entityName: entity.name,
        typeName: row.complaintFormType.name,
        trackingID: row.trackingID.toString(),
        answerableDate: dateToDay(row.answerableDate),
        link: links.manage(token),
        validDays: TOKEN_TTL_DAYS.delegate,
        delegatedBy: actor.label,
      }),
      { complaintFormID: row.complaintFormID },
    );
    const notified = await notifyOwner(tx, row, N.complaintDelegated, { ...notify, trackingPath: links.trackingPath }, now);
    if (delegateUser && delegateUser.id !== row.userId) {
      const value = fillMessage(N.complaintAssigned, { trackingID: row.trackingID.toString(), type: row.complaintFormType.name });
      // The mailed link is personal: the notification points to the back office only for those who may open it.
      const url = delegateUser.permissions.length > 0 ? ADMIN_PQRS_PATH : null;
      notified.push(await notifyUser(tx, { userId: delegateUser.id, kind: "assignments", value, url }, notify, now));
    }
    return { emailId: id, notified };
  });
  await tryEnqueueEmail(deps, emailId);
  await deliverNotifications(deps, notified);
  if (actor.kind === "staff")
    await recordAudit(deps, { userId: actor.userId, action: "complaint-form.delegate", entityType: "ComplaintForm", entityId: complaintFormID });
  return { message: M.delegated, complaintForm: await getManagedComplaintForm(deps, complaintFormID, now) };
}

/**
 * Extends the term once, before it expires, by at most the original term (so at most double in all; the type's
 * extensionDays may allow less, e.g. 5 for personal data), with reasons e-mailed to the citizen. The new due date
 * replaces the old one on tracking; the old one is kept in originalAnswerableDate.
 */
export async function extendComplaintFormTerm(
  deps: ManageDeps,
  complaintFormID: number,
  actor: TComplaintActor,
  rawInput: TComplaintExtensionInput,
  now = new Date(),
): Promise<{ message: string; complaintForm: TManagedRequest }> {
  const input = ZComplaintExtension.parse(rawInput);
  const row = await loadForAction(deps, complaintFormID);
  assertTransition("extend", row.status);
  const type = row.complaintFormType;
  if (!type.allowsExtension) throw AppError.field("days", M.extensionNotAllowed);
  if (row.extendedAt) throw AppError.field("days", M.extensionTwice);
  // While suspended (art. 17) the due date is recomputed on completion: an extension now would be lost.
  if (isSuspended(row)) throw AppError.field("days", LIFECYCLE_MESSAGES.suspendedWhileExtending);
  const calendar = await loadBusinessCalendar(deps.db);
  const due = dateToDay(row.answerableDate);
  if (bogotaDay(now) > due) throw AppError.field("days", M.extensionExpired);
  // Ley 1581: a personal-data consulta extends by 5 business days at most, a reclamo by 8.
  const kind = personalDataKindFor(type.id, row.personalDataKind);
  const maxDays = kind ? kind.extensionDays : Math.min(type.termDays, type.extensionDays ?? type.termDays);
  if (input.days > maxDays) throw AppError.field("days", fillMessage(M.extensionTooLong, [maxDays]));
  const newDue = calendar.addBusinessDays(due, input.days);
  const entity = await deps.settings.get("entity");
  const to = row.emailPersonal ?? row.email;
  const notice = await ownerNoticeContext(deps);

  const { emailId, notified } = await deps.db.$transaction(async (tx) => {
    const { count } = await tx.complaintForm.updateMany({
      // Not while suspended: a requirement to complete made meanwhile keeps the days left to the old due date, and
      // the completion would give those back, losing this extension.
      where: { complaintFormID, status: row.status, extendedAt: null, NOT: SUSPENDED_WHERE },
      data: { answerableDate: dayToDate(newDue), originalAnswerableDate: row.answerableDate, extendedAt: now, extensionReason: input.reason },
    });
    if (count === 0)
      throw await refusalNow(tx, complaintFormID, "extend", (now) =>
        AppError.field("days", isSuspended(now) ? LIFECYCLE_MESSAGES.suspendedWhileExtending : M.extensionTwice),
      );
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID,
        ...historyActor(actor),
        action: "extended",
        details: { days: input.days, from: due, to: newDue, reason: input.reason },
        createdAt: now,
      },
    });
    // The filer's account hears of it in the portal too (the e-mail below goes to the address they gave).
    const notified = await notifyOwner(tx, row, N.complaintExtended, notice, now, { date: formatSpanishDay(newDue) });
    if (!to) return { emailId: null, notified };
    const { id } = await insertEmailMessage(
      tx,
      extensionEmail({ to, entityName: entity.name, trackingID: row.trackingID.toString(), previousDate: due, newDate: newDue, reason: input.reason }),
      { complaintFormID: row.complaintFormID },
    );
    return { emailId: id, notified };
  });
  if (emailId) await tryEnqueueEmail(deps, emailId);
  await deliverNotifications(deps, notified);
  if (actor.kind === "staff")
    await recordAudit(deps, {
      userId: actor.userId,
      action: "complaint-form.extend",
      entityType: "ComplaintForm",
      entityId: complaintFormID,
      details: { days: input.days },
    });
  return { message: M.extended, complaintForm: await getManagedComplaintForm(deps, complaintFormID, now) };
}
