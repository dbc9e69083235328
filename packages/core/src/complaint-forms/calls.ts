import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { ANSWER_CHANNEL_MESSAGES as C, type TComplaintCallInput, ZComplaintCall } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { MANAGEMENT_MESSAGES as M, type TManagedRequest } from "@portal/schemas/complaint-forms/management.schema";
import { recordAudit } from "../audit/audit-log.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { getManagedComplaintForm } from "./manage.ts";

/** A clock a little ahead of the server's (the official's device) is not "in the future". */
const FUTURE_SKEW_MS = 5 * 60_000;

/**
 * Records the call in which the answer was given by phone: when, who called (the recording official unless another
 * name is given) and a summary. Open or closed requests alike (a follow-up call after closing is recorded too).
 */
export async function recordComplaintCall(
  deps: Pick<CoreDeps, "db" | "redis" | "log">,
  complaintFormID: number,
  user: TSessionUser,
  rawInput: TComplaintCallInput,
  now = new Date(),
): Promise<{ message: string; complaintForm: TManagedRequest }> {
  const input = ZComplaintCall.parse(rawInput);
  const row = await deps.db.complaintForm.findUnique({ where: { complaintFormID }, select: { date: true } });
  if (!row) throw new AppError("NOT_FOUND", M.notFound);
  if (input.calledAt.getTime() > now.getTime() + FUTURE_SKEW_MS) throw AppError.field("calledAt", C.callDateFuture);
  // Forms give the time to the minute: a call in the filing's own minute is not "before" it.
  if (input.calledAt.getTime() < row.date.getTime() - 60_000) throw AppError.field("calledAt", C.callDateBeforeFiling);
  const official = input.official ?? user.fullName;
  await deps.db.$transaction(async (tx) => {
    const call = await tx.complaintFormCall.create({
      data: { complaintFormID, calledAt: input.calledAt, userId: user.id, official, summary: input.summary, createdAt: now },
    });
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID,
        userId: user.id,
        actorEmail: user.email,
        action: "call.recorded",
        createdAt: now,
        details: { callId: call.id, calledAt: input.calledAt.toISOString(), official, summary: input.summary },
      },
    });
  });
  await recordAudit(deps, { userId: user.id, action: "complaint-form.call", entityType: "ComplaintForm", entityId: complaintFormID });
  return { message: C.callRecorded, complaintForm: await getManagedComplaintForm(deps, complaintFormID, now) };
}
