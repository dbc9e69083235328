import { createHash } from "node:crypto";
import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { BOGOTA_TIME_ZONE } from "@portal/schemas/common/time-zone";
import {
  RECEIPT_VALIDITY_PATH,
  type TFilingReceiptFile,
  type TFilingReceiptRequest,
  type TReceiptValidity,
  ZFilingReceiptRequest,
  ZReceiptCode,
} from "@portal/schemas/complaint-forms/filing-receipt.schema";
import { FILING_RECEIPT_MESSAGES as R } from "@portal/schemas/complaint-forms/filing-receipt-messages";
import type { TTrackedRequest } from "@portal/schemas/complaint-forms/tracking.schema";
import { TRACKING_MESSAGES } from "@portal/schemas/complaint-forms/tracking-rules";
import { loadEntityLogo } from "../certificates/issue-pdf.ts";
import { known } from "../common/known.ts";
import { formatSpanishDay } from "../common/spanish-format.ts";
import { generateValidityCode } from "../common/validity-code.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";
import type { TEmailAttachmentRef, TMailAttachment } from "../mail/attachments.ts";
import { renderSealedPdf } from "../pdf/seal.ts";
import { bogotaDay, businessCalendarCache } from "./business-days.ts";
import { toTrackedRequest, trackingTerm } from "./serialize.ts";
import { findTrackedRow, findTrackingHead } from "./tracked-row.ts";
import { holdsRequest } from "./tracking.ts";

type ReceiptDeps = Pick<CoreDeps, "db" | "settings" | "storage" | "rateLimits" | "env">;
/** What rendering a receipt needs (the worker's attachment has no holder to check). */
type RenderDeps = Pick<CoreDeps, "db" | "settings" | "storage" | "env">;

const FILED_AT = new Intl.DateTimeFormat("es-CO", { dateStyle: "long", timeStyle: "medium", timeZone: BOGOTA_TIME_ZONE });

export function receiptValidityUrl(publicUrl: string, code: string): string {
  return `${publicUrl}${RECEIPT_VALIDITY_PATH}?id=${code}`;
}

/**
 * A fingerprint of what was filed: SHA-256 of the request's number, type, filing instant, description and attachment,
 * in a fixed order. Whoever keeps the receipt can show later that the request on file is the one they filed.
 */
export function filingFingerprint(r: Pick<TTrackedRequest, "trackingID" | "complaintFormType" | "date" | "description" | "fileID">): string {
  const filed = JSON.stringify([r.trackingID, r.complaintFormType.id, r.date, r.description ?? "", r.fileID ?? ""]);
  return createHash("sha256").update(filed).digest("hex");
}

/** The receipt's code: set at filing; a request filed before receipts existed gets one at its first download. */
async function ensureReceiptCode(db: ReceiptDeps["db"], complaintFormID: number, current: string | null): Promise<string> {
  if (current) return current;
  const code = generateValidityCode();
  const { count } = await db.complaintForm.updateMany({ where: { complaintFormID, receiptCode: null }, data: { receiptCode: code } });
  if (count > 0) return code;
  const stored = await db.complaintForm.findUniqueOrThrow({ where: { complaintFormID }, select: { receiptCode: true } });
  return known(stored.receiptCode, "el código de constancia que puso otro pedido");
}

/**
 * complaintForms.receipt — the "Constancia de radicación y términos" as a PDF, for whoever holds the request's second
 * factor (its access key, or the session of the account that filed it): the number alone never gives it. Rendered on
 * demand from the row, so it always states the request's current due date and rule.
 */
export async function downloadFilingReceipt(deps: ReceiptDeps, raw: TFilingReceiptRequest, ctx: { user: TSessionUser | null }): Promise<TFilingReceiptFile> {
  const input = ZFilingReceiptRequest.parse(raw);
  const trackingID = BigInt(input.trackingID);
  const head = trackingID <= 9_223_372_036_854_775_807n ? await findTrackingHead(deps.db, trackingID) : null;
  // An unknown number is refused like a wrong key: this endpoint has no captcha, and must not tell which numbers exist.
  if (!(await holdsRequest(deps, trackingID, head, input.accessKey, ctx.user))) throw new AppError("FORBIDDEN", R.keyRequired);
  const file = await renderFilingReceipt(deps, trackingID);
  return { name: file.filename, mimeType: "application/pdf", content: file.content.toString("base64") };
}

/** The receipt attached to the acknowledgement e-mail (reference type FILING_RECEIPT_ATTACHMENT): the same file the download gives. */
export const FILING_RECEIPT_ATTACHMENT = "filing-receipt";

/** By the radicado, known before the request's row is written (the acknowledgement is written in the same statement). */
export function filingReceiptAttachment(trackingID: string): TEmailAttachmentRef {
  return { type: FILING_RECEIPT_ATTACHMENT, id: trackingID };
}

/** The worker's resolver of FILING_RECEIPT_ATTACHMENT: the request's receipt, rendered as its download is. */
export async function filingReceiptForAttachment(deps: RenderDeps, ref: TEmailAttachmentRef): Promise<TMailAttachment> {
  if (!/^\d{1,19}$/.test(ref.id)) throw new Error(`Radicado inválido en la constancia adjunta: ${ref.id}`);
  return renderFilingReceipt(deps, BigInt(ref.id));
}

/** The receipt of a request, whoever asks (callers check who may have it). */
async function renderFilingReceipt(deps: RenderDeps, trackingID: bigint): Promise<TMailAttachment> {
  const row = await findTrackedRow(deps.db, { trackingID });
  if (!row) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.notFound);
  const term = trackingTerm(row, await businessCalendarCache.get(deps.db), bogotaDay());
  const request = toTrackedRequest(row, term);
  const code = await ensureReceiptCode(deps.db, row.complaintFormID, row.receiptCode);
  const entity = await deps.settings.get("entity");
  const line = (label: string, value: string) => `${label}: ${value}`;
  const bytes = await renderSealedPdf(deps, {
    entityName: entity.name,
    entityAddress: entity.address ?? null,
    logo: await loadEntityLogo(deps),
    title: R.title,
    intro: R.intro,
    body: [
      line(R.trackingID, request.trackingID),
      line(R.filedAt, FILED_AT.format(row.date)),
      line(R.type, term.personalDataKind ? `${request.complaintFormType.name}: ${term.personalDataKind}` : request.complaintFormType.name),
      line(R.rule, term.rule),
      line(R.dueDate, formatSpanishDay(request.answerableDate)),
      line(R.fingerprint, filingFingerprint(request)),
    ],
    closing: [R.closing],
    code,
    validityUrl: receiptValidityUrl(deps.env.publicUrl, code),
    verifyText: R.verify,
    issuedAt: row.date,
  });
  return { filename: `constancia-radicacion-${request.trackingID}.pdf`, contentType: "application/pdf", content: Buffer.from(bytes) };
}

/** /constancia-validez: whether a receipt with this code was issued, and only what a stranger holding the paper may learn. */
export async function verifyFilingReceipt(deps: Pick<CoreDeps, "db" | "settings">, raw: unknown): Promise<TReceiptValidity> {
  const parsed = ZReceiptCode.safeParse(raw);
  if (!parsed.success) throw new AppError("NOT_FOUND", R.notFound);
  const row = await deps.db.complaintForm.findUnique({
    where: { receiptCode: parsed.data.code },
    select: { trackingID: true, date: true, answerableDate: true, complaintFormType: { select: { name: true } } },
  });
  if (!row) throw new AppError("NOT_FOUND", R.notFound);
  const entity = await deps.settings.get("entity");
  return {
    message: R.valid,
    trackingID: row.trackingID.toString(),
    typeName: row.complaintFormType.name,
    filedAt: row.date.toISOString(),
    answerableDate: row.answerableDate.toISOString().slice(0, 10),
    entityName: entity.name,
  };
}
