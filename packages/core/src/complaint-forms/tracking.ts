import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { TRACKING_MESSAGES, ZTracking, type TTrackedRequest, type TTrackingInput } from "@portal/schemas/complaint-forms/tracking.schema";
import { AppError } from "../errors/app-error.ts";
import type { CoreDeps } from "../deps.ts";
import { withDownloadTokens } from "./file-grants.ts";
import { TRACKED_INCLUDE, toTrackedRequest } from "./serialize.ts";
import { findTrackedRow } from "./tracked-row.ts";

/**
 * POST complaintforms/tracking — whoever presents the tracking code (and solves the captcha) sees the request with
 * its personal and contact data; an unknown code is a 404 with the complaint-not-found message.
 */
export async function trackComplaintForm(deps: Pick<CoreDeps, "db" | "captcha" | "redis" | "log">, rawInput: TTrackingInput): Promise<TTrackedRequest> {
  const input = ZTracking.parse(rawInput);
  await deps.captcha.verify("tracking", input.captchaId, input.captcha);
  const trackingID = BigInt(input.trackingID);
  // BigInt column: at most 19 digits fit; a longer (20-digit) code cannot name a request.
  const row = trackingID <= 9_223_372_036_854_775_807n ? await findTrackedRow(deps.db, { trackingID }) : null;
  if (!row) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.notFound);
  return withDownloadTokens(deps, toTrackedRequest(row));
}

/** The logged-in user's own requests filed in personal mode ("a nombre personal"), newest first. */
export async function myComplaintForms(deps: Pick<CoreDeps, "db" | "redis" | "log">, user: TSessionUser): Promise<TTrackedRequest[]> {
  const rows = await deps.db.complaintForm.findMany({ where: { userId: user.id, anonymous: false }, include: TRACKED_INCLUDE, orderBy: { date: "desc" }, take: 100 });
  return Promise.all(rows.map((row) => withDownloadTokens(deps, toTrackedRequest(row))));
}
