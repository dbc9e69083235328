import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import type { TPage } from "@portal/schemas/common/pagination";
import {
  type TMyComplaintForm,
  type TMyComplaintFormsQuery,
  type TTrackedRequest,
  type TTrackingInput,
  type TTrackingResult,
  ZMyComplaintFormRef,
  ZMyComplaintFormsQuery,
  ZTracking,
} from "@portal/schemas/complaint-forms/tracking.schema";
import {
  ACCESS_KEY_ALPHABET,
  ACCESS_KEY_LENGTH,
  complaintStatusName,
  normalizeAccessKey,
  TRACKING_MESSAGES,
} from "@portal/schemas/complaint-forms/tracking-rules";
import type { z } from "zod";
import { paginate } from "../common/paginate.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import { bogotaDay, businessCalendarCache } from "./business-days.ts";
import { withDownloadTokens } from "./file-grants.ts";
import { toTrackedRequest, toTrackingSummary, trackingTerm } from "./serialize.ts";

/** A new access key (shown once at filing and mailed); only hashAccessKey(key) is stored. */
export function newAccessKey(): string {
  let key = "";
  for (let i = 0; i < ACCESS_KEY_LENGTH; i++) key += ACCESS_KEY_ALPHABET[randomInt(0, ACCESS_KEY_ALPHABET.length)];
  return key;
}

export function hashAccessKey(key: string): string {
  return createHash("sha256").update(normalizeAccessKey(key)).digest("hex");
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && timingSafeEqual(x, y);
}

import { findTrackedRow, findTrackingHead } from "./tracked-row.ts";

/**
 * POST complaintforms/tracking — the tracking number (and the captcha) shows the request's status and dates only.
 * Its personal and contact data, description, answer and files need a second factor the citizen holds: the access
 * key shown at filing and mailed to them, or the session of the account that filed it. A wrong key gets the summary
 * with `accessKeyInvalid` (the form says the key does not match); wrong keys for one number count against the
 * `tracking` limit of that number, so guessing stops.
 * An unknown number is a 404 with the complaint-not-found message.
 */
export async function trackComplaintForm(
  deps: Pick<CoreDeps, "db" | "captcha" | "redis" | "log" | "rateLimits">,
  rawInput: TTrackingInput,
  ctx: { user: TSessionUser | null } = { user: null },
): Promise<TTrackingResult> {
  const input = ZTracking.parse(rawInput);
  const trackingID = BigInt(input.trackingID);
  // The row is read while Redis checks the captcha (one wait instead of two); nothing of it is used, or answered,
  // unless the captcha checks out. BigInt column: at most 19 digits fit; a longer code cannot name a request.
  const found = trackingID <= 9_223_372_036_854_775_807n ? findTrackingHead(deps.db, trackingID) : Promise.resolve(null);
  found.catch(() => undefined); // a refused captcha answers first; the read's own failure surfaces below otherwise
  const calendar = businessCalendarCache.get(deps.db);
  calendar.catch(() => undefined);
  await deps.captcha.verify("tracking", input.captchaId, input.captcha);
  const head = await found;
  if (!head) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.notFound);
  const term = trackingTerm(head, await calendar, bogotaDay());
  // A key that does not match is said (the number alone already shows status and dates; guessing stays limited).
  if (!(await holdsRequest(deps, trackingID, head, input.accessKey, ctx.user))) return toTrackingSummary(head, term, Boolean(input.accessKey));
  const row = await findTrackedRow(deps.db, { trackingID });
  if (!row) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.notFound);
  return withDownloadTokens(deps, toTrackedRequest(row, term));
}

/**
 * Whether the caller holds the request's second factor: the session of the account that filed it, or its access key.
 * Every key tried for one number counts against the `tracking` limit of that number before it is compared (one
 * atomic Redis count), so guessing stops, and concurrent tries (a tRPC batch) cannot get past the limit. An unknown
 * number (`row` null) counts its keys the same way and is never held, so neither the answer nor the limit's refusal
 * tells a stranger which numbers exist.
 */
export async function holdsRequest(
  deps: Pick<CoreDeps, "rateLimits">,
  trackingID: bigint,
  row: { userId: number | null; accessKeyHash: string | null } | null,
  accessKey: string | null | undefined,
  user: Pick<TSessionUser, "id"> | null,
): Promise<boolean> {
  if (row && user && row.userId === user.id) return true;
  if (!accessKey) return false;
  await deps.rateLimits.consume("tracking", `clave:${trackingID.toString()}`);
  return Boolean(row?.accessKeyHash && sameHash(hashAccessKey(accessKey), row.accessKeyHash));
}

/**
 * GET complaintforms/mine/{trackingID}: the logged-in citizen's own request (filed by this account in personal mode),
 * whole, as tracking with its second factor shows it; no captcha, since the session is that factor. Anyone else's
 * number, or an unknown one, is the same 404.
 */
export async function myComplaintForm(
  deps: Pick<CoreDeps, "db" | "redis" | "log">,
  user: Pick<TSessionUser, "id">,
  raw: z.input<typeof ZMyComplaintFormRef>,
): Promise<TTrackedRequest> {
  const { trackingID } = ZMyComplaintFormRef.parse(raw);
  const id = BigInt(trackingID);
  const row = id <= 9_223_372_036_854_775_807n ? await findTrackedRow(deps.db, { trackingID: id }) : null;
  if (!row || row.userId !== user.id || row.anonymous) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.notFound);
  return withDownloadTokens(deps, toTrackedRequest(row, trackingTerm(row, await businessCalendarCache.get(deps.db), bogotaDay())));
}

/** "Mis solicitudes": the logged-in user's own requests filed in personal mode ("a nombre personal"), newest first, one page. */
export async function myComplaintForms(
  deps: Pick<CoreDeps, "db">,
  user: Pick<TSessionUser, "id">,
  rawQuery: TMyComplaintFormsQuery = {},
): Promise<TPage<TMyComplaintForm>> {
  const query = ZMyComplaintFormsQuery.parse(rawQuery);
  const where = { userId: user.id, anonymous: false };
  return paginate(
    query,
    (window) =>
      deps.db.complaintForm.findMany({ where, include: { complaintFormType: true }, orderBy: [{ date: "desc" }, { complaintFormID: "desc" }], ...window }),
    () => deps.db.complaintForm.count({ where }),
    (row): TMyComplaintForm => ({
      complaintFormID: row.complaintFormID,
      trackingID: row.trackingID.toString(),
      complaintFormType: { id: row.complaintFormType.id, name: row.complaintFormType.name },
      status: row.status,
      statusName: complaintStatusName(row.status),
      date: row.date.toISOString(),
      closingDate: row.closingDate?.toISOString() ?? null,
      qualification: row.qualification,
    }),
  );
}
