import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import {
  QUALIFICATION_MESSAGES as M,
  type TQualificationInput,
  type TQualifyInfo,
  type TQualifyLinkRequest,
  ZQualification,
  ZQualifyLinkRequest,
  ZQualifyToken,
} from "@portal/schemas/complaint-forms/qualification.schema";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { canTransition } from "./status.ts";
import { findLiveComplaintToken, issueComplaintToken } from "./tokens.ts";
import { holdsRequest } from "./tracking.ts";

async function liveQualifyToken(deps: Pick<CoreDeps, "db">, token: string, now: Date) {
  const row = await findLiveComplaintToken(deps.db, token, ["qualify"], now);
  if (!row) throw new AppError("NOT_FOUND", M.failed);
  const complaint = await deps.db.complaintForm.findUnique({ where: { complaintFormID: row.complaintFormID }, include: { complaintFormType: true } });
  if (!complaint || !canTransition("qualify", complaint.status) || complaint.qualification !== null) throw new AppError("NOT_FOUND", M.failed);
  return { row, complaint };
}

/** GET complaintformtypes/qualify?token= — which request the link qualifies (no personal data); 404 for a bad, spent or expired link. */
export async function getQualifyInfo(deps: Pick<CoreDeps, "db">, rawInput: { token: string }, now = new Date()): Promise<TQualifyInfo> {
  const { token } = ZQualifyToken.parse(rawInput);
  const { complaint } = await liveQualifyToken(deps, token, now);
  return {
    trackingID: complaint.trackingID.toString(),
    complaintFormType: { id: complaint.complaintFormType.id, name: complaint.complaintFormType.name },
    date: complaint.date.toISOString(),
    closingDate: complaint.closingDate?.toISOString() ?? null,
  };
}

/** PUT complaintformtypes/qualify — 1–5 stars and a comment; the link works once. */
export async function qualifyComplaintForm(deps: Pick<CoreDeps, "db">, rawInput: TQualificationInput, now = new Date()): Promise<{ message: string }> {
  const input = ZQualification.parse(rawInput);
  const { row, complaint } = await liveQualifyToken(deps, input.token, now);
  const done = await deps.db.$transaction(async (tx) => {
    // Conditional: a link used twice at once qualifies once.
    const spent = await tx.complaintFormToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (spent.count === 0) return false;
    const updated = await tx.complaintForm.updateMany({
      where: { complaintFormID: complaint.complaintFormID, qualification: null },
      data: { qualification: input.qualification, qualificationComment: input.comment, qualifiedAt: now },
    });
    if (updated.count === 0) return false;
    await tx.complaintFormHistory.create({
      data: {
        complaintFormID: complaint.complaintFormID,
        actorEmail: row.email,
        action: "qualified",
        details: { qualification: input.qualification },
        createdAt: now,
      },
    });
    return true;
  });
  if (!done) throw new AppError("NOT_FOUND", M.failed);
  return { message: M.thanks };
}

/**
 * POST complaintformtypes/qualify/link — a single-use qualify link for whoever holds the request (its access key, or
 * the session of the account that filed it): the answer of a postal-mail or phone request carries no e-mailed link,
 * so this is how those requesters qualify it (an e-mail requester who lost the message may use it too). Refused
 * alike (404, the qualification-failure message) for an unknown number, a wrong key, an open or qualified request.
 */
export async function requestQualifyLink(
  deps: Pick<CoreDeps, "db" | "rateLimits">,
  rawInput: TQualifyLinkRequest,
  ctx: { user: TSessionUser | null },
  now = new Date(),
): Promise<{ token: string }> {
  const input = ZQualifyLinkRequest.parse(rawInput);
  const trackingID = BigInt(input.trackingID);
  const row =
    trackingID <= 9_223_372_036_854_775_807n
      ? await deps.db.complaintForm.findUnique({
          where: { trackingID },
          select: {
            complaintFormID: true,
            trackingID: true,
            userId: true,
            accessKeyHash: true,
            status: true,
            qualification: true,
            email: true,
            emailPersonal: true,
          },
        })
      : null;
  if (!(await holdsRequest(deps, trackingID, row, input.accessKey, ctx.user)) || !row) throw new AppError("NOT_FOUND", M.failed);
  if (!canTransition("qualify", row.status) || row.qualification !== null) throw new AppError("NOT_FOUND", M.failed);
  // The token row names who asked for it (the history's actor when it is spent).
  const email = ctx.user && row.userId === ctx.user.id ? ctx.user.email : (row.email ?? row.emailPersonal ?? "clave de acceso");
  return { token: await issueComplaintToken(deps.db, { complaintFormID: row.complaintFormID, purpose: "qualify", email, now }) };
}
